/**
 * Generates convex/_generated offline, with no deployment and no network.
 *
 * `npx convex codegen` normally asks a deployment to analyse the functions; the pinned
 * CLI's `--system-udfs` mode runs the same local code generator without one. Its output
 * is what the CLI writes for an app without components (api, server, dataModel), and
 * is committed. A cloud deploy (`npx convex deploy`) regenerates it from the deployment.
 *
 *   npm run codegen            regenerate convex/_generated
 *   npm run codegen -- --check fail if the committed files are stale (used by npm test)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const generatedDir = join(root, "convex", "_generated");
const check = process.argv.includes("--check");

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(generatedDir)) return files;
  for (const name of readdirSync(generatedDir).sort()) {
    files.set(name, readFileSync(join(generatedDir, name), "utf8"));
  }
  return files;
}

const before = snapshot();
const cli = join(root, "node_modules", ".bin", "convex");
const result = spawnSync(
  cli,
  ["codegen", "--system-udfs", "--typecheck", "disable"],
  { cwd: root, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" },
);
if (result.status !== 0) {
  process.stderr.write(result.stdout + result.stderr);
  console.error("codegen: the Convex CLI failed (see above).");
  process.exit(1);
}

const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (name) => before.get(name) !== after.get(name),
);

if (changed.length === 0) {
  console.log("codegen: convex/_generated is up to date.");
} else if (check) {
  console.error(
    `codegen: convex/_generated was stale (${changed.join(", ")}); it has been regenerated. Review and commit it.`,
  );
  process.exit(1);
} else {
  console.log(`codegen: wrote ${changed.join(", ")}.`);
}
