/**
 * `npm test`: every gate, in order, each one's verdict and time, then a closing line.
 * All gates run even when one fails, so one run shows everything that is wrong.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  describeFailures,
  playwrightReport,
  vitestReport,
  type Failure,
  type Report,
  type Tally,
} from "./lib/test-report";

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

/** Test counts and failures from a runner's JSON report, or undefined when it wrote none. */
function report(gate: Gate): Report | undefined {
  if (gate.report === "vitest") {
    return vitestReport(readJson(vitestJson), process.cwd());
  }
  if (gate.report === "playwright")
    return playwrightReport(readJson(playwrightJson));
  return undefined;
}

const results: { name: string; ok: boolean; seconds: number }[] = [];
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: Failure[] = [];
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
  const r = report(gate);
  const t = r?.tally;
  failures.push(...(r?.failures ?? []));
  total.passed += t ? t.passed : ok ? 1 : 0;
  total.failed += t ? t.failed + (!ok && t.failed === 0 ? 1 : 0) : ok ? 0 : 1;
  total.skipped += t ? t.skipped : 0;
}
rmSync(reports, { recursive: true, force: true });

console.log("\nGates:");
for (const r of results) {
  console.log(`  ${r.ok ? "✔" : "✘"} ${r.name} (${r.seconds.toFixed(1)}s)`);
}
if (failures.length > 0) {
  console.log("\nFailed tests:");
  for (const line of describeFailures(failures)) console.log(line);
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
