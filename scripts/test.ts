/**
 * `npm test`: every gate, each one's verdict and time, then a closing line. All gates
 * run even when one fails, so one run shows everything that is wrong.
 *
 * The static checks are single-threaded, so they run side by side, each one's output
 * held and printed whole when it ends; the test runners then run one after the other,
 * streaming, each using every core itself.
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
import { executable, TSC } from "./lib/typescript";

const reports = mkdtempSync(join(tmpdir(), "buildmates-test-"));
const vitestJson = join(reports, "vitest.json");
const playwrightJson = join(reports, "playwright.json");

interface Gate {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Runners whose JSON report holds test counts. */
  report?: "vitest" | "playwright";
  /** Runs beside the other static checks, its output held until it ends. */
  static?: boolean;
}

const gates: Gate[] = [
  {
    name: "codegen is current",
    command: ["tsx", "scripts/codegen.ts", "--check"],
    static: true,
  },
  { name: "typecheck", command: [TSC, "-b"], static: true },
  {
    name: "lint",
    command: ["eslint", ".", "--max-warnings", "0"],
    static: true,
  },
  {
    name: "format",
    command: ["prettier", "--check", ".", "--log-level", "warn"],
    static: true,
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

/** Runs a gate: its exit code, and its output when held (`static` gates). */
function run(gate: Gate): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const [bin, ...args] = gate.command as [string, ...string[]];
    const child = spawn(executable(bin), args, {
      stdio: gate.static ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...gate.env },
    });
    let output = "";
    child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", (error) => resolve({ code: 1, output: String(error) }));
    child.on("close", (code, signal) =>
      resolve({ code: signal ? 1 : (code ?? 1), output }),
    );
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

/** Each gate's verdict, in the order `gates` lists them. */
const results: { name: string; ok: boolean; seconds: number }[] = [];
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: Failure[] = [];
async function runGate(gate: Gate): Promise<void> {
  if (!gate.static) console.log(`\n▶ ${gate.name}`);
  const started = performance.now();
  const { code, output } = await run(gate);
  const ok = code === 0;
  if (gate.static) {
    console.log(
      `\n▶ ${gate.name}${output.trim() ? `\n${output.trimEnd()}` : ""}`,
    );
  }
  results[gates.indexOf(gate)] = {
    name: gate.name,
    ok,
    seconds: (performance.now() - started) / 1000,
  };
  // A static check counts as one; a test runner counts its tests. A runner that
  // failed without reporting a failing test (it crashed, found no tests...) counts one.
  const r = report(gate);
  const t = r?.tally;
  failures.push(...(r?.failures ?? []));
  total.passed += t ? t.passed : ok ? 1 : 0;
  total.failed += t ? t.failed + (!ok && t.failed === 0 ? 1 : 0) : ok ? 0 : 1;
  total.skipped += t ? t.skipped : 0;
}

await Promise.all(gates.filter((g) => g.static).map(runGate));
for (const gate of gates.filter((g) => !g.static)) await runGate(gate);
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
