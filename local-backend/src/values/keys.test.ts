import { compareValues, type Value } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { newId, tableNumberOfId, withTableNumber } from "./ids";
import { encodeFields, encodeKey, fieldValue, MAX_SUFFIX } from "./keys";
import { checkValue, type ValidatorJson } from "./validate";

function bytes(...b: number[]): ArrayBuffer {
  return new Uint8Array(b).buffer;
}

const samples: (Value | undefined)[] = [
  undefined,
  null,
  -(2n ** 63n),
  -1n,
  0n,
  1n,
  2n ** 63n - 1n,
  -Infinity,
  -1.5,
  -0,
  0,
  Number.MIN_VALUE,
  1,
  1.5,
  Infinity,
  NaN,
  false,
  true,
  "",
  "\u0000",
  "a",
  "a\u0000",
  "a\u0000b",
  "ab",
  "b",
  "é",
  "😀",
  "\uffff",
  bytes(),
  bytes(0),
  bytes(0, 0),
  bytes(1),
  bytes(255),
  [],
  [null],
  [1, 2],
  [1, 2, 3],
  [1, "a"],
  ["a"],
  [[]],
  {},
  { a: 1 },
  { a: 1, b: 2 },
  { a: 2 },
  { b: 0 },
  { a: { b: [1n] } },
];

describe("encodeKey", () => {
  it("orders every pair of values exactly as compareValues does", () => {
    for (const a of samples) {
      for (const b of samples) {
        const expected = Math.sign(compareValues(a, b));
        const actual = Math.sign(
          Buffer.compare(encodeKey([a]), encodeKey([b])),
        );
        expect([a, b, actual]).toEqual([a, b, expected]);
      }
    }
  });

  it("orders tuples lexicographically and keeps prefixes below MAX_SUFFIX", () => {
    const tuples: (Value | undefined)[][] = [
      [undefined, 5],
      [null, 1],
      ["a", 1],
      ["a", 2],
      ["a\u0000", 0],
      ["ab", 0],
    ];
    const sorted = [...tuples].sort((x, y) =>
      Buffer.compare(encodeKey(x), encodeKey(y)),
    );
    expect(sorted).toEqual(tuples);
    const prefix = encodeKey(["a"]);
    const hi = Buffer.concat([prefix, MAX_SUFFIX]);
    expect(Buffer.compare(encodeKey(["a", { z: [1] }]), hi)).toBe(-1);
    expect(Buffer.compare(encodeKey(["a\u0000"]), hi)).toBe(1);
    expect(Buffer.compare(encodeKey(["ab"]), hi)).toBe(1);
  });

  it("keeps the byte format that existing databases store", () => {
    const key = encodeKey([
      1.5,
      "a\u0000",
      2n,
      null,
      undefined,
      true,
      false,
      [1],
      { a: 1 },
      bytes(0, 7),
      -0,
    ]);
    expect(key.toString("hex")).toBe(
      "04bff8000000000000076100ff00038000000000000002020106050904bff0000000000000000a07610004bff0000000000000000800ff0700047fffffffffffffff",
    );
    expect(encodeFields({ x: 1, y: { z: "q" } }, ["x", "y.z", "w"])).toEqual(
      encodeKey([1, "q", undefined]),
    );
  });

  it("reads dotted field paths and treats missing steps as undefined", () => {
    const doc = { a: { b: { c: 3 } }, x: [1] };
    expect(fieldValue(doc, "a.b.c")).toBe(3);
    expect(fieldValue(doc, "a.z.c")).toBeUndefined();
    expect(fieldValue(doc, "x.0")).toBeUndefined();
    // Only the document's own fields, never Object.prototype's.
    expect(fieldValue(doc, "constructor")).toBeUndefined();
    expect(fieldValue(doc, "a.toString")).toBeUndefined();
  });
});

describe("ids", () => {
  it("round-trips the table number and rejects corrupted ids", () => {
    for (const table of [1, 2, 127, 128, 10001, 2 ** 20]) {
      const id = newId(table);
      expect(tableNumberOfId(id)).toBe(table);
      const flipped =
        id.slice(0, 10) + (id[10] === "a" ? "b" : "a") + id.slice(11);
      expect(tableNumberOfId(flipped)).toBeNull();
    }
    expect(tableNumberOfId("not an id")).toBeNull();
    expect(tableNumberOfId("")).toBeNull();
  });

  it("moves an id to another table number and back, keeping its body", () => {
    for (const [from, to] of [
      [2, 540],
      [10003, 540],
      [1, 539],
      [540, 2],
    ] as const) {
      const id = newId(from);
      const moved = withTableNumber(id, to)!;
      expect(tableNumberOfId(moved)).toBe(to);
      expect(moved).not.toBe(id);
      expect(withTableNumber(moved, from)).toBe(id);
    }
    expect(withTableNumber("not an id", 540)).toBeNull();
  });

  it("makes ids unique", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId(10001)));
    expect(ids.size).toBe(1000);
  });

  it("sorts a table's ids by creation millisecond (as strings and as index keys)", () => {
    vi.useFakeTimers();
    try {
      const ids = [1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000].map(
        (ms) => {
          vi.setSystemTime(ms);
          return newId(10001);
        },
      );
      expect([...ids].sort()).toEqual(ids);
      const keys = ids.map((id) => encodeKey([id]));
      expect([...keys].sort((a, b) => Buffer.compare(a, b))).toEqual(keys);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("checkValue", () => {
  const users = newId(10001);
  const resolve = (id: string) =>
    tableNumberOfId(id) === 10001 ? "users" : null;
  const validator: ValidatorJson = {
    type: "object",
    value: {
      n: { fieldType: { type: "number" }, optional: false },
      big: { fieldType: { type: "bigint" }, optional: true },
      user: { fieldType: { type: "id", tableName: "users" }, optional: true },
      kind: {
        fieldType: {
          type: "union",
          value: [
            { type: "literal", value: "a" },
            { type: "literal", value: "b" },
          ],
        },
        optional: true,
      },
    },
  };

  it("accepts matching values and optional fields", () => {
    expect(checkValue({ n: 1 }, validator, resolve)).toBeNull();
    expect(
      checkValue({ n: 1, big: 2n, user: users, kind: "b" }, validator, resolve),
    ).toBeNull();
  });

  it("rejects type mismatches, ids of other tables, extra and missing fields", () => {
    expect(checkValue({ n: 1n }, validator, resolve)).toMatch(/\.n/);
    expect(checkValue({ n: 1, big: 1 }, validator, resolve)).toMatch(/int64/);
    expect(checkValue({ n: 1, user: "x" }, validator, resolve)).toMatch(
      /not a valid id/,
    );
    expect(checkValue({ n: 1, kind: "c" }, validator, resolve)).toMatch(
      /literal/,
    );
    expect(checkValue({ n: 1, extra: 1 }, validator, resolve)).toMatch(
      /extra field `extra`/,
    );
    expect(checkValue({}, validator, resolve)).toMatch(/required field `n`/);
  });
});
