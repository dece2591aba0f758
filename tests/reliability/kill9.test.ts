/**
 * Durability: `kill -9` of the backend process in the middle of a stream of mutations
 * loses no acknowledged mutation and leaves no half-applied one; the database passes
 * `PRAGMA integrity_check`; data survives restarts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(join(tmpdir(), "kill9-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the CLI in a node process of its own (no tsx wrapper), so SIGKILL hits the backend. */
function spawnBackend(): Promise<{
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      join(root, "local-backend", "cli.ts"),
      "--port",
      "0",
      "--site-port",
      "0",
      "--data-dir",
      dataDir,
      "--convex-dir",
      join(root, "tests", "conformance", "convex"),
      "--no-watch",
    ],
    {
      cwd: root,
      env: { ...process.env, LOCAL_BACKEND_QUIET: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => resolve()),
  );
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LOCAL_BACKEND_READY (\{.*\})/.exec(out);
      if (match)
        resolve({
          child,
          url: (JSON.parse(match[1]!) as { url: string }).url,
          exited,
        });
    });
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    void exited.then(() =>
      reject(new Error(`backend exited before it was ready: ${err}`)),
    );
  });
}

async function call(
  url: string,
  kind: "mutation" | "query",
  path: string,
  args: unknown,
) {
  const response = await fetch(`${url}/api/${kind}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path, args, format: "json" }),
  });
  const body = (await response.json()) as {
    status: string;
    value: unknown;
    errorMessage?: string;
  };
  if (body.status !== "success") throw new Error(body.errorMessage);
  return body.value;
}

type Check = { count: number; sum: number; seqs: number[] };

describe("durability under kill -9", () => {
  it(
    "keeps every acknowledged mutation and applies none by half",
    { timeout: 120_000 },
    async () => {
      const acked = new Set<number>();
      let nextSeq = 1;
      for (let round = 0; round < 3; round++) {
        const { child, url, exited } = await spawnBackend();
        const before = (await call(url, "query", "ledger:check", {})) as Check;
        for (const seq of acked) expect(before.seqs).toContain(seq);

        let killed = false;
        const ackedThisRound = { n: 0 };
        const worker = async () => {
          while (!killed) {
            const seq = nextSeq++;
            try {
              await call(url, "mutation", "ledger:append", { seq });
              if (!killed) {
                acked.add(seq);
                ackedThisRound.n++;
              }
            } catch {
              return; // the process is gone
            }
          }
        };
        const workers = Array.from({ length: 8 }, worker);
        while (ackedThisRound.n < 150) {
          if (child.exitCode !== null)
            throw new Error("the backend died on its own");
          await new Promise((r) => setTimeout(r, 2));
        }
        // Mutations are in flight right now: kill without warning.
        killed = true;
        child.kill("SIGKILL");
        await Promise.all(workers);
        await exited;
      }

      const { child, url, exited } = await spawnBackend();
      const after = (await call(url, "query", "ledger:check", {})) as Check;
      for (const seq of acked) expect(after.seqs).toContain(seq);
      // No half-applied mutation: every insert has its matching totals update.
      expect(after.count).toBe(after.seqs.length);
      expect(after.sum).toBe(after.seqs.reduce((a, b) => a + b, 0));
      expect(new Set(after.seqs).size).toBe(after.seqs.length);
      child.kill("SIGTERM");
      await exited;
      // A graceful stop flushes and exits cleanly.
      expect(child.exitCode).toBe(0);

      const db = new Database(join(dataDir, "db.sqlite3"));
      try {
        expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      } finally {
        db.close();
      }
    },
  );
});
