/**
 * Which runtime each function file runs in, by the Convex CLI's rules (convex-js
 * `src/bundler/index.ts`, `determineEnvironment`), and the stubs its bundles share.
 */
import { readFileSync } from "node:fs";
import { type Plugin } from "esbuild";

/**
 * The first line of every bundle that runs in Node ("use node" files, pushed "use
 * node" modules, the workers): bundled CommonJS calls `require` (Node's built-ins,
 * external packages), which Convex's Node executor provides and an ES module lacks.
 */
export const REQUIRE_BANNER =
  'import { createRequire as __lbCreateRequire } from "node:module"; const require = __lbCreateRequire(import.meta.url);';

export class RuntimeError extends Error {}

/**
 * A "use node" directive in the file's directive prologue: string-literal statements
 * before any other code, between comments (the CLI reads the parsed directives).
 */
const USE_NODE =
  /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/|"[^"\\\n]*"\s*;?|'[^'\\\n]*'\s*;?)*?["']use node["']\s*(?:;|\n|\/\/|\/\*|$)/;

export function hasUseNode(file: string): boolean {
  const text = readFileSync(file, "utf8");
  return text.includes("use node") && USE_NODE.test(text);
}

/** Files Convex always runs in its own runtime: "use node" is refused there. */
const MUST_BE_DEFAULT = ["http", "crons", "schema", "auth.config"];

/**
 * Whether the file at `modulePath` (no extension) runs in Node.js. Throws the CLI's
 * errors for "use node" in http/crons and for a file in the deprecated `actions/`
 * folder without it.
 */
export function isNodeModule(
  file: string,
  modulePath: string,
  relPath: string,
): boolean {
  if (hasUseNode(file)) {
    if (MUST_BE_DEFAULT.includes(modulePath))
      throw new RuntimeError(
        `"use node" directive is not allowed for ${relPath}.`,
      );
    return true;
  }
  if (modulePath.startsWith("actions/"))
    throw new RuntimeError(
      `${relPath} is in /actions subfolder but has no "use node"; directive. You can now define actions in any folder and indicate they should run in node by adding "use node" directive. /actions is a deprecated way to choose Node.js environment, and we require "use node" for all files within that folder to avoid unexpected errors during the migration. See https://docs.convex.dev/functions/actions for more details`,
    );
  return false;
}

/** The CLI stubs Next.js's `server-only` guard, which throws outside React server code. */
export const serverOnlyPlugin: Plugin = {
  name: "local-backend-server-only",
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, (args) => ({
      path: args.path,
      namespace: "server-only-stub",
    }));
    build.onLoad({ filter: /.*/, namespace: "server-only-stub" }, () => ({
      contents: "",
      loader: "js",
    }));
  },
};
