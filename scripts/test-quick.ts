/**
 * `npm run test:quick [base]`: the inner loop's checks, side by side, on what changed
 * since `base` (default HEAD, so the uncommitted work) plus untracked files:
 * - types: `tsc -b` (incremental: only what changed is checked again);
 * - lint and format: the changed files only;
 * - unit tests: `vitest run --changed <base>`, the test files that import a changed
 *   module, in every vitest project.
 * Playwright and the untouched tests are `npm test`'s job, before merging.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { executable, TSC } from "./lib/typescript";

const base = process.argv[2] ?? "HEAD";

function git(...args: string[]): string[] {
  return execFileSync("git", args, { encoding: "utf8" })
    .split("\n")
    .filter((line) => line !== "");
}

const changed = [
  ...new Set([
    ...git("diff", "--name-only", base),
    ...git("ls-files", "--others", "--exclude-standard"),
  ]),
].filter((file) => existsSync(file));
const lintable = changed.filter((f) => /\.(?:[cm]?[jt]sx?)$/.test(f));
const formattable = changed.filter((f) =>
  /\.(?:[cm]?[jt]sx?|json|md|css|html|ya?ml)$/.test(f),
);

interface Check {
  name: string;
  bin: string;
  args: string[];
}

const checks: Check[] = [
  { name: "types", bin: TSC, args: ["-b"] },
  ...(lintable.length > 0
    ? [
        {
          name: "lint",
          bin: "eslint",
          args: ["--max-warnings", "0", ...lintable],
        },
      ]
    : []),
  ...(formattable.length > 0
    ? [
        {
          name: "format",
          bin: "prettier",
          args: ["--check", "--log-level", "warn", ...formattable],
        },
      ]
    : []),
  {
    name: "unit tests",
    bin: "vitest",
    args: ["run", "--changed", base, "--passWithNoTests"],
  },
];

/** Runs a check with its output held, so the checks' outputs never interleave. */
function run(check: Check): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(executable(check.bin), check.args, {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", (error) => (output += String(error)));
    child.on("close", (code) => {
      const ok = code === 0;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${ok ? "✔" : "✘"} ${check.name} (${seconds}s)`);
      if (!ok) console.log(output.trimEnd());
      resolve(ok);
    });
  });
}

console.log(
  `Checking ${changed.length} changed file(s) since ${base}, and the tests that import them.`,
);
const verdicts = await Promise.all(checks.map(run));
process.exit(verdicts.every(Boolean) ? 0 : 1);
