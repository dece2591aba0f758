/**
 * What `npm test` reads from the runners' JSON reports: how many tests passed, failed
 * and were skipped, and which ones failed, with the first lines of why. The closing
 * summary repeats the failures because a CI log is often read from its tail, where
 * vitest's own failure report (printed before the e2e gate) is long gone.
 */
import { z } from "zod";

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

export interface Failure {
  /** The test file, relative to the repository. */
  file: string;
  /** The test's full title. */
  test: string;
  /** The first lines of the first error. */
  reason: string;
}

export interface Report {
  tally: Tally;
  failures: Failure[];
}

const vitestSchema = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  numTodoTests: z.number(),
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().optional(),
      assertionResults: z.array(
        z.object({
          fullName: z.string(),
          status: z.string(),
          failureMessages: z.array(z.string()).nullish(),
        }),
      ),
    }),
  ),
});

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      projectName?: string;
      status: string;
      results: { error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          file: z.string(),
          line: z.number(),
          tests: z.array(
            z.object({
              projectName: z.string().optional(),
              status: z.string(),
              results: z.array(
                z.object({
                  error: z
                    .object({ message: z.string().optional() })
                    .optional(),
                }),
              ),
            }),
          ),
        }),
      )
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);

const playwrightSchema = z.object({
  stats: z.object({
    expected: z.number(),
    unexpected: z.number(),
    flaky: z.number(),
    skipped: z.number(),
  }),
  suites: z.array(playwrightSuite),
  errors: z.array(z.object({ message: z.string().optional() })).optional(),
});

const REASON_LINES = 6;

/** The first few non-empty lines of an error, without terminal colour codes. */
export function firstLines(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- ANSI colour codes are what we strip
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== "")
      .slice(0, REASON_LINES)
      .join("\n")
  );
}

function relative(file: string, root: string): string {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

/** A vitest JSON report, or undefined when it is missing or not one. */
export function vitestReport(json: unknown, root: string): Report | undefined {
  const parsed = vitestSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const v = parsed.data;
  const failures: Failure[] = [];
  for (const file of v.testResults) {
    const failed = file.assertionResults.filter((a) => a.status === "failed");
    for (const a of failed) {
      failures.push({
        file: relative(file.name, root),
        test: a.fullName,
        reason: firstLines(a.failureMessages?.[0] ?? ""),
      });
    }
    // A file can fail with no failed test: an import error, a failing hook.
    if (file.status === "failed" && failed.length === 0) {
      failures.push({
        file: relative(file.name, root),
        test: "(the file itself)",
        reason: firstLines(file.message ?? ""),
      });
    }
  }
  return {
    tally: {
      passed: v.numPassedTests,
      failed: v.numFailedTests,
      skipped: v.numPendingTests + v.numTodoTests,
    },
    failures,
  };
}

/** `path` is the titles of the describe blocks around `suite`'s tests. */
function playwrightFailures(
  suite: PlaywrightSuite,
  path: string[],
  out: Failure[],
): void {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== "unexpected") continue;
      const error = test.results.find((r) => r.error)?.error?.message ?? "";
      out.push({
        file: `${spec.file}:${spec.line}`,
        test: [...path, spec.title].join(" › "),
        reason: firstLines(error),
      });
    }
  }
  for (const child of suite.suites ?? []) {
    playwrightFailures(child, [...path, child.title], out);
  }
}

/** A Playwright JSON report, or undefined when it is missing or not one. */
export function playwrightReport(json: unknown): Report | undefined {
  const parsed = playwrightSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const p = parsed.data;
  const failures: Failure[] = [];
  // A file's own suite is titled with its path, which each failure names already.
  for (const suite of p.suites) playwrightFailures(suite, [], failures);
  // Errors outside any test: the global setup, a web server that did not start.
  for (const error of p.errors ?? []) {
    failures.push({
      file: "(playwright)",
      test: "(outside any test)",
      reason: firstLines(error.message ?? ""),
    });
  }
  return {
    tally: {
      passed: p.stats.expected + p.stats.flaky,
      failed: p.stats.unexpected,
      skipped: p.stats.skipped,
    },
    failures,
  };
}

/** The closing summary's lines for some failures. */
export function describeFailures(failures: Failure[]): string[] {
  return failures.flatMap((f) => [
    `  ✘ ${f.file} › ${f.test}`,
    ...(f.reason ? f.reason.split("\n").map((line) => `      ${line}`) : []),
  ]);
}
