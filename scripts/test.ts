/**
 * `npm test`: every gate, in order, each one's verdict and time, then a closing line.
 * All gates run even when one fails, so one run shows everything that is wrong.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const reports = mkdtempSync(join(tmpdir(), "buildmates-test-"));
const vitestJson = join(reports, "vitest.json");
const playwrightJson = join(reports, "playwright.json");

interface Gate {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Runners whose JSON report holds test counts. */
  report?: "vitest" | "playwright";
}

const gates: Gate[] = [
  {
    name: "codegen is current",
    command: ["tsx", "scripts/codegen.ts", "--check"],
  },
  { name: "typecheck", command: ["tsc", "-b"] },
  { name: "lint", command: ["eslint", ".", "--max-warnings", "0"] },
  {
    name: "format",
    command: ["prettier", "--check", ".", "--log-level", "warn"],
  },
  {
    name: "unit, component, backend (vitest)",
    command: [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestJson}`,
    ],
    report: "vitest",
  },
  {
    name: "e2e in Chromium (playwright)",
    command: ["playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    report: "playwright",
  },
];

function run(gate: Gate): Promise<number> {
  return new Promise((resolve) => {
    const [bin, ...args] = gate.command as [string, ...string[]];
    const child = spawn(`node_modules/.bin/${bin}`, args, {
      stdio: "inherit",
      env: { ...process.env, ...gate.env },
    });
    child.on("error", (error) => {
      console.error(error);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

/** Test counts from a runner's JSON report, or undefined when it wrote none. */
function tally(report: Gate["report"]): Tally | undefined {
  if (report === "vitest") {
    const v = readJson(vitestJson) as
      | {
          numPassedTests: number;
          numFailedTests: number;
          numPendingTests: number;
          numTodoTests: number;
        }
      | undefined;
    return (
      v && {
        passed: v.numPassedTests,
        failed: v.numFailedTests,
        skipped: v.numPendingTests + v.numTodoTests,
      }
    );
  }
  if (report === "playwright") {
    const p = readJson(playwrightJson) as
      | {
          stats: {
            expected: number;
            unexpected: number;
            flaky: number;
            skipped: number;
          };
        }
      | undefined;
    return (
      p && {
        passed: p.stats.expected + p.stats.flaky,
        failed: p.stats.unexpected,
        skipped: p.stats.skipped,
      }
    );
  }
  return undefined;
}

const results: { name: string; ok: boolean; seconds: number }[] = [];
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
for (const gate of gates) {
  console.log(`\n▶ ${gate.name}`);
  const started = performance.now();
  const ok = (await run(gate)) === 0;
  results.push({
    name: gate.name,
    ok,
    seconds: (performance.now() - started) / 1000,
  });
  // A static check counts as one; a test runner counts its tests. A runner that
  // failed without reporting a failing test (it crashed, found no tests...) counts one.
  const t = tally(gate.report);
  total.passed += t ? t.passed : ok ? 1 : 0;
  total.failed += t ? t.failed + (!ok && t.failed === 0 ? 1 : 0) : ok ? 0 : 1;
  total.skipped += t ? t.skipped : 0;
}
rmSync(reports, { recursive: true, force: true });

console.log("\nGates:");
for (const r of results) {
  console.log(`  ${r.ok ? "✔" : "✘"} ${r.name} (${r.seconds.toFixed(1)}s)`);
}
const failedGates = results.filter((r) => !r.ok).length;
console.log(
  failedGates === 0
    ? "\nAll gates passed."
    : `\n${failedGates} gate(s) failed.`,
);
// The closing line: static checks plus every test vitest and playwright ran.
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(failedGates > 0 ? 1 : 0);
