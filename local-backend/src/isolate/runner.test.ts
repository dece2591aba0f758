/**
 * The entry points: mutations re-sent with `dedup` are replayed, documents come back
 * exactly as written, and each call reports its transaction's usage.
 */
import { compareValues, type Value } from "convex/values";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";
import { type RunningBackend } from "../../index";

let backend: RunningBackend;
let dataDir: string;
const noAuth = { auth: null, fromClient: true } as const;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("runner-"));
});

afterAll(() => stopFixtureBackend(backend, dataDir));

describe("dedup", () => {
  it("replays a mutation re-sent with the same (sessionId, requestId) instead of running it again", async () => {
    const runner = backend.backend.runner;
    const dedup = { sessionId: "session-1", requestId: 7 };
    const first = await runner.runMutation(
      "ledger:append",
      { seq: 5001, book: "dedup" },
      { ...noAuth, dedup },
    );
    const again = await runner.runMutation(
      "ledger:append",
      { seq: 5002, book: "dedup" },
      { ...noAuth, dedup },
    );
    expect(again.value).toBe(first.value);
    expect(again.ts).toBe(first.ts);
    const other = await runner.runMutation(
      "ledger:append",
      { seq: 5003, book: "dedup" },
      {
        ...noAuth,
        dedup: { sessionId: "session-1", requestId: 8 },
      },
    );
    expect(other.value).toBe(2);
    const check = await runner.runQuery(
      "ledger:check",
      { book: "dedup" },
      noAuth,
    );
    expect((check.value as { count: number }).count).toBe(2);
  });
});

describe("reads", () => {
  it("answers get, streams and pages with the documents exactly as written", async () => {
    const runner = backend.backend.runner;
    const values: Value[] = [
      NaN,
      -0,
      Infinity,
      -Infinity,
      2n ** 62n,
      new Uint8Array([0, 1, 255]).buffer,
      "é😀\u0000",
      { b: 1, a: [1, { d: null, c: "x" }] },
    ];
    await runner.runMutation("messages:insertMixed", { values }, noAuth);
    const { value: streamed } = await runner.runQuery(
      "messages:mixedOrder",
      {},
      noAuth,
    );
    for (const v of values)
      expect((streamed as Value[]).some((s) => compareValues(s, v) === 0)).toBe(
        true,
      );

    const channel = "reads-exact";
    const { value: id } = await runner.runMutation(
      "messages:send",
      { channel, author: "a", body: "é😀", n: -0, tag: "t" },
      noAuth,
    );
    const { value: doc } = await runner.runQuery(
      "messages:get",
      { id },
      noAuth,
    );
    expect(doc).toMatchObject({ _id: id, channel, body: "é😀", tag: "t" });
    expect(Object.is((doc as { n: number }).n, -0)).toBe(true);
    const { value: page } = await runner.runQuery(
      "messages:page",
      { channel, paginationOpts: { numItems: 5, cursor: null } },
      noAuth,
    );
    expect(page).toMatchObject({ page: ["é😀"], isDone: true });
  });
});

describe("usage", () => {
  it("reports what each query and mutation read and wrote, db.get and db.query apart", async () => {
    const runner = backend.backend.runner;
    const channel = "usage";
    const ids: string[] = [];
    for (const [n, body] of ["aaa", "bbb", "ccc"].entries()) {
      const sent = await runner.runMutation(
        "messages:send",
        { channel, author: "a", body, n },
        noAuth,
      );
      expect(sent.usage).toMatchObject({
        documentsRead: 0,
        databaseQueries: 0,
        gets: 0,
        documentsWritten: 1,
      });
      expect(sent.usage!.bytesWritten).toBeGreaterThan(0);
      ids.push(sent.value as string);
    }

    const one = await runner.runQuery("messages:get", { id: ids[0]! }, noAuth);
    expect(one.usage).toMatchObject({
      documentsRead: 1,
      databaseQueries: 0,
      gets: 1,
      documentsWritten: 0,
      bytesWritten: 0,
    });
    const perDoc = one.usage!.bytesRead;
    expect(perDoc).toBeGreaterThan(0);

    const two = await runner.runQuery(
      "messages:bodies",
      { channel, order: "asc", take: 2 },
      noAuth,
    );
    expect(two.value).toEqual(["aaa", "bbb"]);
    // Documents of the same shape and sizes: two of them read twice the bytes of one.
    expect(two.usage).toEqual({
      documentsRead: 2,
      bytesRead: 2 * perDoc,
      databaseQueries: 1,
      gets: 0,
      documentsWritten: 0,
      bytesWritten: 0,
    });
  });
});
