/**
 * Live sync in a real browser: a page using the unmodified `ConvexReactClient` and
 * `useQuery` shows another client's write without a reload. The spec runs its own
 * local backend (tests/sync/convex fixture) and serves a standalone page
 * (tests/sync/page), so it does not depend on the app's UI.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { build } from "esbuild";
import { startBackend, type RunningBackend } from "../../local-backend";

const here = import.meta.dirname;
const send = makeFunctionReference<
  "mutation",
  { channel: string; body: string },
  string
>("messages:send");

let dir: string;
let server: Server;
let pageOrigin: string;
let backend: RunningBackend;

test.beforeAll(async () => {
  process.env.LOCAL_BACKEND_QUIET = "1";
  dir = mkdtempSync(join(tmpdir(), "live-sync-e2e-"));
  await build({
    entryPoints: [resolve(here, "../sync/page/main.ts")],
    outfile: join(dir, "main.js"),
    bundle: true,
    format: "esm",
    platform: "browser",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const script = readFileSync(join(dir, "main.js"));
  server = createServer((req, res) => {
    if (req.url === "/main.js") {
      res.writeHead(200, { "Content-Type": "text/javascript" });
      res.end(script);
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end(
      '<!doctype html><html lang="en"><title>live sync</title><div id="root"></div><script type="module" src="/main.js"></script></html>',
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  pageOrigin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  backend = await startBackend({
    convexDir: resolve(here, "../sync/convex"),
    dataDir: join(dir, "data"),
    port: 0,
    sitePort: 0,
    allowedOrigins: [pageOrigin],
  });
});

test.afterAll(async () => {
  await backend?.stop();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  rmSync(dir, { recursive: true, force: true });
});

test("a ConvexReactClient page shows another client's write live", async ({
  page,
}) => {
  await page.goto(
    `${pageOrigin}/?backend=${encodeURIComponent(backend.url)}&channel=e2e`,
  );
  await expect(page.getByText("0 messages")).toBeVisible();

  const writer = new ConvexHttpClient(backend.url, { logger: false });
  await writer.mutation(send, {
    channel: "e2e",
    body: "hello from another client",
  });

  const list = page.getByRole("list", { name: "messages" });
  await expect(list.getByRole("listitem")).toHaveText([
    "hello from another client",
  ]);
  await expect(page.getByText("1 messages")).toBeVisible();
});
