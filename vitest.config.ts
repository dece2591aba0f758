import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config.ts";

/**
 * Four projects, one runner:
 * - convex: convex-test suites beside the functions, in the edge runtime Convex uses;
 * - components: React components and pure src/ logic in happy-dom;
 * - node: local-backend/, scripts/, bench/ and the cross-module suites of tests/
 *   (auth, closure, components, conformance, reliability, search, sync);
 * - security: tests/security, the threats of docs/SECURITY.md kept closed, against
 *   the real local backend and the app's convex/.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Files side by side, one more than the cores (vitest's default is one fewer:
    // a single file at a time on a 2-core machine): many files spend their time
    // waiting for a server, a child process or a password hash, not computing.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "convex",
          environment: "edge-runtime",
          include: ["convex/**/*.test.ts"],
          // Catches a stuck test only. Password hashing (scrypt) runs in-process
          // (auth suites do many) and the seed suites insert the whole demo: on a
          // busy 2-core machine one such test can pass 30 s.
          testTimeout: 60_000,
          server: { deps: { inline: ["convex-test"] } },
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "components",
          environment: "happy-dom",
          include: ["src/**/*.test.{ts,tsx}"],
          // Catches a stuck test only; above the 10 s that `findBy*` may wait (setup.ts).
          testTimeout: 20_000,
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        test: {
          name: "node",
          environment: "node",
          // Local backend suites start real servers, bundle convex/ folders and seed
          // demo data (password hashes): with files side by side on 2 cores a
          // start-up can pass 30 s. Both only catch a stuck test.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          include: [
            "local-backend/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          exclude: ["tests/security/**"],
          // Backend suites run queries and mutations in function workers whatever the
          // machine's cores (below 4 the default is none).
          env: { LOCAL_BACKEND_FUNCTION_WORKERS: "2" },
        },
      },
      {
        test: {
          name: "security",
          environment: "node",
          env: {
            LOCAL_BACKEND_QUIET: "1",
            LOCAL_BACKEND_FUNCTION_WORKERS: "2",
          },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          include: ["tests/security/**/*.test.ts"],
        },
      },
    ],
  },
});
