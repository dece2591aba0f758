/**
 * "use node" actions with npm dependencies, bundled by the Convex CLI's rules: npm
 * packages bundled, except those `convex.json` lists in `node.externalPackages`,
 * which Node loads from the app's node_modules at run time.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterEach, describe, expect, it } from "vitest";
import { BundleError, type RunningBackend } from "../../index";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";
import { tempProject } from "../testing/temp-project";
import { externalPackages } from "./node-externals";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/**
 * A project in a temporary dir: package.json, convex.json, convex/ and a
 * node_modules that is this repository's (where the packages below are installed).
 */
function fixtureApp(opts: {
  dependencies: Record<string, string>;
  convexJson?: unknown;
  files: Record<string, string>;
}): string {
  const project = tempProject("node-actions-");
  cleanups.push(project.remove);
  project.write(
    "package.json",
    JSON.stringify({ name: "fixture", dependencies: opts.dependencies }),
  );
  if (opts.convexJson !== undefined)
    project.write("convex.json", JSON.stringify(opts.convexJson));
  for (const [name, text] of Object.entries(opts.files))
    project.write(join("convex", name), text);
  return join(project.root, "convex");
}

async function start(convexDir: string): Promise<RunningBackend> {
  const { backend, dataDir } = await startFixtureBackend(
    "node-actions-data-",
    convexDir,
  );
  cleanups.push(() => stopFixtureBackend(backend, dataDir));
  return backend;
}

const DEPENDENCIES = {
  convex: "*",
  ms: "*",
  "is-network-error": "*",
  "better-sqlite3": "*",
};

// ms is CommonJS, is-network-error is ESM only, better-sqlite3 loads a native
// binding relative to its own files (it cannot be bundled: convex.json lists it).
// server-only throws unless stubbed, as the CLI stubs it.
const NODE_ACTIONS = `"use node";
import "server-only";
import { createHash } from "node:crypto";
import { tmpdir } from "os";
import ms from "ms";
import isNetworkError from "is-network-error";
import Database from "better-sqlite3";
import { actionGeneric } from "convex/server";

export const run = actionGeneric({
  args: {},
  handler: async () => {
    const db = new Database(":memory:");
    const row = db.prepare("select 1 + 1 as two").get();
    db.close();
    return {
      ms: ms("2 days"),
      networkError: isNetworkError(new TypeError("Failed to fetch")),
      sha256: createHash("sha256").update("x").digest("hex").slice(0, 8),
      tmpdir: typeof tmpdir(),
      sqlite: row.two,
      nodeEnv: process.env.NODE_ENV,
    };
  },
});
`;

const run = makeFunctionReference<"action", Record<string, never>, unknown>(
  "nodeActions:run",
);

/** The bundled text of a "use node" module and the chunks it imports. */
function bundledText(backend: RunningBackend, modulePath: string): string {
  const outDir = backend.backend.app.outDir;
  const chunks = join(outDir, "_chunks", "node");
  const chunkFiles = existsSync(chunks) ? readdirSync(chunks) : [];
  return [
    readFileSync(join(outDir, "fn", `${modulePath}.mjs`), "utf8"),
    ...chunkFiles.map((f) => readFileSync(join(chunks, f), "utf8")),
  ].join("\n");
}

describe('"use node" actions with npm packages', () => {
  it("bundle CommonJS and ESM-only packages, load convex.json's external packages from node_modules, and reach Node built-ins", async () => {
    const convexDir = fixtureApp({
      dependencies: DEPENDENCIES,
      convexJson: { node: { externalPackages: ["better-sqlite3"] } },
      files: { "nodeActions.ts": NODE_ACTIONS },
    });
    const backend = await start(convexDir);
    const client = new ConvexHttpClient(backend.url, { logger: false });
    expect(await client.action(run, {})).toEqual({
      ms: 172_800_000,
      networkError: true,
      sha256: "2d711642",
      tmpdir: "string",
      sqlite: 2,
      nodeEnv: "production",
    });
    const text = bundledText(backend, "nodeActions");
    expect(text).toMatch(/from "better-sqlite3"/);
    expect(text).not.toMatch(/from "ms"|from "is-network-error"/);
  });

  it('leaves every dependency but convex external with "*"', async () => {
    const convexDir = fixtureApp({
      dependencies: DEPENDENCIES,
      convexJson: { node: { externalPackages: ["*"] } },
      files: { "nodeActions.ts": NODE_ACTIONS },
    });
    const backend = await start(convexDir);
    const client = new ConvexHttpClient(backend.url, { logger: false });
    expect(await client.action(run, {})).toMatchObject({ ms: 172_800_000 });
    const text = bundledText(backend, "nodeActions");
    for (const name of ["ms", "is-network-error", "better-sqlite3"])
      expect(text).toContain(`from "${name}"`);
    expect(text).not.toContain('from "convex/server"');
  });

  it("stubs server-only in default-runtime files too", async () => {
    const convexDir = fixtureApp({
      dependencies: { convex: "*" },
      files: {
        "guarded.ts": `import "server-only";\nimport { queryGeneric } from "convex/server";\nexport const ok = queryGeneric({ args: {}, handler: () => "ok" });\n`,
      },
    });
    const backend = await start(convexDir);
    const client = new ConvexHttpClient(backend.url, { logger: false });
    const ok = makeFunctionReference<"query", Record<string, never>, string>(
      "guarded:ok",
    );
    expect(await client.query(ok, {})).toBe("ok");
  });

  it('refuses "use node" in http.ts with the CLI\'s message', async () => {
    const convexDir = fixtureApp({
      dependencies: { convex: "*" },
      files: {
        "http.ts": `"use node";\nimport { httpRouter } from "convex/server";\nexport default httpRouter();\n`,
      },
    });
    const error = await start(convexDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as Error).message).toBe(
      '"use node" directive is not allowed for http.ts.',
    );
  });

  it("reports a package that is not installed when the app loads, as esbuild does for the CLI", async () => {
    const convexDir = fixtureApp({
      dependencies: { convex: "*", "not-installed-pkg": "1.0.0" },
      convexJson: { node: { externalPackages: ["not-installed-pkg"] } },
      files: {
        "missing.ts": `"use node";\nimport leftPad from "not-installed-pkg";\nimport { actionGeneric } from "convex/server";\nexport const pad = actionGeneric({ args: {}, handler: () => leftPad("x", 3) });\n`,
      },
    });
    const error = await start(convexDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /missing\.ts:2:\d+: error: Could not resolve "not-installed-pkg"/,
    );
    expect(message).toContain(
      'You can mark the path "not-installed-pkg" as external to exclude it from the bundle',
    );
  });
});

describe("externalPackages", () => {
  it("follows the CLI: listed, installed dependencies only; never convex, file: or git specifiers", () => {
    const convexDir = fixtureApp({
      dependencies: {
        convex: "*",
        ms: "file:../ms",
        semver: "git+https://example.com/semver.git",
        "is-network-error": "*",
        picocolors: "*",
        "not-installed-pkg": "1.0.0",
      },
      convexJson: { node: { externalPackages: ["*"] } },
      files: {},
    });
    expect([...externalPackages(convexDir).packages.keys()].sort()).toEqual([
      "is-network-error",
      "picocolors",
    ]);
  });

  it("is empty without convex.json and refuses a malformed one", () => {
    const plain = fixtureApp({ dependencies: { ms: "*" }, files: {} });
    expect(externalPackages(plain).packages.size).toBe(0);
    const malformed = fixtureApp({
      dependencies: { ms: "*" },
      convexJson: { node: { externalPackages: "ms" } },
      files: {},
    });
    expect(() => externalPackages(malformed)).toThrow(
      /Parsing ".*convex\.json" failed: node\.externalPackages must be an array/,
    );
  });
});
