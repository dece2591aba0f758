/**
 * The production web app alone, served as `npm start` serves it (same static server,
 * same headers): the Playwright suite's web server, and `npm run preview`.
 *
 *   tsx scripts/serve-web.ts [--port 4173] [--backend-url http://127.0.0.1:3210]
 *                            [--dir dist]
 *
 * Without --dir it builds the app for the backend URL (VITE_CONVEX_URL, cached like
 * `npm start`); with --dir it serves a build already made for that backend URL.
 * The backend URL defaults to $VITE_CONVEX_URL, else the local backend's.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  DEFAULT_BACKEND_URL,
  securityHeaders,
} from "./lib/security-headers.ts";
import { ensureWebBuild } from "./lib/web-build.ts";
import { startWebServer } from "./lib/web-server.ts";

const root = resolve(import.meta.dirname, "..");

function fail(message: string): never {
  console.error(`serve-web: ${message}`);
  process.exit(1);
}

let values;
try {
  values = parseArgs({
    options: {
      port: { type: "string", default: "4173" },
      host: { type: "string", default: "127.0.0.1" },
      "backend-url": { type: "string" },
      dir: { type: "string" },
    },
  }).values;
} catch (e) {
  fail((e as Error).message);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be a port number, got "${values.port}".`);
const backendUrl =
  values["backend-url"] ?? process.env.VITE_CONVEX_URL ?? DEFAULT_BACKEND_URL;

try {
  const dir = values.dir
    ? resolve(values.dir)
    : (
        await ensureWebBuild({
          root,
          backendUrl,
          log: (line) => console.info(`serve-web: ${line}`),
        })
      ).dir;
  const server = await startWebServer({
    dir,
    host: values.host,
    port,
    headers: securityHeaders({ backendUrl }),
  });
  console.info(`serve-web: ${dir} on ${server.url}/ (backend ${backendUrl})`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (e) {
  fail((e as Error).message);
}
