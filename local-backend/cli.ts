/**
 * npm run backend -- --print-admin-key [--data-dir <dir>]
 *   prints the deployment's admin key (`Authorization: Convex <key>`,
 *   `npx convex run --url … --admin-key <key>`) and exits.
 *
 * npm run backend -- [--port 3210] [--site-port 3211] [--data-dir <dir>]
 *                    [--convex-dir convex] [--reset] [--no-watch]
 *                    [--allow-origin <origin>]... (browser origins for the sync socket)
 *                    [--allow-admin-origin <origin>]... (browser origins that may use the admin key)
 *                    [--env KEY=VALUE]... (deployment env for this run, e.g. SITE_URL)
 *                    [--run <function>]... (internal functions to run once started, e.g. seed:run)
 *
 * The data dir defaults to $BUILDMATES_DATA_DIR, else a per-user directory outside the
 * repository (src/data-dir.ts), the one `npm start` uses too.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { Backend, StartupError } from "./src/backend";
import { loadDeploymentEnv } from "./src/auth/deployment-env";
import { chooseDataDir, prepareDataDir } from "./src/data-dir";
import { checkDataDir } from "./src/startup";
import { BundleError } from "./src/isolate/loader";
import { guardStdio, printError, printLine } from "./src/log";

// Before anything writes: a reader of stdout or stderr that goes away (`| head`, a
// log shipper restarting) must not take the backend down (see src/log.ts).
guardStdio();

function fail(message: string): never {
  printError(`local-backend: ${message}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      port: { type: "string", default: "3210" },
      "site-port": { type: "string", default: "3211" },
      "data-dir": { type: "string" },
      "convex-dir": { type: "string", default: "convex" },
      host: { type: "string", default: "127.0.0.1" },
      reset: { type: "boolean", default: false },
      "no-watch": { type: "boolean", default: false },
      "allow-origin": { type: "string", multiple: true, default: [] },
      "allow-admin-origin": { type: "string", multiple: true, default: [] },
      "print-admin-key": { type: "boolean", default: false },
      env: { type: "string", multiple: true, default: [] },
      run: { type: "string", multiple: true, default: [] },
      help: { type: "boolean", default: false },
    },
  });
} catch (e) {
  fail((e as Error).message);
}
const values = parsed.values;
if (values.help) {
  printLine(
    "Usage: npm run backend -- [--port 3210] [--site-port 3211] [--data-dir <dir>] [--convex-dir convex] [--reset] [--no-watch]\n       npm run backend -- --print-admin-key [--data-dir <dir>]",
  );
  process.exit(0);
}

const port = Number(values.port);
const sitePort = Number(values["site-port"]);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`invalid --port ${values.port}`);
if (!Number.isInteger(sitePort) || sitePort < 0 || sitePort > 65535) {
  fail(`invalid --site-port ${values["site-port"]}`);
}

const repoRoot = resolve(import.meta.dirname, "..");
const dataChoice = chooseDataDir(values["data-dir"], repoRoot);
const dataDir = dataChoice.dataDir;
try {
  const note = prepareDataDir(dataChoice, repoRoot);
  if (note) printLine(`local-backend: ${note}`);
} catch (e) {
  fail((e as Error).message);
}

if (values["print-admin-key"]) {
  // The key is created with the deployment's other secrets if this data dir has none
  // yet; it goes to stdout only, for the caller to pipe (never to a log).
  try {
    checkDataDir(dataDir);
    const env = await loadDeploymentEnv(dataDir);
    process.stdout.write(`${env.adminKey}\n`);
  } catch (e) {
    fail((e as Error).message);
  }
  process.exit(0);
}

let backend: Backend;
try {
  backend = await Backend.start({
    convexDir: resolve(values["convex-dir"]),
    dataDir,
    port,
    sitePort,
    host: values.host,
    reset: values.reset,
    watch: !values["no-watch"],
    allowedOrigins: values["allow-origin"],
    adminKeyOrigins: values["allow-admin-origin"],
    env: Object.fromEntries(
      values.env.map((pair) => {
        const eq = pair.indexOf("=");
        if (eq <= 0) fail(`--env expects KEY=VALUE, got "${pair}"`);
        return [pair.slice(0, eq), pair.slice(eq + 1)];
      }),
    ),
  });
} catch (e) {
  if (e instanceof StartupError || e instanceof BundleError) fail(e.message);
  throw e;
}
for (const path of values.run) {
  try {
    await backend.runFunction(path, {}, { allowInternal: true });
    printLine(`local-backend: ran ${path}`);
  } catch (e) {
    await backend.stop();
    fail(`--run ${path} failed: ${(e as Error).message}`);
  }
}
printLine(
  `local-backend: cloud ${backend.url}  site ${backend.siteUrl}  data ${dataDir}`,
);
// Machine-readable line for scripts and tests that spawn the CLI.
printLine(
  `LOCAL_BACKEND_READY ${JSON.stringify({ url: backend.url, siteUrl: backend.siteUrl })}`,
);

// A function's stray promise or timer callback must not take the deployment down. A
// failure while reporting one is not reported again (the report writes through the
// guarded streams, which never throw; the flag keeps any other failure from looping).
let reporting = false;
function reportStray(what: string, reason: unknown): void {
  if (reporting) return;
  reporting = true;
  try {
    printError(`local-backend: ${what} in function code:`, reason);
  } catch {
    // Nothing left to tell it to.
  } finally {
    reporting = false;
  }
}
process.on("unhandledRejection", (reason) =>
  reportStray("unhandled rejection", reason),
);
process.on("uncaughtException", (error) =>
  reportStray("uncaught exception", error),
);

// SIGHUP (the terminal closed), SIGINT and SIGTERM stop the backend cleanly: servers
// closed, pending commits flushed, the database closed. Nothing here waits on output.
let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  backend.stop().then(
    () => process.exit(0),
    (e: unknown) => {
      printError("local-backend: stopping failed:", e);
      process.exit(1);
    },
  );
};
process.on("SIGHUP", shutdown);
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
