import { describe, expect, it } from "vitest";
import { describeSummary, parseKnown, summarize } from "./results";

const suite = "/tmp/suite";

/** A jest JSON report (the fields `summarize` reads) of these outcomes. */
function report(tests: [file: string, name: string, status: string][]) {
  const files = [...new Set(tests.map(([f]) => f))];
  const count = (s: string) => tests.filter(([, , st]) => st === s).length;
  return {
    numPassedTests: count("passed"),
    numFailedTests: count("failed"),
    numPendingTests: count("pending"),
    numTodoTests: 0,
    testResults: files.map((file) => ({
      name: `${suite}/${file}`,
      status: tests.some(([f, , s]) => f === file && s === "failed")
        ? "failed"
        : "passed",
      assertionResults: tests
        .filter(([f]) => f === file)
        .map(([, fullName, status]) => ({
          fullName,
          status,
          failureMessages: status === "failed" ? [`${fullName} broke`] : [],
        })),
    })),
  };
}

const known = parseKnown([
  { file: "a.test.ts", test: "A known", reason: "a difference" },
  { file: "b.test.ts", test: "B fixed", reason: "was a difference" },
]);

describe("summarize", () => {
  it("tells known failures, new ones and listed tests that pass now apart", () => {
    const s = summarize(
      report([
        ["a.test.ts", "A known", "failed"],
        ["a.test.ts", "A new", "failed"],
        ["a.test.ts", "A ok", "passed"],
        ["b.test.ts", "B fixed", "passed"],
        ["b.test.ts", "B skipped", "pending"],
      ]),
      suite,
      known,
    );
    expect(s).toMatchObject({
      passed: 2,
      failed: 2,
      skipped: 1,
      passRate: 0.5,
    });
    expect(s.knownFailures.map((k) => k.test)).toEqual(["A known"]);
    expect(s.newFailures.map((f) => [f.file, f.test])).toEqual([
      ["a.test.ts", "A new"],
    ]);
    expect(s.noLongerFailing.map((k) => k.test)).toEqual(["B fixed"]);
    expect(describeSummary(s).join("\n")).toContain(
      "NEW FAILURE a.test.ts :: A new",
    );
  });

  it("does not count the known failures of files a partial run left out as passing", () => {
    const s = summarize(
      report([["a.test.ts", "A known", "failed"]]),
      suite,
      known,
      ["a.test.ts"],
    );
    expect(s.noLongerFailing).toEqual([]);
    expect(s.newFailures).toEqual([]);
  });

  it("refuses a known list of another shape", () => {
    expect(() => parseKnown([{ file: "a.test.ts" }])).toThrow(
      /known-failures\.json/,
    );
  });
});
