/**
 * A connection's query set on its own: versions, the ids it holds and removes, the
 * door's say on each `Add`, and releasing executions as subscriptions drop them.
 */
import { describe, expect, it } from "vitest";
import { failedInstance } from "../rounds/execute-query";
import {
  type AddQuery,
  type MessageOf,
  ProtocolError,
} from "../protocol/messages";
import { QueryInstance } from "../reactivity/query-registry";
import { type AdmitQuery, QuerySet, SessionStateError } from "./query-set";

function querySet() {
  const released: QueryInstance[] = [];
  return { set: new QuerySet((i) => void released.push(i)), released };
}

const add = (queryId: number, udfPath = "messages:list"): AddQuery => ({
  type: "Add",
  queryId,
  udfPath,
  args: [{}],
});
const remove = (queryId: number) => ({ type: "Remove" as const, queryId });

function modify(
  baseVersion: number,
  modifications: MessageOf<"ModifyQuerySet">["modifications"],
  newVersion = baseVersion + 1,
): MessageOf<"ModifyQuerySet"> {
  return { type: "ModifyQuerySet", baseVersion, newVersion, modifications };
}

const runAll: AdmitQuery = () => null;

function result(value: string): QueryInstance {
  return new QueryInstance(
    "k",
    1n,
    {
      intervals: [],
      points: new Set(),
      searchTables: new Set(),
      missingTables: new Set(),
    },
    { success: true, value, logLines: [], journal: null },
    () => undefined,
  );
}

describe("the query set", () => {
  it("moves from its base version only, forward", () => {
    const { set } = querySet();
    expect(() => set.apply(modify(1, []), runAll)).toThrow(
      new ProtocolError(
        "BaseVersionMismatch: query set base version 1, expected 0",
      ),
    );
    expect(() => set.apply(modify(0, [], 0), runAll)).toThrow(
      new ProtocolError("ModifyQuerySet.newVersion 0 must exceed 0"),
    );
    set.apply(modify(0, [add(0)], 5), runAll);
    expect(set.version).toBe(5);
  });

  it("refuses duplicate and unknown query ids", () => {
    const { set } = querySet();
    set.apply(modify(0, [add(0)]), runAll);
    expect(() => set.apply(modify(1, [add(0)]), runAll)).toThrow(
      new ProtocolError("Duplicate query id 0"),
    );
    expect(() => querySet().set.apply(modify(0, [remove(3)]), runAll)).toThrow(
      new ProtocolError("Remove of unknown query 3"),
    );
  });

  it("asks the door about each Add with the ids held and the queries running", () => {
    const { set } = querySet();
    const seen: { queryIds: number; running: number }[] = [];
    const refusal = failedInstance("TooManySubscriptions", 0n);
    const admitOne: AdmitQuery = (_mod, held) => {
      seen.push(held);
      return held.running >= 1 ? refusal : null;
    };
    set.apply(modify(0, [add(0), add(1), add(2)]), admitOne);
    expect(seen).toEqual([
      { queryIds: 0, running: 0 },
      { queryIds: 1, running: 1 },
      { queryIds: 2, running: 1 },
    ]);
    expect(set.subs.get(1)?.refusal).toBe(refusal);
    // Removing a running query frees its place; removing a refused one does not.
    set.apply(modify(1, [remove(0), remove(1), add(3)]), admitOne);
    expect(seen.at(-1)).toEqual({ queryIds: 1, running: 0 });
    expect(set.subs.get(3)?.refusal).toBeUndefined();
  });

  it("keeps the removed ids until a Transition takes them; one added again is no longer removed", () => {
    const { set } = querySet();
    set.apply(modify(0, [add(0), add(1), add(2)]), runAll);
    set.apply(modify(1, [remove(0), remove(1)]), runAll);
    expect(set.removed).toEqual([0, 1]);
    set.apply(modify(2, [add(0, "messages:count")]), runAll);
    expect(set.subs.get(0)?.udfPath).toBe("messages:count");
    const taken = set.takeRemoved();
    expect(taken).toEqual([1]);
    expect(set.removed).toEqual([]);
    set.apply(modify(3, [remove(2)]), runAll);
    set.restoreRemoved(taken);
    expect(set.removed).toEqual([1, 2]);
  });

  it("releases what a subscription showed when it is removed, replaced, re-keyed or cleared", () => {
    const { set, released } = querySet();
    set.apply(modify(0, [add(0), add(1)]), runAll);
    const [first, second, third, fourth] = ["a", "b", "c", "d"].map(result);
    expect(set.showResult(set.subs.get(0)!, first!)).toBe(true);
    expect(set.showResult(set.subs.get(0)!, second!)).toBe(true);
    expect(released).toEqual([first]);
    set.apply(modify(1, [remove(0)]), runAll);
    expect(released).toEqual([first, second]);
    set.showResult(set.subs.get(1)!, third!);
    set.dropExecutions();
    expect(set.subs.get(1)?.instance).toBeNull();
    set.showResult(set.subs.get(1)!, fourth!);
    set.clear();
    expect(released).toEqual([first, second, third, fourth]);
    expect(set.subs.size).toBe(0);
  });

  it("tells whether a result was sent already, and takes its journal", () => {
    const { set } = querySet();
    set.apply(modify(0, [add(0)]), runAll);
    const sub = set.subs.get(0)!;
    expect(set.showResult(sub, result("a"))).toBe(true);
    expect(set.showResult(sub, result("a"))).toBe(false);
    const paged = new QueryInstance(
      "k",
      2n,
      result("a").readSet,
      { success: true, value: "b", logLines: [], journal: '{"end":"c"}' },
      () => undefined,
    );
    expect(set.showResult(sub, paged)).toBe(true);
    expect(sub.journal).toBe('{"end":"c"}');
  });

  it("refuses to change a subscription it no longer holds", () => {
    const { set } = querySet();
    set.apply(modify(0, [add(0)]), runAll);
    const sub = set.subs.get(0)!;
    set.apply(modify(1, [remove(0), add(0)]), runAll);
    expect(set.isCurrent(sub)).toBe(false);
    expect(set.isCurrent(set.subs.get(0)!)).toBe(true);
    expect(() => set.showResult(sub, result("a"))).toThrow(SessionStateError);
    expect(() => set.queryKey(sub, "anonymous")).toThrow(SessionStateError);
  });
});
