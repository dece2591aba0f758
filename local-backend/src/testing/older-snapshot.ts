/**
 * For the function worker tests: a query task that reads a snapshot older than the
 * worker's file holds, so the worker must undo a durable commit from its copy of the
 * write log.
 */
import { type ConvexHttpClient } from "convex/browser";
import { convexToJson } from "convex/values";
import { type FunctionPool } from "../isolate/pool/function-pool";
import {
  type FunctionDone,
  type FunctionTask,
} from "../isolate/pool/function-worker-protocol";
import { type RunningBackend } from "../../index";
import { send } from "./fixture-functions";

/**
 * Sends "first" to `channel`, pins that snapshot, sends "second" (durable, so the
 * worker's file holds it), then runs `messages:bodies` of `channel` at the pinned
 * snapshot in `pool`: `done` should show "first" alone.
 */
export async function readOlderSnapshot(
  backend: RunningBackend,
  client: ConvexHttpClient,
  pool: FunctionPool,
  channel: string,
): Promise<{ done: FunctionDone; task: FunctionTask }> {
  const { committer } = backend.backend;
  const message = (body: string, n: number) =>
    client.mutation(send, { channel, author: "a", body, n });
  await message("first", 1);
  const before = committer.latestTs;
  await committer.durable(before);
  const task: FunctionTask = {
    kind: "query",
    outDir: backend.backend.app.outDir,
    path: "messages:bodies",
    component: "",
    argsJson: JSON.stringify(convexToJson({ channel, order: "asc" })),
    auth: null,
    fromClient: true,
    ts: before,
    journal: null,
    creationFloor: 0,
  };
  const done = await committer.pinned(before, async () => {
    await message("second", 2);
    await committer.durable(committer.latestTs);
    return pool.run(task);
  });
  return { done, task };
}
