import { describe, expect, it } from "vitest";
import { coverageSummary, splitGaps } from "./team-gaps";

const gaps = [
  { skill: "Kubernetes", covered: false, coveredBy: [] },
  { skill: "Figma", covered: false, coveredBy: [] },
  { skill: "Python", covered: true, coveredBy: ["Ada"] },
];

describe("coverageSummary", () => {
  it("counts the covered skills", () => {
    expect(coverageSummary(gaps)).toBe("1 of 3 skills covered");
    expect(coverageSummary(gaps.slice(2))).toBe("1 of 1 skill covered");
    expect(coverageSummary([])).toBe("0 of 0 skills covered");
  });
});

describe("splitGaps", () => {
  it("splits missing from covered, keeping the order", () => {
    const { missing, covered } = splitGaps(gaps);
    expect(missing.map((gap) => gap.skill)).toEqual(["Kubernetes", "Figma"]);
    expect(covered.map((gap) => gap.skill)).toEqual(["Python"]);
  });
});
