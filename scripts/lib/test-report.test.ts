/**
 * `npm test`'s closing summary names each failed test, from the runners' JSON reports
 * (the shapes below are the fields vitest 3 and Playwright write).
 */
import { describe, expect, it } from "vitest";
import {
  describeFailures,
  firstLines,
  playwrightReport,
  vitestReport,
} from "./test-report";

const ROOT = "/repo";

function vitestJson(files: unknown[], failed = 1) {
  return {
    numPassedTests: 3,
    numFailedTests: failed,
    numPendingTests: 1,
    numTodoTests: 1,
    testResults: files,
  };
}

describe("vitestReport", () => {
  it("names each failed test with its file and the first lines of its error", () => {
    const report = vitestReport(
      vitestJson([
        {
          name: "/repo/local-backend/src/a.test.ts",
          status: "failed",
          message: "",
          assertionResults: [
            { fullName: "a passes", status: "passed", failureMessages: [] },
            {
              fullName: "a breaks",
              status: "failed",
              failureMessages: [
                "\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n    at a.test.ts:10:5\n",
              ],
            },
          ],
        },
        {
          name: "/repo/src/b.test.ts",
          status: "passed",
          assertionResults: [
            { fullName: "b passes", status: "passed", failureMessages: null },
          ],
        },
      ]),
      ROOT,
    );
    expect(report?.tally).toEqual({ passed: 3, failed: 1, skipped: 2 });
    expect(report?.failures).toEqual([
      {
        file: "local-backend/src/a.test.ts",
        test: "a breaks",
        reason: "AssertionError: expected 1 to be 2\n    at a.test.ts:10:5",
      },
    ]);
  });

  it("names a file that failed without a failed test (a hook or an import)", () => {
    const report = vitestReport(
      vitestJson(
        [
          {
            name: "/repo/tests/c.test.ts",
            status: "failed",
            message: "Hook timed out in 30000ms.",
            assertionResults: [],
          },
        ],
        0,
      ),
      ROOT,
    );
    expect(report?.failures).toEqual([
      {
        file: "tests/c.test.ts",
        test: "(the file itself)",
        reason: "Hook timed out in 30000ms.",
      },
    ]);
  });

  it("is undefined for a missing or foreign report", () => {
    expect(vitestReport(undefined, ROOT)).toBeUndefined();
    expect(vitestReport({ stats: {} }, ROOT)).toBeUndefined();
  });
});

describe("playwrightReport", () => {
  const spec = (title: string, status: string, message?: string) => ({
    title,
    file: "home.spec.ts",
    line: 7,
    tests: [
      {
        projectName: "chromium",
        status,
        results: message ? [{}, { error: { message } }] : [{}],
      },
    ],
  });

  it("names unexpected tests under their describe titles, not flaky or passed ones", () => {
    const report = playwrightReport({
      stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: "home.spec.ts",
          specs: [spec("top passes", "expected")],
          suites: [
            {
              title: "on a phone",
              specs: [
                spec("menu opens", "unexpected", "Error: timed out\nline 2"),
                spec("menu closes", "flaky", "Error: once"),
              ],
            },
          ],
        },
      ],
      errors: [],
    });
    expect(report?.tally).toEqual({ passed: 3, failed: 1, skipped: 0 });
    expect(report?.failures).toEqual([
      {
        file: "home.spec.ts:7",
        test: "on a phone › menu opens",
        reason: "Error: timed out\nline 2",
      },
    ]);
  });

  it("reports an error outside any test", () => {
    const report = playwrightReport({
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [],
      errors: [
        { message: "Error: Timed out waiting 60000ms from config.webServer." },
      ],
    });
    expect(report?.failures.map((f) => f.reason)).toEqual([
      "Error: Timed out waiting 60000ms from config.webServer.",
    ]);
  });
});

describe("describeFailures", () => {
  it("prints each failure's place and indented reason", () => {
    expect(
      describeFailures([
        { file: "a.test.ts", test: "a breaks", reason: "Error: x\n  at y" },
      ]),
    ).toEqual(["  ✘ a.test.ts › a breaks", "      Error: x", "        at y"]);
  });

  it("keeps at most six lines of a reason", () => {
    const text = Array.from({ length: 10 }, (_, i) => `line ${i}`).join("\n");
    expect(firstLines(text).split("\n")).toHaveLength(6);
  });
});
