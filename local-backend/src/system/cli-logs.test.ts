/**
 * `npx convex logs`, the real CLI following the backend's function log as functions
 * run: console lines of queries, mutations, actions and HTTP actions with their kind
 * and path, a failure's error, and `--success` lines; the route wants the admin key.
 */
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBackend } from "../../index";
import { cliProject } from "../testing/cli-project";
import { spawnConvexCli } from "../testing/convex-cli";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";

const project = cliProject("cli-logs-");
let backend: RunningBackend;
let dataDir: string;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend(
    "cli-logs-db-",
    project.convexDir,
  ));
}, 60_000);

afterAll(async () => {
  await stopFixtureBackend(backend, dataDir);
  project.remove();
});

describe("npx convex logs", () => {
  it("streams each function's log lines as it runs", async () => {
    const client = new ConvexHttpClient(backend.url);
    // The CLI's first poll takes what is already there as history (not shown).
    await client.query(makeFunctionReference<"query">("messages:list"), {});
    const logs = spawnConvexCli(["logs", "--success"], {
      url: backend.url,
      adminKey: backend.adminKey,
      cwd: project.root,
    });
    try {
      // Its first poll was answered (history) and the next one waits.
      await expect
        .poll(() => backend.backend.functionLog.waitingPolls, {
          timeout: 30_000,
        })
        .toBe(1);
      const add = makeFunctionReference<"mutation">("messages:add");
      await client.mutation(add, { body: "hello", n: 1 });
      await logs.waitForStdout(
        /\[CONVEX M\(messages:add\)\] \[LOG\] 'adding' 'hello'/,
      );

      await client.query(makeFunctionReference<"query">("messages:list"), {});
      await logs.waitForStdout(
        /\[CONVEX Q\(messages:list\)\] \[INFO\] 'listing messages'/,
      );
      await logs.waitForStdout(
        /\[CONVEX Q\(messages:list\)\] Function executed in \d+ ms/,
      );

      await client.action(makeFunctionReference<"action">("env:readInAction"), {
        name: "X",
      });
      await logs.waitForStdout(
        /\[CONVEX A\(env:readInAction\)\] \[LOG\] 'action reads' 'X'/,
      );

      await fetch(`${backend.siteUrl}/env?name=Y`);
      await logs.waitForStdout(
        /\[CONVEX H\(GET \/env\)\] \[LOG\] 'http reads' 'Y'/,
      );

      await expect(
        client.mutation(makeFunctionReference<"mutation">("messages:fail"), {}),
      ).rejects.toThrow();
      await logs.waitForStdout(
        /\[CONVEX M\(messages:fail\)\] \[WARN\] 'about to fail'/,
      );
      await logs.waitForStdout(
        /\[CONVEX M\(messages:fail\)\] Uncaught Error: boom/,
      );
    } finally {
      logs.child.kill("SIGINT");
      await logs.exited;
    }
  });

  it("answers only the admin", async () => {
    const response = await fetch(
      `${backend.url}/api/stream_function_logs?cursor=0`,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "BadAdminKey" });
  });
});
