/**
 * `npm run backup`: a snapshot export of the running local deployment, files included
 * (`npx convex export --include-file-storage`), written to
 * `backups/buildmates-<UTC timestamp>.zip` (e.g. `buildmates-20260301T142501123Z.zip`); keeps the newest N backups there.
 *
 *   npm run backup -- [--keep 7] [--dir backups] [--data-dir <dir>] [--url <url> --admin-key <key>]
 *   (or BACKUP_KEEP, BACKUP_DIR; the deployment: scripts/lib/local-deployment.ts)
 *
 * The ZIP is Convex's snapshot format: `npm run restore -- <zip>` takes it back, and
 * `npx convex import` takes it into Convex Cloud (README "Moving to Convex Cloud").
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  fail,
  localDeployment,
  root,
  runConvexCli,
} from "./lib/local-deployment.ts";

const BACKUP = /^buildmates-\d{8}T\d{9}Z\.zip$/;

let flags: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      keep: { type: "string" },
      dir: { type: "string" },
      "data-dir": { type: "string" },
      url: { type: "string" },
      "admin-key": { type: "string" },
    },
  }).values;
}
try {
  flags = parse();
} catch (e) {
  fail((e as Error).message);
}
const keep = Number(flags.keep ?? process.env.BACKUP_KEEP ?? "7");
if (!Number.isInteger(keep) || keep < 1)
  fail(`--keep must be a whole number of backups, 1 or more.`);
const dir = resolve(root, flags.dir ?? process.env.BACKUP_DIR ?? "backups");
mkdirSync(dir, { recursive: true });

// e.g. 20260301T142501123Z: sorts in time order, to the millisecond.
const stamp = new Date().toISOString().replace(/[-:.]/g, "");
const file = join(dir, `buildmates-${stamp}.zip`);
const partial = `${file}.partial`;
const code = await runConvexCli(localDeployment(flags), [
  "export",
  "--include-file-storage",
  "--path",
  partial,
]);
if (code !== 0) {
  rmSync(partial, { force: true });
  fail("the export failed (see above); no backup was written.");
}
renameSync(partial, file);
const old = readdirSync(dir)
  .filter((name) => BACKUP.test(name))
  .sort()
  .slice(0, -keep);
for (const name of old) rmSync(join(dir, name));
console.info(`Backup written to ${file} (keeping the newest ${keep}).`);
