/**
 * Bundles a worker thread's entry (`action-worker-main.ts`, `function-worker-main.ts`)
 * into one ES module in the backend's temporary dir, as both pools start their workers
 * from.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { REQUIRE_BANNER } from "../runtimes";

export async function bundleWorker(entry: URL, outfile: string): Promise<void> {
  const sqlite = createRequire(import.meta.url).resolve("better-sqlite3");
  await build({
    entryPoints: [fileURLToPath(entry)],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "silent",
    sourcemap: "inline",
    // Bundled CommonJS dependencies `require` Node's built-ins.
    banner: { js: REQUIRE_BANNER },
    // The native SQLite binding loads from where it is installed, not the bundle.
    plugins: [
      {
        name: "better-sqlite3",
        setup(b) {
          b.onResolve({ filter: /^better-sqlite3$/ }, () => ({
            path: sqlite,
            external: true,
          }));
        },
      },
    ],
  });
}
