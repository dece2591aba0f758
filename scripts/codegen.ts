/**
 * Generates convex/_generated offline, with no cloud deployment and no network.
 *
 * `npx convex codegen` asks a deployment to analyse the functions. Without components,
 * the pinned CLI's `--system-udfs` mode runs the same local code generator without
 * one (api, server, dataModel). With components (`convex/convex.config.ts`) the CLI
 * needs a deployment's push API, so a local backend is started for the run (a
 * temporary data dir and free ports, removed and stopped afterwards) and the unmodified
 * CLI's codegen runs against it with its admin key: it also writes each local
 * component's `_generated` (component.ts among them). The output is committed. A cloud
 * deploy (`npx convex deploy`) regenerates it from the deployment.
 *
 * The components fixture app (`tests/components`, its own package.json and convex.json)
 * is generated the same way, so its `_generated` is the CLI's too.
 *
 *   npm run codegen            regenerate the _generated folders of both apps
 *   npm run codegen -- --check fail if the committed files are stale (used by npm test)
 */
import { execFile } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";

const root = resolve(import.meta.dirname, "..");
/** The apps whose `_generated` is committed: the product and the components fixture. */
const apps = [root, join(root, "tests", "components")];
const check = process.argv.includes("--check");
const cli = join(root, "node_modules", ".bin", "convex");
const run = promisify(execFile);

/** Every `_generated` folder under `dir` (an app's and its local components'). */
function generatedDirs(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "node_modules") continue;
    const full = join(dir, entry.name);
    if (entry.name === "_generated") found.push(full);
    else found.push(...generatedDirs(full));
  }
  return found;
}

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of apps.flatMap((app) => generatedDirs(join(app, "convex")))) {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name);
      files.set(relative(root, file), readFileSync(file, "utf8"));
    }
  }
  return files;
}

/** The CLI's codegen against a local backend started for it (apps with components). */
async function codegenWithBackend(appsWithComponents: string[]): Promise<void> {
  process.env.LOCAL_BACKEND_QUIET = "1";
  const { startBackend } = await import("../local-backend/index");
  const scratch = mkdtempSync(join(tmpdir(), "buildmates-codegen-"));
  // The backend's own functions do not matter: start_push analyses what the CLI sends.
  const emptyConvex = join(scratch, "convex");
  mkdirSync(emptyConvex);
  let backend: Awaited<ReturnType<typeof startBackend>> | undefined;
  try {
    backend = await startBackend({
      convexDir: emptyConvex,
      dataDir: join(scratch, "data"),
      port: 0,
      sitePort: 0,
      watch: false,
    });
    const env = { ...process.env };
    delete env.CONVEX_DEPLOYMENT;
    delete env.CONVEX_URL;
    // Asynchronously: the backend answering the CLI runs in this process.
    for (const app of appsWithComponents) {
      await run(cli, ["codegen", "--typecheck", "disable"], {
        cwd: app,
        env: {
          ...env,
          CONVEX_SELF_HOSTED_URL: backend.url,
          CONVEX_SELF_HOSTED_ADMIN_KEY: backend.adminKey,
        },
      });
    }
  } finally {
    await backend?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function codegen(): Promise<void> {
  const hasComponents = (app: string) =>
    existsSync(join(app, "convex", "convex.config.ts"));
  for (const app of apps.filter((app) => !hasComponents(app))) {
    await run(cli, ["codegen", "--system-udfs", "--typecheck", "disable"], {
      cwd: app,
    });
  }
  const withComponents = apps.filter(hasComponents);
  if (withComponents.length > 0) await codegenWithBackend(withComponents);
}

const before = snapshot();
try {
  await codegen();
} catch (e) {
  const failure = e as { stdout?: string; stderr?: string; message: string };
  process.stderr.write(
    (failure.stdout ?? "") + (failure.stderr ?? failure.message) + "\n",
  );
  console.error("codegen: the Convex CLI failed (see above).");
  process.exit(1);
}

const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (name) => before.get(name) !== after.get(name),
);

if (changed.length === 0) {
  console.log("codegen: the _generated folders are up to date.");
} else if (check) {
  console.error(
    `codegen: _generated was stale (${changed.join(", ")}); it has been regenerated. Review and commit it.`,
  );
  process.exit(1);
} else {
  console.log(`codegen: wrote ${changed.join(", ")}.`);
}
// The backend's handles (SQLite, workers) are closed; exit without waiting on others.
process.exit(0);
