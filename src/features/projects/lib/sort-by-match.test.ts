import { describe, expect, it } from "vitest";
import { sortByMatch } from "./sort-by-match";

const row = (id: string, score: number | null) => ({
  id,
  match: score === null ? null : { score },
});

describe("sortByMatch", () => {
  it("puts the best match first and unscored projects last", () => {
    const sorted = sortByMatch([
      row("a", 40),
      row("own", null),
      row("b", 90),
      row("c", 65),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(["b", "c", "a", "own"]);
  });

  it("keeps the given order among equal scores, and leaves its input alone", () => {
    const input = [row("new", 50), row("old", 50), row("x", 70)];
    expect(sortByMatch(input).map((p) => p.id)).toEqual(["x", "new", "old"]);
    expect(input.map((p) => p.id)).toEqual(["new", "old", "x"]);
  });
});
