/**
 * `local/no-import-cycle` (eslint-rules/no-import-cycle.js): an import cycle fails lint, type-only
 * imports included, while a chain without a loop and a loop through Convex's
 * generated `_generated/` modules pass.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint, type Linter } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

let project: string;
let results: ESLint.LintResult[];

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  }
}

function messagesOf(file: string): string[] {
  const result = results.find((r) => r.filePath === join(project, file));
  if (!result) throw new Error(`${file} was not linted`);
  return result.messages.map((m) => m.message);
}

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), "no-import-cycle-"));
  write({
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        module: "ESNext",
        moduleResolution: "bundler",
        strict: true,
        noEmit: true,
        types: [],
      },
      include: ["**/*.ts"],
    }),
    // A loop made of type-only imports, as `import-x/no-cycle` never sees it.
    "types-a.ts":
      'import type { B } from "./types-b";\nexport type A = { b: B | null };\n',
    "types-b.ts":
      'import { type A } from "./types-a";\nexport type B = { a: A | null };\n',
    // A loop through a dynamic import.
    "lazy-a.ts":
      'export const load = () => import("./lazy-b");\nexport const a = 1;\n',
    "lazy-b.ts": 'import { a } from "./lazy-a";\nexport const b = a + 1;\n',
    // A chain without a loop.
    "chain-top.ts":
      'import type { Leaf } from "./chain-leaf";\nexport const top: Leaf = { n: 1 };\n',
    "chain-leaf.ts": "export type Leaf = { n: number };\n",
    // Convex's generated `api` names every function module, which imports it back.
    "convex/messages.ts":
      'import { api } from "./_generated/api";\nexport const list = () => api;\n',
    "convex/_generated/api.ts":
      'import type * as messages from "../messages";\nexport const api = {} as { messages: typeof messages };\n',
  });
  const { default: config } = (await import(
    pathToFileURL(join(ROOT, "eslint.config.js")).href
  )) as { default: Linter.Config[] };
  const plugin = config.find((c) => c.plugins?.local)?.plugins?.local;
  if (!plugin) throw new Error("eslint.config.js has no `local` plugin");
  const eslint = new ESLint({
    cwd: project,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: { projectService: true, tsconfigRootDir: project },
        },
        plugins: { local: plugin },
        rules: { "local/no-import-cycle": "error" },
      },
    ],
  });
  results = await eslint.lintFiles(["**/*.ts"]);
}, 60_000);

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

describe("local/no-import-cycle", () => {
  it("fails a loop of type-only imports, at each import that closes it", () => {
    expect(messagesOf("types-a.ts")).toEqual([
      "Import cycle: types-a.ts -> types-b.ts -> types-a.ts",
    ]);
    expect(messagesOf("types-b.ts")).toEqual([
      "Import cycle: types-b.ts -> types-a.ts -> types-b.ts",
    ]);
  });

  it("fails a loop through a dynamic import", () => {
    expect(messagesOf("lazy-a.ts")).toHaveLength(1);
    expect(messagesOf("lazy-b.ts")).toHaveLength(1);
  });

  it("passes a chain without a loop", () => {
    expect(messagesOf("chain-top.ts")).toEqual([]);
    expect(messagesOf("chain-leaf.ts")).toEqual([]);
  });

  it("does not follow Convex's generated modules", () => {
    expect(messagesOf("convex/messages.ts")).toEqual([]);
  });
});
