/**
 * The interval index against the obvious scan: for random intervals (shared
 * prefixes of every length, empty and unbounded ends) and random keys, the holders
 * it finds are exactly those with an interval holding the key, before and after
 * removals.
 */
import { describe, expect, it } from "vitest";
import { inInterval, type ReadInterval } from "../../database/read-set";
import { seededRandom } from "../../testing/seeded-random";
import { IntervalIndex } from "./interval-index";

/** Bytes from a 3-letter alphabet around 0x00 and 0xFF, so prefixes collide often. */
function bytes(next: () => number, max: number): Buffer {
  const alphabet = [0x00, 0x01, 0x7f, 0xfe, 0xff];
  const length = Math.floor(next() * (max + 1));
  return Buffer.from(
    Array.from(
      { length },
      () => alphabet[Math.floor(next() * alphabet.length)]!,
    ),
  );
}

function interval(next: () => number, indexId: number): ReadInterval {
  const stem = bytes(next, 40);
  const a = Buffer.concat([stem, bytes(next, 6)]);
  const b = Buffer.concat([stem, bytes(next, 6)]);
  const [lo, hi] = Buffer.compare(a, b) <= 0 ? [a, b] : [b, a];
  return { indexId, lo, hi: next() < 0.1 ? Buffer.from([0xff, 0xff]) : hi };
}

describe("IntervalIndex", () => {
  it("finds exactly the holders whose intervals hold a key", () => {
    const next = seededRandom(15);
    const index = new IntervalIndex<number>();
    const held: [number, ReadInterval][] = [];
    for (let holder = 0; holder < 400; holder++) {
      for (let i = 0; i < 1 + Math.floor(next() * 3); i++) {
        const iv = interval(next, next() < 0.8 ? 1 : 2);
        held.push([holder, iv]);
        index.add(iv, holder);
      }
    }
    const check = (live: [number, ReadInterval][]) => {
      for (let k = 0; k < 600; k++) {
        // Half the keys fall inside a held interval's range, half anywhere.
        const [, near] = live[Math.floor(next() * live.length)]!;
        const key =
          next() < 0.5
            ? Buffer.concat([near.lo, bytes(next, 3)])
            : bytes(next, 44);
        for (const indexId of [1, 2]) {
          const found = new Set<number>();
          index.holdersOf(indexId, key, found);
          const expected = new Set(
            live
              .filter(([, iv]) => iv.indexId === indexId && inInterval(key, iv))
              .map(([holder]) => holder),
          );
          expect([...found].sort((a, b) => a - b)).toEqual(
            [...expected].sort((a, b) => a - b),
          );
        }
      }
    };
    check(held);
    const kept = held.filter(([holder]) => holder % 3 !== 0);
    for (const [holder, iv] of held)
      if (holder % 3 === 0) index.remove(iv, holder);
    check(kept);
    for (const [holder, iv] of kept) index.remove(iv, holder);
    expect(index.has(1) || index.has(2)).toBe(false);
  });
});
