/**
 * The conformance suite: one set of expectations, run against the local backend (over
 * its HTTP API) and against convex-test. Where convex-test is known to differ from
 * Convex Cloud, the expectation follows Convex Cloud and the test says why.
 */
import { compareValues, ConvexError, type Value } from "convex/values";
import {
  type FunctionArgs,
  type FunctionReference,
  type FunctionReturnType,
} from "convex/server";
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import { type Id } from "./convex/_generated/dataModel";

export interface Target {
  kind: "local" | "convex-test";
  query<F extends FunctionReference<"query">>(
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  mutation<F extends FunctionReference<"mutation">>(
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  action<F extends FunctionReference<"action">>(
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  /** Runs a query as a signed-in user with this subject and name. */
  queryAs<F extends FunctionReference<"query">>(
    user: { subject: string; name: string },
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  /** An HTTP request to the deployment's HTTP actions (site URL). */
  fetch(path: string, init: RequestInit): Promise<Response>;
}

let counter = 0;
/** A name unique to this run, so tests sharing one deployment don't interfere. */
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error("expected the call to fail");
}

async function waitForJob(target: Target, id: Id<"_scheduled_functions">) {
  for (let i = 0; i < 250; i++) {
    const status = await target.query(api.jobs.status, { id });
    if (status && !["pending", "inProgress"].includes(status.kind))
      return status;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`job ${id} did not finish`);
}

export function conformanceSuite(getTarget: () => Target): void {
  const t = () => getTarget();
  const msg = (
    channel: string,
    n: number,
    body: string,
    extra: { author?: string; tag?: string } = {},
  ) => ({
    channel,
    author: extra.author ?? "ada",
    body,
    n,
    ...(extra.tag === undefined ? {} : { tag: extra.tag }),
  });

  describe("documents", () => {
    it("inserts, reads, patches, replaces and deletes", async () => {
      const channel = unique("crud");
      const id = await t().mutation(
        api.messages.send,
        msg(channel, 1, "hello", { tag: "x" }),
      );
      const doc = await t().query(api.messages.get, { id });
      expect(doc).toMatchObject({
        _id: id,
        channel,
        body: "hello",
        n: 1,
        tag: "x",
      });
      expect(typeof doc?._creationTime).toBe("number");

      const patched = await t().mutation(api.messages.edit, {
        id,
        body: "edited",
        clearTag: true,
      });
      expect(patched).toMatchObject({ body: "edited", n: 1 });
      expect(patched).not.toHaveProperty("tag");

      const replaced = await t().mutation(api.messages.overwrite, { id });
      expect(replaced).toMatchObject({
        _id: id,
        channel: "replaced",
        body: "replaced",
        n: -1,
      });
      expect(replaced?._creationTime).toBe(doc?._creationTime);

      expect(await t().mutation(api.messages.remove, { id })).toBeNull();
      expect(await t().query(api.messages.get, { id })).toBeNull();
    });

    it("gives _creationTime strictly increasing within a transaction", async () => {
      expect(await t().mutation(api.messages.creationTimes, {})).toBe(true);
    });

    it("resolves db.vars.commitTs to an int64 commit timestamp", async () => {
      const first = await t().query(api.messages.stamp, {
        id: await t().mutation(api.messages.stampCommit, {}),
      });
      const second = await t().query(api.messages.stamp, {
        id: await t().mutation(api.messages.stampCommit, {}),
      });
      expect(typeof first).toBe("bigint");
      expect(second as bigint).toBeGreaterThan(first as bigint);
    });

    it("normalizes ids per table", async () => {
      const id = await t().mutation(
        api.messages.send,
        msg(unique("norm"), 1, "x"),
      );
      expect(await t().query(api.messages.normalize, { id })).toEqual({
        asMessage: id,
        asCounter: null,
      });
      expect(
        await t().query(api.messages.normalize, { id: "nonsense" }),
      ).toEqual({
        asMessage: null,
        asCounter: null,
      });
    });

    it("rejects documents that break the schema or the value rules", async () => {
      expect(
        (await rejection(t().mutation(api.checks.schemaMismatch, {}))).message,
      ).toMatch(/validat|schema/i);
      expect(
        (await rejection(t().mutation(api.checks.reservedField, {}))).message,
      ).toMatch(/\$bad|reserved|\$/);
    });
  });

  describe("queries", () => {
    it("serves index ranges in both orders with bounds and take", async () => {
      const channel = unique("range");
      await t().mutation(api.messages.sendMany, {
        messages: [3, 1, 5, 2, 4].map((n) => msg(channel, n, `m${n}`)),
      });
      await t().mutation(
        api.messages.send,
        msg(unique("other"), 3, "elsewhere"),
      );
      expect(
        await t().query(api.messages.bodies, { channel, order: "asc" }),
      ).toEqual(["m1", "m2", "m3", "m4", "m5"]);
      expect(
        await t().query(api.messages.bodies, {
          channel,
          order: "desc",
          take: 2,
        }),
      ).toEqual(["m5", "m4"]);
      expect(
        await t().query(api.messages.bodies, {
          channel,
          order: "asc",
          min: 1,
          max: 4,
        }),
      ).toEqual(["m2", "m3", "m4"]);
      expect(
        await t().query(api.messages.bodies, {
          channel,
          order: "desc",
          min: 3,
        }),
      ).toEqual(["m5", "m4"]);
      expect(
        await t().query(api.messages.bodies, { channel, order: "asc", max: 2 }),
      ).toEqual(["m1", "m2"]);
    });

    it("takes ranges over an index's trailing _creationTime and _id", async () => {
      const channel = unique("trailing");
      const ids = await t().mutation(api.messages.sendMany, {
        messages: [1, 2, 3].map((n) => msg(channel, n, `m${n}`)),
      });
      expect(await t().query(api.messages.after, { id: ids[0]! })).toEqual([
        "m2",
        "m3",
      ]);
      expect(await t().query(api.messages.after, { id: ids[2]! })).toEqual([]);
    });

    it("applies filter expressions with and/or/not-equal and arithmetic", async () => {
      const author = unique("filter");
      const channel = unique("filter-ch");
      await t().mutation(api.messages.sendMany, {
        messages: [
          msg(channel, 1, "low", { author }),
          msg(channel, 2, "pinned-low", { author, tag: "pinned" }),
          msg(channel, 7, "seven", { author }),
          msg(channel, 9, "high", { author }),
          msg(channel, 9, "someone else"),
        ],
      });
      expect(
        await t().query(api.messages.filtered, { author, minN: 5 }),
      ).toEqual(["pinned-low", "high"]);
    });

    it("matches missing fields with eq(field, undefined) on an index", async () => {
      const before = await t().query(api.messages.untagged, {});
      const channel = unique("untagged");
      await t().mutation(api.messages.send, msg(channel, 1, `${channel}-none`));
      await t().mutation(
        api.messages.send,
        msg(channel, 2, `${channel}-tagged`, { tag: "t" }),
      );
      const after = await t().query(api.messages.untagged, {});
      expect(after.slice(before.length)).toEqual([`${channel}-none`]);
    });

    it("supports first, unique and newest-first table scans", async () => {
      const channel = unique("first");
      await t().mutation(api.messages.send, msg(channel, 1, "only"));
      expect(await t().query(api.messages.firstAndUnique, { channel })).toEqual(
        {
          first: "only",
          newest: "only",
          unique: "only",
        },
      );
      await t().mutation(api.messages.send, msg(channel, 2, "second"));
      expect(await t().query(api.messages.firstAndUnique, { channel })).toEqual(
        {
          first: "only",
          newest: "second",
          unique: "error",
        },
      );
    });

    it("orders values of mixed types exactly as Convex does", async () => {
      const values: Value[] = [
        3,
        "b",
        null,
        true,
        2n,
        [1, 2],
        { a: 1 },
        -1.5,
        false,
        "a",
        [1],
        2,
      ];
      await t().mutation(api.messages.insertMixed, { values });
      const got: Value[] = await t().query(api.messages.mixedOrder, {});
      const expected = [...values].sort(compareValues);
      // Earlier runs against a shared deployment may have inserted the same values.
      const deduped = got.filter(
        (v, i) => i === 0 || compareValues(v, got[i - 1]) !== 0,
      );
      expect(deduped).toEqual(
        expected.filter(
          (v, i) => i === 0 || compareValues(v, expected[i - 1]) !== 0,
        ),
      );
    });

    it("paginates with cursors until done", async () => {
      const channel = unique("page");
      await t().mutation(api.messages.sendMany, {
        messages: ["a", "b", "c", "d", "e"].map((body, n) =>
          msg(channel, n, body),
        ),
      });
      const seen: string[][] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 10; i++) {
        const result: {
          page: string[];
          isDone: boolean;
          continueCursor: string;
        } = await t().query(api.messages.page, {
          channel,
          paginationOpts: { numItems: 2, cursor },
        });
        seen.push(result.page);
        if (result.isDone) break;
        cursor = result.continueCursor;
      }
      expect(seen.flat()).toEqual(["e", "d", "c", "b", "a"]);
      expect(seen[0]).toEqual(["e", "d"]);
      expect(seen[1]).toEqual(["c", "b"]);
    });

    it("searches with tokenized matching, prefixes and filter fields", async () => {
      const channel = unique("search");
      const word = `zq${Date.now().toString(36)}${++counter}`;
      await t().mutation(api.messages.sendMany, {
        messages: [
          msg(channel, 1, `${word} pie with a long crumble topping and cream`),
          msg(channel, 2, `${word} ${word}`),
          msg(channel, 3, "nothing relevant here"),
          msg(unique("search-other"), 4, `${word} elsewhere`),
        ],
      });
      const all = await t().query(api.messages.search, { text: word, channel });
      expect([...all].sort()).toEqual(
        [
          `${word} ${word}`,
          `${word} pie with a long crumble topping and cream`,
        ].sort(),
      );
      if (t().kind === "local") {
        // Convex Cloud returns results in BM25 relevance order; convex-test returns
        // them in insertion order, so the order is only asserted on the local backend.
        expect(all[0]).toBe(`${word} ${word}`);
      }
      const prefix = await t().query(api.messages.search, {
        text: word.slice(0, -1),
        channel,
      });
      expect(prefix).toHaveLength(2);
      expect(await t().query(api.messages.search, { text: word })).toHaveLength(
        3,
      );
    });
  });

  describe("vector search", () => {
    it("ranks by cosine similarity, honours filters and limits", async () => {
      const kind = unique("vec");
      await t().mutation(api.vectors.add, { name: "x", kind, vec: [1, 0, 0] });
      await t().mutation(api.vectors.add, { name: "xy", kind, vec: [1, 1, 0] });
      await t().mutation(api.vectors.add, { name: "y", kind, vec: [0, 1, 0] });
      await t().mutation(api.vectors.add, {
        name: "other-x",
        kind: `${kind}-other`,
        vec: [1, 0, 0],
      });
      const result = await t().action(api.vectors.nearest, {
        vector: [1, 0.1, 0],
        kind,
        limit: 2,
      });
      expect(result.names).toEqual(["x", "xy"]);
      expect(result.scores[0]).toBeCloseTo(1 / Math.sqrt(1.01), 5);
      expect(result.scores[1]).toBeCloseTo(1.1 / Math.sqrt(2 * 1.01), 5);
    });
  });

  describe("nested calls and transactions", () => {
    it("rolls back a throwing nested mutation alone", async () => {
      const name = unique("nested");
      expect(await t().mutation(api.nested.bumpTwice, { name })).toEqual({
        error: { code: "BUMP_FAILED", value: 2 },
        seen: 1,
      });
      expect(await t().query(api.nested.value, { name })).toBe(1);
    });

    it("writes nothing when a mutation throws", async () => {
      const name = unique("throw");
      const err = await rejection(
        t().mutation(api.nested.bumpThenThrow, { name }),
      );
      expect(err.message).toContain("boom after write");
      expect(await t().query(api.nested.value, { name })).toBeNull();
    });

    it("runs queries, mutations and actions from an action, each on its own", async () => {
      const name = unique("action");
      expect(await t().action(api.nested.viaAction, { name })).toEqual({
        value: 1,
        error: { code: "BUMP_FAILED", value: 2 },
      });
    });
  });

  describe("checks", () => {
    it("validates arguments, including the table of ids", async () => {
      expect(await t().query(api.checks.typed, { n: 1.5, big: 7n })).toEqual({
        n: 1.5,
        big: 7n,
      });
      const wrongType = { n: 1n, big: 7n } as unknown as {
        n: number;
        big: bigint;
      };
      expect(
        (await rejection(t().query(api.checks.typed, wrongType))).message,
      ).toMatch(/validat/i);
      const counterId = (await t().mutation(
        api.messages.send,
        msg(unique("ids"), 1, "x"),
      )) as string;
      const notAMessage = {
        n: 1,
        big: 1n,
        id: counterId.slice(0, -1) as Id<"messages">,
      };
      expect(
        (await rejection(t().query(api.checks.typed, notAMessage))).message,
      ).toMatch(/validat/i);
    });

    it("validates return values", async () => {
      expect(
        (await rejection(t().query(api.checks.badReturn, {}))).message,
      ).toMatch(/validat/i);
    });

    it("delivers ConvexError data intact and writes nothing", async () => {
      const err = await rejection(
        t().mutation(api.checks.fail, { kind: "convex" }),
      );
      expect(err).toBeInstanceOf(ConvexError);
      expect((err as ConvexError<Value>).data).toEqual({
        code: "NOT_ALLOWED",
        message: "Nope",
        n: 3,
      });
      const plain = await rejection(
        t().mutation(api.checks.fail, { kind: "plain" }),
      );
      expect(plain.message).toContain("plain failure");
      expect(await t().query(api.jobs.count, { name: "fail" })).toBe(0);
      const fromAction = await rejection(t().action(api.checks.failAction, {}));
      expect((fromAction as ConvexError<Value>).data).toBe("action says no");
    });

    it("freezes Date, seeds Math.random and refuses fetch and timers in queries", async () => {
      const { frozen, ...rest } = await t().query(api.checks.determinism, {});
      expect(rest).toEqual({
        fetchRefused: true,
        timerRefused: true,
        randomInRange: true,
      });
      if (t().kind === "local") {
        // Convex Cloud fixes Date.now() and new Date() at the start of a query or
        // mutation; convex-test uses the real clock, so this is asserted locally only.
        expect(frozen).toBe(true);
      }
    });

    it("answers metadata syscalls", async () => {
      const meta = await t().mutation(api.checks.meta, {});
      expect(meta).toMatchObject({
        type: "mutation",
        visibility: "public",
        hasRequestId: true,
        scheduledFunctionId: null,
        deploymentClass: "s16",
        documentsWritten: 1,
        snapshotIsInt64: true,
      });
      expect(meta.name).toMatch(/^checks(\.js)?:meta$/);
      // Queries have no request metadata.
      expect(await t().query(api.checks.requestMetaInQuery, {})).toBe("absent");
    });

    it("passes the caller's identity", async () => {
      expect(await t().query(api.checks.whoami, {})).toBeNull();
      expect(
        await t().queryAs(
          { subject: "user-1", name: "Ada" },
          api.checks.whoami,
          {},
        ),
      ).toEqual({
        subject: "user-1",
        name: "Ada",
      });
    });
  });

  describe("scheduler", () => {
    it("runs a scheduled mutation exactly once", async () => {
      const name = unique("job");
      const id = await t().mutation(api.jobs.later, { name, delayMs: 0 });
      const job = await waitForJob(t(), id);
      expect(job.kind).toBe("success");
      if (t().kind === "local") {
        // Convex Cloud stores the canonical path with the module's .js extension;
        // convex-test stores "jobs:record".
        expect(job.name).toBe("jobs.js:record");
      }
      expect(await t().query(api.jobs.count, { name })).toBe(1);
    });

    it("runs a scheduled action, whose mutations commit on their own", async () => {
      const name = unique("action-job");
      const id = await t().mutation(api.jobs.laterViaAction, { name });
      expect((await waitForJob(t(), id)).kind).toBe("success");
      expect(await t().query(api.jobs.count, { name })).toBe(2);
    });

    it("cancels a pending job", async () => {
      const name = unique("cancel");
      const id = await t().mutation(api.jobs.later, { name, delayMs: 60_000 });
      expect(await t().query(api.jobs.status, { id })).toMatchObject({
        kind: "pending",
      });
      await t().mutation(api.jobs.cancel, { id });
      expect(await t().query(api.jobs.status, { id })).toMatchObject({
        kind: "canceled",
      });
      expect(await t().query(api.jobs.count, { name })).toBe(0);
    });

    it("drops jobs scheduled by a mutation that throws", async () => {
      const name = unique("dropped");
      await rejection(t().mutation(api.jobs.scheduleThenThrow, { name }));
      // A job scheduled afterwards finishing means any earlier due job would have run.
      const marker = await t().mutation(api.jobs.later, {
        name: `${name}-marker`,
        delayMs: 0,
      });
      await waitForJob(t(), marker);
      expect(await t().query(api.jobs.count, { name })).toBe(0);
    });
  });

  describe("file storage", () => {
    it("stores, reads, describes and deletes files", async () => {
      const id = await t().action(api.files.storeText, { text: "hello file" });
      expect(await t().action(api.files.readText, { id })).toBe("hello file");
      const info = await t().query(api.files.info, { id });
      expect(info).toMatchObject({ size: 10, hasUrl: true });
      if (t().kind === "local") {
        // Convex Cloud records the Blob's type as contentType; convex-test drops it.
        expect(info?.contentType).toBe("text/plain");
      }
      await t().mutation(api.files.remove, { id });
      expect(await t().query(api.files.info, { id })).toBeNull();
      expect(await t().action(api.files.readText, { id })).toBeNull();
    });
  });

  describe("HTTP actions", () => {
    it("routes requests to convex/http.ts", async () => {
      const response = await t().fetch("/echo", {
        method: "POST",
        body: "ping",
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        body: "ping",
        path: "/echo",
        user: null,
      });
    });

    it("lets HTTP actions run queries and mutations", async () => {
      const name = unique("http");
      for (const expected of [1, 2]) {
        const response = await t().fetch(`/counters?name=${name}`, {
          method: "POST",
        });
        expect(await response.json()).toEqual({ count: expected });
      }
    });
  });
}
