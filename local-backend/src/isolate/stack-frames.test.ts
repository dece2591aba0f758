/**
 * Error frames as Convex shows them: bundle positions mapped to the original files,
 * named relative to where the Convex CLI writes each bundle file (`out/<module dir>`,
 * `out/_deps` for shared chunks), the backend's own frames left out.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userFrames } from "./stack-frames";
import { loadApp } from "./loader";

let root: string;
let modules: Map<string, Record<string, unknown>>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "frames-"));
  const convex = join(root, "project", "convex");
  mkdirSync(join(convex, "dir"), { recursive: true });
  // `lib.ts` is shared by two entry points, so its code lands in a chunk.
  writeFileSync(
    join(convex, "lib.ts"),
    "export function fail(m: string): never {\n  throw new Error(m);\n}\n",
  );
  writeFileSync(
    join(convex, "dir", "deep.ts"),
    'import { fail } from "../lib";\nexport function run() {\n  return fail("deep");\n}\n',
  );
  writeFileSync(
    join(convex, "other.ts"),
    'import { fail } from "./lib";\nexport const go = () => fail("other");\n',
  );
  // Functions without a name (passed straight to a builder, as in `query(async () => …)`).
  writeFileSync(
    join(convex, "anon.ts"),
    "const wrap = <T>(f: T): T => f;\n" +
      'export const thrower = wrap(async () => {\n  await null;\n  throw new Error("anon");\n});\n' +
      "export const caller = wrap(async () => {\n  await thrower();\n});\n",
  );
  ({ modules } = await loadApp(convex, join(root, "bundle")));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function stackOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    return (e as Error).stack ?? "";
  }
  throw new Error("expected a throw");
}

describe("userFrames", () => {
  it("maps each frame to its original file as the CLI's source maps name it", () => {
    const run = modules.get("dir/deep")!.run as () => unknown;
    expect(userFrames(stackOf(run))).toBe(
      "    at fail (../../convex/lib.ts:2:9)\n" +
        "    at run (../../convex/dir/deep.ts:3:10)\n",
    );
  });

  // Convex prints each frame as a call (crates/common/src/errors.rs, FrameData's
  // Display; its is_top_level is never set), so a nameless one is "<anonymous> (…)".
  it("names a frame without a function name <anonymous>, async ones too", () => {
    // In plain Node (the test runner's module loader drops async frames).
    const bundle = pathToFileURL(join(root, "bundle", "fn", "anon.mjs")).href;
    const stack = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(bundle)});\n` +
          "const caller = m.caller;\n" +
          "await caller().catch((e) => process.stdout.write(e.stack));",
      ],
      { encoding: "utf8" },
    );
    // The async frame's column is where V8 resumes, not the `await`.
    expect(userFrames(stack)).toMatch(
      /^ {4}at <anonymous> \(\.\.\/convex\/anon\.ts:4:9\)\n {4}at async <anonymous> \(\.\.\/convex\/anon\.ts:7:\d+\)\n$/,
    );
  });

  it("leaves out the backend's frames and file-less ones after the last user frame", () => {
    expect(
      userFrames(
        "Error: x\n    at helper (/srv/backend/runner.js:1:1)\n    at new Promise (<anonymous>)",
      ),
    ).toBe("");
    expect(userFrames("Error: no frames")).toBe("");
  });
});
