/**
 * The backend's CLI without its log reader: once the reading ends of its stdout and
 * stderr are closed (`npm run backend | head -2`, a log shipper that restarts), calls
 * of functions that log still get their answers, and SIGTERM, SIGINT and SIGHUP still
 * stop it cleanly (exit code 0, after the store is closed).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  type BackendProcess,
  spawnBackend,
} from "./src/testing/backend-process";
import { CONFORMANCE_FIXTURE } from "./src/testing/fixture-backend";

const dirs: string[] = [];
const children: BackendProcess[] = [];

afterAll(() => {
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null)
      child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Calls `checks:logs` (console.log and console.warn) over the HTTP API. */
async function callLoggingQuery(url: string): Promise<unknown> {
  const response = await fetch(`${url}/api/query`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: "checks:logs", args: {}, format: "json" }),
    // A backend that stopped answering fails the test instead of hanging it.
    signal: AbortSignal.timeout(20_000),
  });
  return response.json();
}

describe("the backend CLI with its output closed", () => {
  it.each(["SIGTERM", "SIGINT", "SIGHUP"] as const)(
    "keeps answering calls that log, and stops on %s",
    { timeout: 120_000 },
    async (signal) => {
      const dataDir = mkdtempSync(join(tmpdir(), "cli-closed-output-"));
      dirs.push(dataDir);
      const backend = await spawnBackend({
        dataDir,
        convexDir: CONFORMANCE_FIXTURE,
        // Function log lines are echoed, so every call writes to both streams.
        env: { LOCAL_BACKEND_QUIET: "0" },
      });
      children.push(backend);
      expect(await callLoggingQuery(backend.url)).toMatchObject({
        status: "success",
      });

      backend.child.stdout.destroy();
      backend.child.stderr.destroy();
      for (let i = 0; i < 20; i++) {
        expect(await callLoggingQuery(backend.url)).toEqual({
          status: "success",
          value: null,
          logLines: ["[LOG] 'hello' 42", "[WARN] 'careful'"],
        });
      }

      backend.child.kill(signal);
      expect(await backend.exited).toEqual({ code: 0, signal: null });
    },
  );
});
