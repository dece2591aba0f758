/**
 * `npm run restore -- <zip>`: imports a backup (`npm run backup`, or any Convex
 * snapshot export) into the running local deployment with `npx convex import
 * --replace`: every table in the ZIP is replaced by its contents, in one transaction,
 * files included; tables that are not in the ZIP are left as they are. Asks first,
 * unless `-y`.
 *
 *   npm run restore -- <zip> [-y] [--data-dir <dir>] [--url <url> --admin-key <key>]
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { fail, localDeployment, runConvexCli } from "./lib/local-deployment.ts";

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      yes: { type: "boolean", short: "y", default: false },
      "data-dir": { type: "string" },
      url: { type: "string" },
      "admin-key": { type: "string" },
    },
  });
}
try {
  parsed = parse();
} catch (e) {
  fail((e as Error).message);
}
const [zip, ...extra] = parsed.positionals;
if (zip === undefined || extra.length > 0)
  fail("usage: npm run restore -- <backup.zip> [-y]");
const file = resolve(process.env.INIT_CWD ?? process.cwd(), zip);
if (!existsSync(file)) fail(`${file} does not exist.`);
const deployment = localDeployment(parsed.values);

if (!parsed.values.yes) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `Replace the tables in ${file} on ${deployment.url} with the backup's contents? [y/N] `,
  );
  rl.close();
  if (!/^y(es)?$/i.test(answer.trim())) fail("restore canceled.");
}
const code = await runConvexCli(deployment, [
  "import",
  "--replace",
  "-y",
  file,
]);
if (code !== 0) fail("the restore failed (see above); nothing was changed.");
