/**
 * The build cache key: it changes with every input of the web build (and only with
 * those), so `npm start` rebuilds exactly when the served app would differ.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildKey } from "./web-build";

const root = mkdtempSync(join(tmpdir(), "web-build-key-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const URL_A = "http://127.0.0.1:3210";

describe("buildKey", () => {
  write("index.html", "<div id=root></div>");
  write("src/main.tsx", "main");
  write("public/favicon.svg", "<svg/>");
  write("convex/_generated/api.js", "api");
  write("convex/shared/schemas.ts", "schemas");
  write("convex/projects.ts", "backend only");
  write("scripts/lib/security-headers.ts", "headers");
  write("vite.config.ts", "config");
  write("tsconfig.app.json", "{}");
  write("package-lock.json", "{}");
  write("README.md", "docs");

  it("is the same for the same inputs", () => {
    expect(buildKey(root, URL_A)).toBe(buildKey(root, URL_A));
  });

  it("changes with VITE_CONVEX_URL, which the build bakes in", () => {
    expect(buildKey(root, "http://127.0.0.1:3310")).not.toBe(
      buildKey(root, URL_A),
    );
  });

  it.each([
    ["src/main.tsx", "main 2"],
    ["src/new-file.ts", "new"],
    ["index.html", "<div id=app></div>"],
    ["public/favicon.svg", "<svg></svg>"],
    ["convex/_generated/api.js", "api 2"],
    ["convex/shared/schemas.ts", "schemas 2"],
    ["scripts/lib/security-headers.ts", "headers 2"],
    ["vite.config.ts", "config 2"],
    ["tsconfig.app.json", '{"x":1}'],
    ["package-lock.json", '{"x":1}'],
    [".env.local", "VITE_FLAG=1"],
  ])("changes when %s changes", (path, text) => {
    const before = buildKey(root, URL_A);
    write(path, text);
    expect(buildKey(root, URL_A)).not.toBe(before);
  });

  it.each([
    ["convex/projects.ts", "backend only 2"],
    ["README.md", "docs 2"],
    ["tests/e2e/x.spec.ts", "test"],
  ])("stays when %s changes (not an input)", (path, text) => {
    const before = buildKey(root, URL_A);
    write(path, text);
    expect(buildKey(root, URL_A)).toBe(before);
  });
});
