import { describe, expect, it } from "vitest";
import { BUILDER_CATEGORY_OPTIONS, parseCategory } from "./builder-filters";
import { formatCount } from "./format-count";

describe("parseCategory", () => {
  it("accepts known categories in any casing, else All", () => {
    expect(parseCategory("Design")).toBe("Design");
    expect(parseCategory("nocode")).toBe("NoCode");
    expect(parseCategory(null)).toBe("All");
    expect(parseCategory("Healthcare")).toBe("All");
  });

  it("offers All Categories first, then the five categories", () => {
    expect(BUILDER_CATEGORY_OPTIONS.map((o) => o.label)).toEqual([
      "All Categories",
      "Development",
      "Design",
      "Marketing",
      "NoCode",
      "Other",
    ]);
  });
});

describe("formatCount", () => {
  it("groups thousands and marks capped counts", () => {
    expect(formatCount(1204)).toBe("1,204");
    expect(formatCount(25, true)).toBe("25+");
  });
});
