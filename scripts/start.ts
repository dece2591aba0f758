/**
 * `npm start`: the whole product on one machine, offline. `npm run dev` (`--dev`): the
 * same with Vite's dev server and hot reload in place of the production build.
 *
 * Creates the local deployment on first run (database, auth keys and env in the data
 * dir, a per-user directory outside the repository: local-backend/src/data-dir.ts),
 * starts the Convex-compatible backend in this process (cloud port 3210, site port
 * 3211), then the web app on 5173 wired to it by VITE_CONVEX_URL: the production build,
 * made with Vite and cached by a hash of its inputs (scripts/lib/web-build.ts), served
 * with the security headers (scripts/lib/web-server.ts); or, with --dev, Vite's dev
 * server behind its guard (scripts/lib/vite-security.ts). Seeds the demo data on first
 * start through the app's own internal `seed:run`, runs the data migrations
 * (`migrations:runAll`, a no-op once done), and prints the URL once the app
 * answers. A mail catcher (maildev: SMTP 1025, web inbox 1080, scripts/lib/
 * mail-catcher.ts) runs beside them; the deployment's SMTP_URL and MAIL_FROM
 * point at it, so every email the app sends lands in that inbox. Ctrl-C stops
 * everything.
 *
 *   npm start -- [--port 3210] [--site-port 3211] [--web-port 5173] [--data-dir <dir>]
 *                [--mail-smtp-port 1025] [--mail-web-port 1080] [--reset] [--dev]
 *   (or LOCAL_BACKEND_PORT, LOCAL_BACKEND_SITE_PORT, WEB_PORT, BUILDMATES_DATA_DIR,
 *    MAIL_SMTP_PORT, MAIL_WEB_PORT)
 *   (tests also pass --convex-dir; default convex/)
 */
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  BundleError,
  chooseDataDir,
  prepareDataDir,
  type RunningBackend,
  StartupError,
  startBackend,
} from "../local-backend/index";
import {
  DEFAULT_MAIL_SMTP_PORT,
  DEFAULT_MAIL_WEB_PORT,
  LOCAL_MAIL_FROM,
  type MailCatcher,
  startMailCatcher,
} from "./lib/mail-catcher.ts";
import { startWebApp, type WebApp } from "./lib/web-app.ts";
import { ensureWebBuild } from "./lib/web-build.ts";

const root = resolve(import.meta.dirname, "..");
const HOST = "127.0.0.1";

function fail(message: string): never {
  console.error(`\n  npm start: ${message}\n`);
  process.exit(1);
}

function parsePort(
  value: string | undefined,
  fallback: number,
  flag: string,
): number {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(`${flag} must be a port number (1-65535), got "${value}".`);
  return port;
}

/** Resolves if nothing listens on host:port; the probe is closed again at once. */
function checkPortFree(
  port: number,
  what: string,
  flag: string,
): Promise<void> {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once("error", (e: NodeJS.ErrnoException) => {
      fail(
        e.code === "EADDRINUSE"
          ? `port ${port} (${what}) is already in use. Stop the process using it, or pick another port with ${flag}.`
          : `cannot use port ${port} (${what}): ${e.message}`,
      );
    });
    probe.listen(port, HOST, () => probe.close(() => resolvePort()));
  });
}

let options;
try {
  options = parseArgs({
    options: {
      port: { type: "string" },
      "site-port": { type: "string" },
      "web-port": { type: "string" },
      "mail-smtp-port": { type: "string" },
      "mail-web-port": { type: "string" },
      reset: { type: "boolean", default: false },
      "data-dir": { type: "string" },
      "convex-dir": { type: "string" },
      dev: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  }).values;
} catch (e) {
  fail((e as Error).message);
}
if (options.help) {
  console.info(
    "Usage: npm start -- [--port 3210] [--site-port 3211] [--web-port 5173] [--data-dir <dir>] [--mail-smtp-port 1025] [--mail-web-port 1080] [--reset] [--dev]",
  );
  process.exit(0);
}
const env = process.env;
const port = parsePort(options.port ?? env.LOCAL_BACKEND_PORT, 3210, "--port");
const sitePort = parsePort(
  options["site-port"] ?? env.LOCAL_BACKEND_SITE_PORT,
  3211,
  "--site-port",
);
const webPort = parsePort(
  options["web-port"] ?? env.WEB_PORT,
  5173,
  "--web-port",
);
const mailSmtpPort = parsePort(
  options["mail-smtp-port"] ?? env.MAIL_SMTP_PORT,
  DEFAULT_MAIL_SMTP_PORT,
  "--mail-smtp-port",
);
const mailWebPort = parsePort(
  options["mail-web-port"] ?? env.MAIL_WEB_PORT,
  DEFAULT_MAIL_WEB_PORT,
  "--mail-web-port",
);
if (new Set([port, sitePort, webPort, mailSmtpPort, mailWebPort]).size < 5)
  fail(
    "--port, --site-port, --web-port, --mail-smtp-port and --mail-web-port must differ.",
  );

await checkPortFree(port, "backend", "--port");
await checkPortFree(sitePort, "backend HTTP actions", "--site-port");
await checkPortFree(webPort, "web app", "--web-port");
await checkPortFree(mailSmtpPort, "mail catcher SMTP", "--mail-smtp-port");
await checkPortFree(mailWebPort, "mail catcher inbox", "--mail-web-port");

const webUrl = `http://${HOST}:${webPort}`;
const dataChoice = chooseDataDir(options["data-dir"], root);
const dataDir = dataChoice.dataDir;
try {
  const note = prepareDataDir(dataChoice, root);
  if (note) console.info(`  ${note}`);
} catch (e) {
  fail((e as Error).message);
}
// The production build is made before the backend starts: a build that fails stops
// here, and Vite's build (which sets NODE_ENV for its run) never runs beside functions.
const backendUrl = `http://${HOST}:${port}`;
let buildDir: string | undefined;
if (!options.dev) {
  try {
    ({ dir: buildDir } = await ensureWebBuild({
      root,
      backendUrl,
      log: (line) => console.info(`  ${line}`),
    }));
  } catch (e) {
    fail((e as Error).message);
  }
}

let mail: MailCatcher;
try {
  mail = await startMailCatcher({
    host: HOST,
    smtpPort: mailSmtpPort,
    webPort: mailWebPort,
  });
} catch (e) {
  fail(`could not start the mail catcher: ${(e as Error).message}`);
}

const convexDir = resolve(options["convex-dir"] ?? join(root, "convex"));
const seededMarker = join(dataDir, "seeded");
const firstRun = options.reset || !existsSync(join(dataDir, "db.sqlite3"));
if (options.reset) rmSync(seededMarker, { force: true });
let backend: RunningBackend;
try {
  backend = await startBackend({
    convexDir,
    dataDir,
    port,
    sitePort,
    host: HOST,
    reset: options.reset,
    watch: true,
    // Auth redirects go to the web app; its origins may open the sync socket.
    // Mail goes to the mail catcher.
    env: {
      SITE_URL: webUrl,
      SMTP_URL: mail.smtpUrl,
      MAIL_FROM: LOCAL_MAIL_FROM,
      // Moderators by email (convex/model/operators.ts), from the shell.
      ...(process.env.OPERATOR_EMAILS
        ? { OPERATOR_EMAILS: process.env.OPERATOR_EMAILS }
        : {}),
    },
    allowedOrigins: [webUrl, `http://localhost:${webPort}`],
  });
} catch (e) {
  await mail.stop();
  if (e instanceof StartupError || e instanceof BundleError) fail(e.message);
  throw e;
}
if (firstRun) console.info(`  Created the local deployment in ${dataDir}`);

if (!existsSync(seededMarker)) {
  if (backend.backend.hasFunction("seed:run")) {
    try {
      await backend.runFunction("seed:run", {}, { allowInternal: true });
      writeFileSync(seededMarker, `${new Date().toISOString()}\n`);
      console.info("  Inserted the demo data (convex/seed.ts).");
    } catch (e) {
      console.error(
        `  Seeding failed (the app still starts): ${(e as Error).message}`,
      );
    }
  } else {
    console.info("  No demo data: convex/seed.ts does not export `run` yet.");
  }
}

// Data migrations (convex/migrations.ts), on every start: the migrations
// component records each one done, so after the first start this skips them
// all. Later batches run in the background through the scheduler.
if (backend.backend.hasFunction("migrations:runAll")) {
  try {
    await backend.runFunction("migrations:runAll", {}, { allowInternal: true });
  } catch (e) {
    console.error(
      `  Migrations failed (the app still starts): ${(e as Error).message}`,
    );
  }
}

let web: WebApp | undefined;
let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error("  npm start: shutdown took too long; exiting.");
    process.exit(1);
  }, 10_000).unref();
  await web?.stop();
  await backend.stop();
  await mail.stop();
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  // One Ctrl-C can arrive twice (the terminal signals the whole process group and tsx
  // relays it too), so repeats are ignored; a stuck shutdown is cut off after 10 s.
  process.on(signal, () => void shutdown(0));
}

try {
  web = await startWebApp({
    root,
    buildDir,
    host: HOST,
    port: webPort,
    backendUrl: backend.url,
    dataDir,
    log: (line) => console.info(`  ${line}`),
  });
} catch (e) {
  console.error(`\n  npm start: ${(e as Error).message}\n`);
  await shutdown(1);
}
web?.onExit((code, signal) => {
  // Ctrl-C in a terminal reaches Vite too; that is a normal stop.
  if (signal === "SIGINT" || signal === "SIGTERM" || code === 0) {
    void shutdown(0);
    return;
  }
  console.error(
    `  npm start: the web app exited (${signal ?? `code ${code}`}); stopping the backend.`,
  );
  void shutdown(code ?? 1);
});

// Print the URL once the web app answers, so it works when clicked.
for (let waited = 0; !stopping && waited < 60_000; waited += 100) {
  const up = await fetch(webUrl).then(
    () => true,
    () => false,
  );
  if (up) break;
  await new Promise((r) => setTimeout(r, 100));
}
if (!stopping) {
  console.info(`
    Buildmates is running.

      App:      ${webUrl}/
      Backend:  ${backend.url}  (HTTP actions ${backend.siteUrl})
      Mail:     ${mail.webUrl}/  (every email the app sends; SMTP ${mail.smtpUrl})
      Data:     ${dataDir}

    Press Ctrl-C to stop.
  `);
}
