/**
 * The query registry on its own (no backend): executions shared by key and held by
 * connections, and precise invalidation of read sets by a commit's writes (index
 * intervals with the old and new key of each document, point reads, searched tables,
 * tables that did not exist yet), and removal of what nobody shows.
 */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { type ReadSet, type WriteEntry } from "../../database/read-set";
import { type Doc, type IndexInfo, type TableInfo } from "../../storage/store";
import { encodeKey } from "../../values/keys";
import { QueryInstance, QueryRegistry } from "./query-registry";
import { instanceKey, isSharedKey, sharedKeyOf } from "./query-keys";
import { Session } from "../session/session";

const MESSAGES = 10001;
const BY_CHANNEL: IndexInfo = {
  id: 7,
  tableNumber: MESSAGES,
  name: "by_channel",
  fields: ["channel"],
  keyFields: ["channel", "_creationTime", "_id"],
  rangeFields: ["channel", "_creationTime"],
};
const TABLE: TableInfo = {
  number: MESSAGES,
  name: "messages",
  indexes: new Map([["by_channel", BY_CHANNEL]]),
  searchIndexes: new Map(),
  vectorIndexes: new Map(),
  stagedIndexes: new Set(),
  documentType: null,
};

function registry(): QueryRegistry {
  return new QueryRegistry({
    tableByNumber: (n) => (n === MESSAGES ? TABLE : undefined),
  });
}

/** The `by_channel` interval of one channel: `[channel, channel + 0xFF)`. */
function channelInterval(channel: string) {
  return {
    indexId: BY_CHANNEL.id,
    lo: encodeKey([channel]),
    hi: encodeKey([channel], 0xff),
  };
}

function readSet(read: Partial<ReadSet>): ReadSet {
  return {
    intervals: [],
    points: new Set(),
    searchTables: new Set(),
    missingTables: new Set(),
    ...read,
  };
}

/** A registered execution at `ts` and the invalidations it was told of. */
function execution(
  reg: QueryRegistry,
  key: string,
  read: Partial<ReadSet>,
  ts = 10n,
) {
  const invalidated: QueryInstance[] = [];
  const instance = new QueryInstance(
    key,
    ts,
    readSet(read),
    { success: true, value: key, logLines: [], journal: null },
    (i) => invalidated.push(i),
  );
  reg.add(instance);
  return { instance, invalidated };
}

const message = (id: string, channel: string): Doc => ({
  _id: id,
  _creationTime: 1,
  channel,
});

function commit(
  ts: bigint,
  ...writes: Partial<WriteEntry>[]
): { ts: bigint; writes: WriteEntry[] } {
  return {
    ts,
    writes: writes.map((w) => ({
      tableNumber: MESSAGES,
      id: "m1",
      oldDoc: null,
      newDoc: null,
      json: null,
      ...w,
    })),
  };
}

function holder(id: number): Session {
  return new Session({
    ws: { readyState: WebSocket.CLOSED, ping() {}, close() {}, terminate() {} },
    socket: new PassThrough(),
    id,
    rate: { perSecond: 1, burst: 1 },
    registry: { release() {} },
    needsRound() {},
    upgradeHeaders: {},
  });
}

describe("sharing executions", () => {
  it("keys an execution by function, arguments, identity and journal", () => {
    const key = instanceKey(
      "messages:list",
      [{ channel: "a" }],
      "anonymous",
      null,
    );
    expect(
      instanceKey("messages:list", [{ channel: "a" }], "anonymous", null),
    ).toBe(key);
    for (const other of [
      instanceKey("messages:count", [{ channel: "a" }], "anonymous", null),
      instanceKey("messages:list", [{ channel: "b" }], "anonymous", null),
      instanceKey("messages:list", [{ channel: "a" }], '{"subject":"u"}', null),
      instanceKey(
        "messages:list",
        [{ channel: "a" }],
        "anonymous",
        '{"end":"x"}',
      ),
    ])
      expect(other).not.toBe(key);
  });

  it("finds a valid execution by key, for every subscriber", () => {
    const reg = registry();
    const { instance } = execution(reg, "k", {
      intervals: [channelInterval("a")],
    });
    expect(reg.lookup("k")).toBe(instance);
    expect(reg.lookup("other")).toBeUndefined();
    expect(reg.size).toBe(1);
  });

  it("counts who holds an execution, per connection", () => {
    const reg = registry();
    const { instance } = execution(reg, "k", {});
    const a = holder(1);
    const b = holder(2);
    reg.retain(instance, a);
    reg.retain(instance, a);
    reg.retain(instance, b);
    expect(instance.refs).toBe(3);
    expect([...instance.holders]).toEqual([
      [a, 2],
      [b, 1],
    ]);
    reg.release(instance, a);
    reg.release(instance, b);
    expect([...instance.holders]).toEqual([[a, 1]]);
    expect(reg.lookup("k")).toBe(instance);
  });

  it("a newer execution for the same key replaces the older one", () => {
    const reg = registry();
    const older = execution(reg, "k", { points: new Set(["m1"]) });
    const newer = execution(reg, "k", { points: new Set(["m2"]) });
    expect(reg.lookup("k")).toBe(newer.instance);
    reg.applyCommit(commit(20n, { id: "m1" }));
    expect(older.invalidated).toEqual([]);
    expect(reg.lookup("k")).toBe(newer.instance);
  });

  it("an older execution that a connection still shows is still invalidated", () => {
    const reg = registry();
    const older = execution(reg, "k", { points: new Set(["m1"]) });
    reg.retain(older.instance, holder(1));
    const newer = execution(reg, "k", { points: new Set(["m2"]) });
    expect(reg.lookup("k")).toBe(newer.instance);
    reg.applyCommit(commit(20n, { id: "m1" }));
    expect(older.invalidated).toEqual([older.instance]);
    expect(reg.lookup("k")).toBe(newer.instance);
  });
});

describe("results that read no identity", () => {
  const alice = instanceKey("messages:list", [{}], '{"subject":"a"}', null);
  const bob = instanceKey("messages:list", [{}], '{"subject":"b"}', null);
  const admin = instanceKey("messages:list", [{}], "admin anonymous", null);

  it("serve every client's key, not the admin's, and mark the inputs shared", () => {
    const reg = registry();
    expect(reg.likelyKey(alice)).toBe(alice);
    const { instance } = execution(reg, sharedKeyOf(alice), {});
    expect(reg.lookup(bob)).toBe(instance);
    expect(reg.lookup(alice)).toBe(instance);
    expect(reg.lookup(admin)).toBeUndefined();
    expect(reg.likelyKey(bob)).toBe(sharedKeyOf(bob));
    expect(reg.likelyKey(admin)).toBe(admin);
  });

  it("a caller's own result comes first, and one that read the identity ends the sharing", () => {
    const reg = registry();
    const shared = execution(reg, sharedKeyOf(alice), {});
    const own = execution(reg, alice, {});
    expect(reg.lookup(alice)).toBe(own.instance);
    expect(reg.lookup(bob)).toBe(shared.instance);
    expect(reg.likelyKey(bob)).toBe(bob);
    expect(isSharedKey(sharedKeyOf(alice))).toBe(true);
    expect(isSharedKey(alice)).toBe(false);
  });
});

describe("precise invalidation", () => {
  it("by index interval: a written document's new or old key in a scanned range", () => {
    const reg = registry();
    const a = execution(reg, "a", { intervals: [channelInterval("a")] });
    const b = execution(reg, "b", { intervals: [channelInterval("b")] });
    reg.applyCommit(commit(20n, { newDoc: message("m1", "c") }));
    expect(a.invalidated).toEqual([]);
    expect(b.invalidated).toEqual([]);
    reg.applyCommit(commit(21n, { newDoc: message("m1", "a") }));
    expect(a.invalidated).toEqual([a.instance]);
    expect(a.instance.valid).toBe(false);
    expect(reg.lookup("a")).toBeUndefined();
    expect(b.invalidated).toEqual([]);
    // A document moving out of "b" changes what "b" shows.
    reg.applyCommit(
      commit(22n, { oldDoc: message("m2", "b"), newDoc: message("m2", "c") }),
    );
    expect(b.invalidated).toEqual([b.instance]);
  });

  it("not by writes an execution already saw (committed at or before its ts)", () => {
    const reg = registry();
    const a = execution(reg, "a", { intervals: [channelInterval("a")] }, 30n);
    reg.applyCommit(commit(30n, { newDoc: message("m1", "a") }));
    expect(a.invalidated).toEqual([]);
    reg.applyCommit(commit(31n, { newDoc: message("m1", "a") }));
    expect(a.invalidated).toEqual([a.instance]);
  });

  it("by point read: a write of a document read by id", () => {
    const reg = registry();
    const read = execution(reg, "get", { points: new Set(["m1"]) });
    const other = execution(reg, "get2", { points: new Set(["m2"]) });
    reg.applyCommit(commit(20n, { id: "m1", newDoc: message("m1", "z") }));
    expect(read.invalidated).toEqual([read.instance]);
    expect(other.invalidated).toEqual([]);
  });

  it("by searched table: any write to it", () => {
    const reg = registry();
    const search = execution(reg, "search", {
      searchTables: new Set([MESSAGES]),
    });
    const elsewhere = execution(reg, "search2", {
      searchTables: new Set([MESSAGES + 1]),
    });
    reg.applyCommit(commit(20n, { newDoc: message("m1", "z") }));
    expect(search.invalidated).toEqual([search.instance]);
    expect(elsewhere.invalidated).toEqual([]);
  });

  it("by a table read before it existed: the write that creates it", () => {
    const reg = registry();
    const waiting = execution(reg, "missing", {
      missingTables: new Set(["messages"]),
    });
    const unrelated = execution(reg, "missing2", {
      missingTables: new Set(["channels"]),
    });
    reg.applyCommit(commit(20n, { newDoc: message("m1", "z") }));
    expect(waiting.invalidated).toEqual([waiting.instance]);
    expect(unrelated.invalidated).toEqual([]);
  });

  it("each execution once, and everything on a code reload", () => {
    const reg = registry();
    const both = execution(reg, "both", {
      intervals: [channelInterval("a")],
      points: new Set(["m1"]),
    });
    const quiet = execution(reg, "quiet", { points: new Set(["m9"]) });
    reg.applyCommit(commit(20n, { id: "m1", newDoc: message("m1", "a") }));
    expect(both.invalidated).toEqual([both.instance]);
    reg.invalidateAll();
    expect(quiet.invalidated).toEqual([quiet.instance]);
    expect(reg.size).toBe(0);
  });
});

describe("removal", () => {
  it("forgets an execution once its last holder releases it", () => {
    const reg = registry();
    const a = execution(reg, "a", { intervals: [channelInterval("a")] });
    const session = holder(1);
    reg.retain(a.instance, session);
    reg.release(a.instance, session);
    expect(reg.lookup("a")).toBeUndefined();
    expect(reg.size).toBe(0);
    // Unindexed: a later write does not reach it.
    reg.applyCommit(commit(20n, { newDoc: message("m1", "a") }));
    expect(a.invalidated).toEqual([]);
  });

  it("drops an execution nobody ended up showing, and only such", () => {
    const reg = registry();
    const unused = execution(reg, "unused", { points: new Set(["m1"]) });
    const shown = execution(reg, "shown", { points: new Set(["m1"]) });
    reg.retain(shown.instance, holder(1));
    reg.dropIfUnused(unused.instance);
    reg.dropIfUnused(shown.instance);
    expect(reg.lookup("unused")).toBeUndefined();
    expect(reg.lookup("shown")).toBe(shown.instance);
    reg.applyCommit(commit(20n, { id: "m1" }));
    expect(unused.invalidated).toEqual([]);
    expect(shown.invalidated).toEqual([shown.instance]);
  });
});
