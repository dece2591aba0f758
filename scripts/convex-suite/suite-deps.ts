/**
 * Prepares a copy of Convex's integration suite (`js-integration-tests` from
 * `get-convex/convex-backend`) to run here, without changing a file of it:
 *
 * - its npm dependencies (jest, ts-jest, react 18 for the Node actions' external
 *   packages, ...) are installed from the npm registry into a folder beside the suite,
 *   and the suite's `node_modules` is a link to them (its own package.json names
 *   `convex` as a `workspace:*` dependency, which npm cannot install), with
 *   `jest-environment-jsdom` for its jsdom test file;
 * - `convex` is this repository's pinned package, linked, not the suite's workspace
 *   build: the suite's tests and functions run against the client and server code the
 *   app uses.
 */
import { execFile } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { z } from "zod";

const run = promisify(execFile);

const suitePackageSchema = z.object({
  name: z.string(),
  dependencies: z.record(z.string(), z.string()).default({}),
  devDependencies: z.record(z.string(), z.string()).default({}),
});

export class SuiteError extends Error {}

/** The suite's npm dependencies but `convex` (and any other workspace package). */
export function suiteDependencies(
  packageJsonText: string,
): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(packageJsonText);
  } catch (e) {
    throw new SuiteError(`The suite's package.json is not JSON: ${String(e)}`);
  }
  const pkg = suitePackageSchema.safeParse(parsed);
  if (!pkg.success || pkg.data.name !== "js-integration-tests")
    throw new SuiteError(
      "Not Convex's js-integration-tests: its package.json must be named js-integration-tests.",
    );
  const all = { ...pkg.data.dependencies, ...pkg.data.devDependencies };
  // `@jest-environment jsdom` files (query.test.tsx) need jest's jsdom environment,
  // which the suite's monorepo provides and its package.json does not name.
  const jest = all.jest;
  if (jest && !all["jest-environment-jsdom"])
    all["jest-environment-jsdom"] = jest;
  return Object.fromEntries(
    Object.entries(all)
      .filter(
        ([name, spec]) => name !== "convex" && !spec.startsWith("workspace:"),
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Points `link` at `target`, replacing a link; refuses to replace anything else. */
function linkTo(link: string, target: string): void {
  const stat = lstatSync(link, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink())
    throw new SuiteError(`${link} exists and is not a link: remove it first.`);
  if (stat) rmSync(link);
  symlinkSync(target, link, "dir");
}

/**
 * Installs the suite's dependencies into `depsDir` (again only when the list changed)
 * and links `<suite>/node_modules` to them, with `convex` linked to `convexDir`.
 */
export async function prepareSuite(
  suiteDir: string,
  depsDir: string,
  convexDir: string,
  log: (line: string) => void,
): Promise<void> {
  const packageJson = join(suiteDir, "package.json");
  if (!existsSync(packageJson) || !existsSync(join(suiteDir, "convex")))
    throw new SuiteError(
      `${suiteDir} is not the suite's folder (no package.json and convex/ there).`,
    );
  const manifest = `${JSON.stringify(
    {
      name: "convex-suite-deps",
      private: true,
      dependencies: suiteDependencies(readFileSync(packageJson, "utf8")),
    },
    null,
    2,
  )}\n`;
  mkdirSync(depsDir, { recursive: true });
  const depsManifest = join(depsDir, "package.json");
  const installed =
    existsSync(join(depsDir, "node_modules", "jest")) &&
    existsSync(depsManifest) &&
    readFileSync(depsManifest, "utf8") === manifest;
  if (!installed) {
    writeFileSync(depsManifest, manifest);
    log(`Installing the suite's dependencies into ${depsDir} (npm install)`);
    await run("npm", ["install", "--no-audit", "--no-fund"], {
      cwd: depsDir,
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  linkTo(join(depsDir, "node_modules", "convex"), realpathSync(convexDir));
  linkTo(join(suiteDir, "node_modules"), join(depsDir, "node_modules"));
}

/** `version` of the package.json in `dir`. */
export function packageVersion(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
    version?: unknown;
  };
  return typeof pkg.version === "string" ? pkg.version : "unknown";
}
