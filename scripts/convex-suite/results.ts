/**
 * A run of Convex's integration suite against the local backend, compared with the
 * list of tests known not to pass (`known-failures.json`, each with why): a failure
 * that is not on the list, and a listed test that passes now, are both reported, so
 * the list stays exact.
 */
import { z } from "zod";
import { type Failure, vitestReport } from "../lib/test-report";

/** The share of the suite's runnable tests (those it does not skip) that must pass. */
export const REQUIRED_PASS_RATE = 0.95;

const knownSchema = z.array(
  z.object({ file: z.string(), test: z.string(), reason: z.string() }),
);
export type KnownFailure = z.infer<typeof knownSchema>[number];

export interface Summary {
  passed: number;
  failed: number;
  /** Skipped by the suite itself (`test.skip`). */
  skipped: number;
  /** passed / (passed + failed). */
  passRate: number;
  /** Failures on the known list, with its reason. */
  knownFailures: KnownFailure[];
  /** Failures not on the list. */
  newFailures: Failure[];
  /** Listed tests that did not fail in this run (passing now, or renamed). */
  noLongerFailing: KnownFailure[];
}

export function parseKnown(json: unknown): KnownFailure[] {
  const parsed = knownSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `known-failures.json: expected [{file, test, reason}]: ${parsed.error.message}`,
    );
  return parsed.data;
}

const key = (f: { file: string; test: string }) => `${f.file} :: ${f.test}`;

/**
 * Compares jest's JSON report with the known list. `ranFiles`: the test files this run
 * was limited to (empty: the whole suite), so a partial run does not report the other
 * files' known failures as passing.
 */
export function summarize(
  jestJson: unknown,
  suiteDir: string,
  known: KnownFailure[],
  ranFiles: string[] = [],
): Summary {
  const report = vitestReport(jestJson, suiteDir);
  if (!report) throw new Error("jest wrote no readable JSON report");
  const { passed, failed, skipped } = report.tally;
  const knownByKey = new Map(known.map((k) => [key(k), k]));
  const failedKeys = new Set(report.failures.map(key));
  const inRun = (k: KnownFailure) =>
    ranFiles.length === 0 || ranFiles.some((f) => k.file === f);
  return {
    passed,
    failed,
    skipped,
    passRate: passed + failed === 0 ? 0 : passed / (passed + failed),
    knownFailures: known.filter((k) => failedKeys.has(key(k))),
    newFailures: report.failures.filter((f) => !knownByKey.has(key(f))),
    noLongerFailing: known.filter((k) => inRun(k) && !failedKeys.has(key(k))),
  };
}

/** The lines the runner prints: counts, then what changed against the list. */
export function describeSummary(s: Summary): string[] {
  const percent = (s.passRate * 100).toFixed(1);
  const lines = [
    `Convex integration suite: ${s.passed} of ${s.passed + s.failed} passed (${percent}%), ${s.skipped} skipped by the suite; ${s.knownFailures.length} known failures.`,
  ];
  for (const f of s.newFailures)
    lines.push(`NEW FAILURE ${f.file} :: ${f.test}\n${indent(f.reason)}`);
  for (const k of s.noLongerFailing)
    lines.push(
      `NO LONGER FAILING (remove it from known-failures.json) ${key(k)}`,
    );
  return lines;
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
}
