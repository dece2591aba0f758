/**
 * Runs Convex's own integration suite (`npm-packages/tests/js-integration-tests` of
 * `get-convex/convex-backend`: ConvexHttpClient, ConvexClient and ConvexReactClient
 * against a deployment, with components, Node actions and the admin key) unchanged
 * against the local backend, and compares the outcome with `known-failures.json`.
 *
 *   npm run convex-suite -- --suite <dir> [--from-git <git dir> [--commit <rev>]]
 *                           [--deps <dir>] [--out <dir>] [test files...]
 *
 * The suite is Convex's code under its own licence: it lives outside the repository,
 * in `--suite` (or `$CONVEX_SUITE_DIR`); `--from-git` extracts it there first from a
 * clone of `get-convex/convex-backend` (`--commit`, default 57a69075d, whose
 * `npm-packages/tests/js-integration-tests` is the last public version of the suite).
 *
 * Steps: install the suite's npm dependencies beside it (`suite-deps.ts`; `convex` is
 * this repository's), start a local backend on a temporary data dir and free ports,
 * running the suite's `convex/` folder (the local backend runs a folder from disk,
 * where Convex's harness pushes it with `npx convex deploy`), run the suite's jest with
 * `DEPLOYMENT_URL`, `SITE_URL` and `ADMIN_KEY` (what its `common.ts` reads), then
 * print the counts and write `<out>/summary.json` (with jest's report and both logs).
 * Exits 1 on a failure not on the known list.
 */
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs, promisify } from "node:util";
import {
  describeSummary,
  parseKnown,
  REQUIRED_PASS_RATE,
  summarize,
} from "./results";
import { startSuiteBackend } from "./suite-backend";
import { packageVersion, prepareSuite, SuiteError } from "./suite-deps";

const root = resolve(import.meta.dirname, "..", "..");
const SUITE_PATH = "npm-packages/tests/js-integration-tests";
const DEFAULT_COMMIT = "57a69075d";
/** The backend knobs Convex's harness sets for this suite (its Justfile's `_test`). */
const SUITE_BACKEND_ENV = {
  // ACTIONS_USER_TIMEOUT_SECS=20: "action that deadlocks" waits for that timeout.
  LOCAL_BACKEND_ACTION_TIMEOUT_MS: "20000",
  // DATABASE_UDF_USER_TIMEOUT_SECONDS=10.
  LOCAL_BACKEND_UDF_TIMEOUT_MS: "10000",
};

const run = promisify(execFile);
const log = (line: string) => process.stdout.write(`${line}\n`);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    suite: { type: "string" },
    "from-git": { type: "string" },
    commit: { type: "string", default: DEFAULT_COMMIT },
    deps: { type: "string" },
    out: { type: "string" },
  },
});

/** Extracts the suite's folder from a clone of convex-backend into `suiteDir`. */
async function extractSuite(
  gitDir: string,
  commit: string,
  suiteDir: string,
): Promise<void> {
  if (existsSync(suiteDir))
    throw new SuiteError(
      `${suiteDir} exists: --from-git extracts into a new folder.`,
    );
  mkdirSync(suiteDir, { recursive: true });
  log(`Extracting ${commit}:${SUITE_PATH} into ${suiteDir}`);
  await run(
    "bash",
    [
      "-o",
      "pipefail",
      "-c",
      'git --git-dir="$0" archive --format=tar "$1" | tar -x -C "$2"',
      gitDir,
      `${commit}:${SUITE_PATH}`,
      suiteDir,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

/** Runs jest in the suite (its warm-up file first, as its `test-integration` script). */
async function runJest(
  suiteDir: string,
  env: NodeJS.ProcessEnv,
  files: string[],
  reportFile: string,
  logFile: string,
): Promise<void> {
  const jest = join(suiteDir, "node_modules", "jest", "bin", "jest.js");
  const output = createWriteStream(logFile);
  const jestRun = async (args: string[]) => {
    const child = spawn(process.execPath, [jest, ...args], {
      cwd: suiteDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(output, { end: false });
    child.stderr.pipe(output, { end: false });
    await once(child, "close");
  };
  await jestRun(["warmup-jest-cache.test.ts"]);
  await jestRun(["--json", `--outputFile=${reportFile}`, ...files]);
  output.end();
  await once(output, "close");
}

async function main(): Promise<number> {
  const suiteArg = values.suite ?? process.env.CONVEX_SUITE_DIR;
  if (!suiteArg) {
    log("Usage: npm run convex-suite -- --suite <dir> [--from-git <git dir>]");
    return 2;
  }
  const suiteDir = resolve(suiteArg);
  if (suiteDir.startsWith(`${root}/`))
    throw new SuiteError(
      "The suite is Convex's code: keep it outside the repository.",
    );
  if (values["from-git"])
    await extractSuite(resolve(values["from-git"]), values.commit, suiteDir);
  const depsDir = resolve(values.deps ?? `${suiteDir}-deps`);
  const outDir = resolve(values.out ?? `${suiteDir}-results`);
  mkdirSync(outDir, { recursive: true });
  const convexDir = join(root, "node_modules", "convex");
  await prepareSuite(suiteDir, depsDir, convexDir, log);
  log(
    `convex ${packageVersion(convexDir)} (this repository's) for the suite's workspace convex`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), "convex-suite-data-"));
  const backend = await startSuiteBackend({
    root,
    convexDir: join(suiteDir, "convex"),
    dataDir,
    env: SUITE_BACKEND_ENV,
    logFile: join(outDir, "backend.log"),
  });
  const reportFile = join(outDir, "jest.json");
  rmSync(reportFile, { force: true });
  const started = Date.now();
  try {
    log(`Backend at ${backend.url} (site ${backend.siteUrl}); running jest`);
    await runJest(
      suiteDir,
      {
        ...process.env,
        DEPLOYMENT_URL: backend.url,
        SITE_URL: backend.siteUrl,
        ADMIN_KEY: backend.adminKey,
        // As Convex's CI sets it for self-hosted backends: a deployment with its own
        // instance secret cannot read the upload token the suite signed with Convex's
        // development secret.
        SKIP_INSTANCE_SECRET_TESTS: "1",
      },
      positionals,
      reportFile,
      join(outDir, "jest.log"),
    );
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!existsSync(reportFile))
    throw new SuiteError(
      `jest wrote no report: see ${join(outDir, "jest.log")}`,
    );
  const known = parseKnown(
    JSON.parse(
      readFileSync(join(import.meta.dirname, "known-failures.json"), "utf8"),
    ),
  );
  const summary = summarize(
    JSON.parse(readFileSync(reportFile, "utf8")),
    suiteDir,
    known,
    positionals,
  );
  writeFileSync(
    join(outDir, "summary.json"),
    `${JSON.stringify(
      {
        suite: suiteDir,
        convex: packageVersion(convexDir),
        files: positionals.length > 0 ? positionals : "all",
        durationMs: Date.now() - started,
        requiredPassRate: REQUIRED_PASS_RATE,
        ...summary,
      },
      null,
      2,
    )}\n`,
  );
  for (const line of describeSummary(summary)) log(line);
  log(
    `Summary: ${join(outDir, "summary.json")}; logs: ${outDir}/{jest,backend}.log`,
  );
  return summary.newFailures.length > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (e) {
  if (!(e instanceof SuiteError)) throw e;
  process.stderr.write(`convex-suite: ${e.message}\n`);
  process.exitCode = 1;
}
