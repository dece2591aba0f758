/**
 * The CLI's runtime rules: where a "use node" directive counts, where it is refused,
 * and the deprecated `actions/` folder.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hasUseNode, isNodeModule, RuntimeError } from "./runtimes";

const dir = mkdtempSync(join(tmpdir(), "runtimes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function file(text: string): string {
  const path = join(dir, `f${++n}.ts`);
  writeFileSync(path, text);
  return path;
}

describe("hasUseNode", () => {
  it("finds the directive anywhere in the directive prologue", () => {
    for (const text of [
      `"use node";\nexport const a = 1;`,
      `'use node'\nexport const a = 1;`,
      `// comment\n/* block */\n"use node";`,
      `"use strict";\n"use node";\nexport const a = 1;`,
      `"use strict"\n'use node' // why\nexport {};`,
    ])
      expect(hasUseNode(file(text)), text).toBe(true);
  });

  it("ignores it after code, inside other strings, or as part of an expression", () => {
    for (const text of [
      `export const a = 1;\n"use node";`,
      `const s = "use node";`,
      `"use node".length;`,
      `"not use node";`,
    ])
      expect(hasUseNode(file(text)), text).toBe(false);
  });
});

describe("isNodeModule", () => {
  it('refuses "use node" in http and crons, as the CLI does', () => {
    const nodeFile = file(`"use node";\nexport {};`);
    expect(() => isNodeModule(nodeFile, "http", "http.ts")).toThrow(
      new RuntimeError(`"use node" directive is not allowed for http.ts.`),
    );
    expect(() => isNodeModule(nodeFile, "crons", "crons.ts")).toThrow(
      /"use node" directive is not allowed for crons\.ts\./,
    );
    expect(isNodeModule(nodeFile, "lib/http", "lib/http.ts")).toBe(true);
  });

  it('requires "use node" in the deprecated actions/ folder', () => {
    const plain = file(`export {};`);
    expect(() =>
      isNodeModule(plain, "actions/send", "actions/send.ts"),
    ).toThrow(
      /^actions\/send\.ts is in \/actions subfolder but has no "use node"; directive\./,
    );
    expect(isNodeModule(plain, "send", "send.ts")).toBe(false);
  });
});
