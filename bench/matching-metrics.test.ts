import { describe, expect, it } from "vitest";
import {
  mean,
  ndcgAt,
  precisionAt,
  rankBySharedSkills,
  sharedSkillCount,
} from "./matching-metrics";

const judged = new Map([
  ["a", 2],
  ["b", 1],
  ["c", 0],
  ["d", 2],
]);

describe("precisionAt", () => {
  it("counts relevant places among the first k, empty places as misses", () => {
    expect(precisionAt(["a", "c", "b", "d"], judged, 3)).toBeCloseTo(2 / 3);
    expect(precisionAt(["a", "c", "b"], judged, 3, 2)).toBeCloseTo(1 / 3);
    expect(precisionAt(["a"], judged, 3)).toBeCloseTo(1 / 3);
    expect(precisionAt(["x", "y"], judged, 3)).toBe(0);
  });
});

describe("ndcgAt", () => {
  const eligible = ["a", "b", "c", "d", "e"];

  it("is 1 for the ideal order and less for a worse one", () => {
    expect(ndcgAt(["a", "d", "b", "c"], judged, 10, eligible)).toBeCloseTo(1);
    expect(ndcgAt(["d", "a", "b"], judged, 10, eligible)).toBeCloseTo(1);
    const swapped = ndcgAt(["b", "a", "d"], judged, 10, eligible)!;
    // DCG: 1/log2(2) + 3/log2(3) + 3/log2(4); ideal: 3 + 3/log2(3) + 1/log2(4).
    const ideal = 3 + 3 / Math.log2(3) + 0.5;
    expect(swapped).toBeCloseTo((1 + 3 / Math.log2(3) + 1.5) / ideal);
  });

  it("cuts at k and ignores judged items that were not eligible", () => {
    expect(ndcgAt(["c", "a"], judged, 1, eligible)).toBe(0);
    // "d" could not be shown, so ranking "a" then "b" is ideal.
    expect(ndcgAt(["a", "b"], judged, 10, ["a", "b", "c"])).toBeCloseTo(1);
  });

  it("is null when nothing eligible is relevant", () => {
    expect(ndcgAt(["c"], judged, 10, ["c", "e"])).toBeNull();
  });
});

describe("the shared-skills baseline", () => {
  it("counts exact strings, case-insensitively, once each", () => {
    expect(sharedSkillCount(["React", "SQL"], ["react", "sql", "SQL "])).toBe(
      2,
    );
    expect(sharedSkillCount(["ReactJS"], ["React"])).toBe(0);
    expect(sharedSkillCount([], ["React"])).toBe(0);
  });

  it("ranks by shared count, ties in the given order", () => {
    const ranked = rankBySharedSkills(
      ["Python", "SQL"],
      [
        { key: "new", skills: ["Go"] },
        { key: "one", skills: ["python"] },
        { key: "two", skills: ["SQL", "Python"] },
        { key: "old", skills: ["Python"] },
      ],
    );
    expect(ranked).toEqual(["two", "one", "old", "new"]);
  });
});

describe("mean", () => {
  it("averages, and is 0 for nothing", () => {
    expect(mean([1, 2, 3])).toBe(2);
    expect(mean([])).toBe(0);
  });
});
