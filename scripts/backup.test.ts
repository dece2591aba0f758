/**
 * `npm run backup` and `npm run restore` against a running backend: backups are
 * timestamped ZIPs of which the newest `--keep` stay, and a restore brings the backed-up
 * documents back (the scripts run as child processes, with the real Convex CLI).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type RunningBackend } from "../local-backend/index";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../local-backend/src/testing/fixture-backend";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "..");
const TSX = join(root, "node_modules", ".bin", "tsx");
const dir = mkdtempSync(join(tmpdir(), "backups-"));
let backend: RunningBackend;
let dataDir: string;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("backup-data-"));
}, 60_000);

afterAll(async () => {
  await stopFixtureBackend(backend, dataDir);
  rmSync(dir, { recursive: true, force: true });
});

function script(name: string, args: string[]) {
  return run(
    TSX,
    [
      join(root, "scripts", name),
      ...args,
      "--url",
      backend.url,
      "--admin-key",
      backend.adminKey,
    ],
    { cwd: root, timeout: 120_000 },
  );
}

async function texts(): Promise<string[]> {
  const b = backend.backend;
  const { result } = await b.committer.read((tx) => {
    const id = tx.openStream(
      {
        source: { type: "FullTableScan", tableName: "kept", order: "asc" },
        operators: [],
      },
      false,
    );
    const out: string[] = [];
    for (let d = tx.streamNext(id); d; d = tx.streamNext(id))
      out.push(d.text as string);
    return out;
  });
  return result;
}

test("backups keep the newest N, and a restore brings the data back", async () => {
  const b = backend.backend;
  await b.committer.write((tx) => {
    tx.insert("kept", { text: "before the backup" });
  });
  for (let i = 0; i < 3; i++)
    await script("backup.ts", ["--dir", dir, "--keep", "2"]);
  const backups = readdirSync(dir).sort();
  expect(backups).toHaveLength(2);
  for (const name of backups)
    expect(name).toMatch(/^buildmates-\d{8}T\d{9}Z\.zip$/);

  await b.committer.write((tx) => {
    tx.insert("kept", { text: "after the backup" });
  });
  expect(await texts()).toEqual(["before the backup", "after the backup"]);
  const { stderr } = await script("restore.ts", [join(dir, backups[1]!), "-y"]);
  expect(stderr).toMatch(/Added 1 documents/);
  expect(await texts()).toEqual(["before the backup"]);
}, 300_000);
