/**
 * package.json cannot import the backend's Node flags: its scripts that host the
 * backend must still start with every one of them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BACKEND_NODE_FLAGS } from "./node-flags";

const pkg = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8"),
) as { scripts: Record<string, string> };

describe("the backend's Node flags", () => {
  it.each([
    "start",
    "dev",
    "backend",
    // Benchmarks that host the backend in their own process measure it as it runs.
    "bench:backend",
    "bench:sync",
    "bench:sync-burst",
    "bench:auth",
    "bench:matching-quality",
    "bench:matching-scale",
  ])("npm run %s starts with them", (script) => {
    const [runner, ...rest] = pkg.scripts[script]!.split(" ");
    expect(runner).toBe("tsx");
    expect(rest.slice(0, BACKEND_NODE_FLAGS.length)).toEqual([
      ...BACKEND_NODE_FLAGS,
    ]);
  });
});
