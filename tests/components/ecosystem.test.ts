/**
 * The rest of the published component ecosystem on the local backend, unchanged and
 * over the real clients: `@convex-dev/workpool` (jobs, retries, onComplete, status,
 * cancel), `@convex-dev/migrations` (batched runs to completion, status, re-runs) and
 * `@convex-dev/resend` (enqueue, batching, status, cancel, test mode; api.resend.com is
 * fixed in the component, so no stand-in server can take the send).
 * Every wait is for a state, never for a time.
 */
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import {
  type FunctionArgs,
  type FunctionReference,
  type FunctionReturnType,
  makeFunctionReference,
} from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBackend } from "../../local-backend";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../../local-backend/src/testing/fixture-backend";
import { api } from "./convex/_generated/api";

const FIXTURE = join(import.meta.dirname, "convex");

/** `ConvexHttpClient`'s admin API (`@internal` in its types), as the CLI uses it. */
type AdminHttpClient = ConvexHttpClient & { setAdminAuth(key: string): void };

let backend: RunningBackend;
let dataDir: string;
let http: ConvexHttpClient;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("ecosystem-", FIXTURE));
  http = new ConvexHttpClient(backend.url);
});

afterAll(async () => {
  await stopFixtureBackend(backend, dataDir);
});

/** Resolves with the first value of `query` that satisfies `done` (a subscription). */
function until<Q extends FunctionReference<"query">>(
  query: Q,
  args: FunctionArgs<Q>,
  done: (value: FunctionReturnType<Q>) => boolean,
  what: string,
): Promise<FunctionReturnType<Q>> {
  const client = new ConvexClient(backend.url);
  let last: unknown;
  return new Promise<FunctionReturnType<Q>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what}: still ${JSON.stringify(last)}`)),
      20_000,
    );
    const stop = client.onUpdate(query, args, (value) => {
      last = value;
      if (!done(value)) return;
      clearTimeout(timer);
      stop();
      resolve(value);
    });
  }).finally(() => client.close());
}

function outcomesOf(label: string, count: number) {
  return until(
    api.work.outcomes,
    { label },
    (o) => o.outcomes.length >= count,
    `outcomes of ${label}`,
  );
}

describe("workpool", () => {
  it("runs an enqueued mutation; onComplete sees its return value", async () => {
    const id = await http.mutation(api.work.enqueue, {
      label: "m",
      kind: "mutation",
      x: 21,
    });
    const { outcomes } = await outcomesOf("m", 1);
    expect(outcomes).toEqual([{ kind: "success", returnValue: 42 }]);
    expect(await http.query(api.work.status, { id })).toEqual({
      state: "finished",
    });
  });

  it("retries a failing action until it succeeds, then calls onComplete once", async () => {
    await http.mutation(api.work.enqueue, {
      label: "retried",
      kind: "action",
      failures: 2,
      maxAttempts: 3,
    });
    const result = await outcomesOf("retried", 1);
    expect(result).toEqual({
      attempts: 3,
      outcomes: [{ kind: "success", returnValue: "retried" }],
    });
  });

  it("reports the last error when the retries run out", async () => {
    await http.mutation(api.work.enqueue, {
      label: "failing",
      kind: "action",
      failures: 5,
      maxAttempts: 2,
    });
    const result = await outcomesOf("failing", 1);
    expect(result.attempts).toBe(2);
    expect(result.outcomes).toHaveLength(1);
    expect(result.outcomes[0]?.kind).toBe("failed");
    expect(result.outcomes[0]?.error).toContain("attempt 2 of failing");
  });

  it("status is pending until the work runs; cancel reports canceled", async () => {
    const id = await http.mutation(api.work.enqueue, {
      label: "later",
      kind: "mutation",
      x: 1,
      runAfter: 3_600_000,
    });
    expect(await http.query(api.work.status, { id })).toEqual({
      state: "pending",
      previousAttempts: 0,
    });
    await http.mutation(api.work.cancel, { id });
    const { outcomes } = await outcomesOf("later", 1);
    expect(outcomes).toEqual([{ kind: "canceled" }]);
    expect(await http.query(api.work.status, { id })).toEqual({
      state: "finished",
    });
  });
});

describe("migrations", () => {
  it("runs a migration over several batches to completion; a re-run is a no-op", async () => {
    await http.mutation(api.migrations.seed, { group: "g", count: 8 });
    await http.mutation(api.migrations.runDouble, {});
    const [status] = await until(
      api.migrations.status,
      {},
      (s) => s[0]?.isDone === true,
      "migration",
    );
    expect(status).toMatchObject({
      name: "migrations:double",
      state: "success",
      isDone: true,
      processed: 8,
    });
    const items = await http.query(api.migrations.items, { group: "g" });
    expect(items.map((i) => i.doubled)).toEqual(items.map((i) => i.n * 2));
    // Completed: running it again changes nothing and processes nothing more.
    await http.mutation(api.migrations.seed, { group: "late", count: 1 });
    await http.mutation(api.migrations.runDouble, {});
    const [again] = await http.query(api.migrations.status, {});
    expect(again).toMatchObject({ state: "success", processed: 8 });
    expect(await http.query(api.migrations.items, { group: "late" })).toEqual([
      { n: 1 },
    ]);
  });

  it("the README's runner (an internal mutation) starts it by name with the admin key", async () => {
    const admin = new ConvexHttpClient(backend.url) as AdminHttpClient;
    admin.setAdminAuth(backend.adminKey);
    const run = makeFunctionReference<"mutation">("migrations:run");
    // Already done: the runner reports it instead of starting another worker.
    await expect(
      admin.mutation(run, { fn: "migrations:double" }),
    ).resolves.toBeDefined();
    const [status] = await http.query(api.migrations.status, {});
    expect(status?.state).toBe("success");
  });
});

describe("resend", () => {
  it("sendEmail enqueues; its batch worker hands the email to its workpool", async () => {
    const id = await http.mutation(api.emails.send, {
      to: "delivered@resend.dev",
    });
    const first = await http.query(api.emails.status, { id });
    expect(first).toMatchObject({ status: "waiting", failed: false });
    // The send itself goes to api.resend.com (fixed in the package; no network
    // here), so the email is followed as far as its batch.
    const queued = await until(
      api.emails.status,
      { id },
      (s) => s?.status === "queued",
      "the email's batch",
    );
    expect(queued).toMatchObject({ failed: false, errorMessage: null });
  });

  it("test mode refuses addresses other than Resend's test ones", async () => {
    await expect(
      http.mutation(api.emails.send, { to: "someone@example.com" }),
    ).rejects.toThrow(/Test mode is enabled/);
  });

  it("an email cancelled before its batch is made stays cancelled", async () => {
    const id = await http.mutation(api.emails.send, {
      to: "delivered+cancel@resend.dev",
    });
    await http.mutation(api.emails.cancel, { id });
    expect(await http.query(api.emails.status, { id })).toMatchObject({
      status: "cancelled",
    });
  });
});
