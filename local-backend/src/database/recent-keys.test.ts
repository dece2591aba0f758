import { describe, expect, it } from "vitest";
import { type Doc, type IndexInfo, indexKey } from "../storage/store";
import { type WriteEntry } from "./read-set";
import { RecentKeys } from "./recent-keys";

const byN: IndexInfo = {
  id: 7,
  tableNumber: 1,
  name: "by_n",
  fields: ["n"],
  keyFields: ["n", "_creationTime", "_id"],
  rangeFields: ["n", "_creationTime"],
};
const doc = (id: string, n: number): Doc => ({ _id: id, _creationTime: 1, n });
const insert = (d: Doc): WriteEntry => ({
  tableNumber: 1,
  id: d._id,
  oldDoc: null,
  newDoc: d,
  json: null,
});

describe("RecentKeys", () => {
  it("encodes a recent commit's version once and returns that key each time", () => {
    const keys = new RecentKeys(4);
    const v = doc("a", 1);
    keys.add([insert(v)]);
    const first = keys.keyOf(byN, v);
    expect(first.equals(indexKey(byN, v))).toBe(true);
    expect(keys.keyOf(byN, v)).toBe(first);
  });

  it("does not keep keys of versions no recent commit wrote", () => {
    const keys = new RecentKeys(4);
    const own = doc("own", 3);
    const a = keys.keyOf(byN, own);
    const b = keys.keyOf(byN, own);
    expect(a.equals(b)).toBe(true);
    expect(a).not.toBe(b);
  });

  it("forgets the oldest commits' keys beyond its limit of writes, and all on clear", () => {
    const keys = new RecentKeys(2);
    const [v1, v2, v3] = [doc("a", 1), doc("b", 2), doc("c", 3)];
    keys.add([insert(v1)]);
    keys.add([insert(v2)]);
    const k2 = keys.keyOf(byN, v2);
    const k1 = keys.keyOf(byN, v1);
    keys.add([insert(v3)]); // three writes: v1's commit is evicted
    expect(keys.keyOf(byN, v1)).not.toBe(k1);
    expect(keys.keyOf(byN, v1).equals(k1)).toBe(true);
    expect(keys.keyOf(byN, v2)).toBe(k2);
    keys.clear();
    expect(keys.keyOf(byN, v2)).not.toBe(k2);
  });

  it("keeps a key per index", () => {
    const keys = new RecentKeys(4);
    const byCreation: IndexInfo = {
      ...byN,
      id: 8,
      name: "by_creation_time",
      fields: ["_creationTime"],
      keyFields: ["_creationTime", "_id"],
      rangeFields: ["_creationTime"],
    };
    const v = doc("a", 5);
    keys.add([insert(v)]);
    expect(keys.keyOf(byN, v).equals(indexKey(byN, v))).toBe(true);
    expect(keys.keyOf(byCreation, v).equals(indexKey(byCreation, v))).toBe(
      true,
    );
  });
});
