/**
 * What the project's web ports serve (docs/SECURITY.md, "What the web ports serve"):
 * - the production build and the static server of `npm start` and the e2e suite:
 *   only the build's own files, never secrets, repo files, source maps or traversal;
 *   the security headers on every response; its precompressed copies by Accept-Encoding;
 * - Vite's dev server under the project's config (`npm run dev`): the data dir, env,
 *   git and SQLite files refused, inside the repo and out;
 * - the local backend's own ports: no data dir file by any path.
 * Requests go out raw (node:http), so `..` and odd spellings reach the servers as typed.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBackend, startBackend } from "../../local-backend/index";
import {
  inlineScriptHashes,
  isDeniedInDev,
} from "../../scripts/lib/vite-security";
import {
  contentSecurityPolicy,
  securityHeaders,
} from "../../scripts/lib/security-headers";
import { ensureWebBuild } from "../../scripts/lib/web-build";
import {
  type RunningWebServer,
  startWebServer,
} from "../../scripts/lib/web-server";

const root = resolve(import.meta.dirname, "../..");
const BACKEND_URL = "http://127.0.0.1:3999";
const MARKER = `sec-web-marker-${process.pid}-${Date.now()}`;
const temp = mkdtempSync(join(tmpdir(), "web-serving-test-"));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One raw request: the path is sent exactly as given. */
function raw(
  url: string,
  path: string,
  method = "GET",
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolvePromise, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolvePromise({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("latin1"),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the production build and its static server", () => {
  let buildDir: string;
  let site: string;
  let server: RunningWebServer;

  beforeAll(async () => {
    ({ dir: buildDir } = await ensureWebBuild({
      root,
      backendUrl: BACKEND_URL,
      cacheDir: join(temp, "cache"),
    }));
    // A copy of the build with everything that must never be served planted in it, so
    // the server's own rules are tested, not only what the build happens to hold.
    site = join(temp, "site");
    cpSync(buildDir, site, { recursive: true });
    const plant = (path: string, text = MARKER) => {
      mkdirSync(join(site, path, ".."), { recursive: true });
      writeFileSync(join(site, path), text);
    };
    plant(".data/local/env.json");
    plant(".git/config");
    plant(".env");
    plant(".env.local");
    plant("env.json");
    plant("env.json.br");
    plant("db.sqlite3");
    plant("db.sqlite3-wal");
    plant("assets/x.js.map");
    plant("secret.pem");
    symlinkSync(join(root, "package.json"), join(site, "assets", "link.js"));
    server = await startWebServer({
      dir: site,
      host: "127.0.0.1",
      port: 0,
      headers: securityHeaders({ backendUrl: BACKEND_URL }),
    });
  }, 120_000);

  afterAll(() => server?.close());

  it("has no source maps and no inline script; its _headers has the server's CSP", () => {
    const files = readdirSync(buildDir, { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith(".map"))).toEqual([]);
    const html = readFileSync(join(buildDir, "index.html"), "utf8");
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    const headersFile = readFileSync(join(buildDir, "_headers"), "utf8");
    expect(headersFile).toContain(
      `Content-Security-Policy: ${contentSecurityPolicy({ backendUrl: BACKEND_URL })}`,
    );
    expect(headersFile).toContain("X-Frame-Options: DENY");
  });

  it.each([
    "/.data/local/env.json",
    "/.git/config",
    "/.env",
    "/.env.local",
    "/env.json",
    "/env.json.br",
    "/db.sqlite3",
    "/db.sqlite3-wal",
    "/secret.pem",
    "/assets/x.js.map",
    "/assets/link.js",
    "/node_modules/convex/package.json",
    "/src/main.tsx",
    "/package.json",
    "/../package.json",
    "/%2e%2e/package.json",
    "/%2E%2E/%2e%2e/package.json",
    "/assets/..%2f..%2fpackage.json",
    "/assets/%2e%2e%2f%2e%2e%2fpackage.json",
    "/..%5cpackage.json",
    "/assets\\..\\..\\package.json",
    "/index.html%00.js",
    "/%2e/.data/local/env.json",
    "/vite.config.ts",
  ])("answers 404 for %s", async (path) => {
    const answer = await raw(server.url, path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(MARKER);
    expect(answer.body).not.toContain('"name": "buildmates"');
    expect(answer.headers["content-security-policy"]).toBeDefined();
  });

  it("answers 400 for a malformed path", async () => {
    expect((await raw(server.url, "/%E0%A4%A")).status).toBe(400);
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "answers 405 for %s",
    async (method) => {
      const answer = await raw(server.url, "/", method);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
    },
  );

  it("sends the security headers and serves index.html for routes only", async () => {
    const index = readFileSync(join(buildDir, "index.html"), "utf8");
    for (const path of [
      "/",
      "/projects",
      "/projects/abc/",
      "/dashboard?tab=x",
    ]) {
      const answer = await raw(server.url, path);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(index);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-cache");
      for (const [name, value] of Object.entries(
        securityHeaders({ backendUrl: BACKEND_URL }),
      )) {
        expect(answer.headers[name.toLowerCase()]).toBe(value);
      }
    }
    // A file-like path that is not in the build is missing, not the app.
    expect((await raw(server.url, "/assets/missing.js")).status).toBe(404);
    const head = await raw(server.url, "/projects", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });

  it("serves the build's files with their types, hashed assets for a year", async () => {
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(
      readFileSync(join(buildDir, "index.html"), "utf8"),
    )![1]!;
    const answer = await raw(server.url, script);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe(
      "text/javascript; charset=utf-8",
    );
    expect(answer.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    const icon = await raw(server.url, "/favicon.svg");
    expect(icon.headers["content-type"]).toBe("image/svg+xml");
    expect(icon.headers["cache-control"]).toBe("no-cache");
    // no-cache means revalidate: an unchanged file is a 304 without a body.
    const again = await raw(server.url, "/favicon.svg", "GET", {
      "If-None-Match": String(icon.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
  });

  it("holds brotli and gzip copies of its scripts, sent by Accept-Encoding with the same headers", async () => {
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(
      readFileSync(join(buildDir, "index.html"), "utf8"),
    )![1]!;
    const original = readFileSync(join(buildDir, script));
    for (const [accept, encoding, decompress] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const answer = await raw(server.url, script, "GET", {
        "Accept-Encoding": accept,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["content-type"]).toBe(
        "text/javascript; charset=utf-8",
      );
      expect(answer.headers["content-security-policy"]).toBeDefined();
      const body = Buffer.from(answer.body, "latin1");
      expect(body.length).toBeLessThan(original.length / 2);
      expect(decompress(body).equals(original)).toBe(true);
    }
    const plain = await raw(server.url, script);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Buffer.from(plain.body, "latin1").equals(original)).toBe(true);
  });
});

describe("Vite's dev server with the project's config", () => {
  // Throwaway secrets: one data dir inside the repo's .data (a fresh name, never a real
  // deployment's) and one outside the repo, named to the server as the data dir.
  const inRepo = join(root, ".data", `web-serving-test-${process.pid}`);
  const outside = join(temp, "data-dir");
  const savedDataDir = process.env.BUILDMATES_DATA_DIR;
  let vite: ViteDevServer;
  let url: string;

  beforeAll(async () => {
    for (const dir of [inRepo, outside]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "env.json"), `{"JWT_PRIVATE_KEY":"${MARKER}"}`);
      writeFileSync(join(dir, "db.sqlite3"), `SQLite format 3 ${MARKER}`);
      writeFileSync(join(dir, "db.sqlite3-wal"), MARKER);
      mkdirSync(join(dir, "storage"), { recursive: true });
      writeFileSync(join(dir, "storage", "blob"), MARKER);
    }
    process.env.BUILDMATES_DATA_DIR = outside;
    vite = await createServer({
      root,
      configFile: join(root, "vite.config.ts"),
      // Its own dependency cache: the shared one belongs to developers' servers.
      cacheDir: join(temp, "vite-cache"),
      server: { port: 0, strictPort: false, watch: null },
      logLevel: "silent",
    });
    await vite.listen();
    url = vite.resolvedUrls!.local[0]!;
  }, 60_000);

  afterAll(async () => {
    await vite?.close();
    rmSync(inRepo, { recursive: true, force: true });
    if (savedDataDir === undefined) delete process.env.BUILDMATES_DATA_DIR;
    else process.env.BUILDMATES_DATA_DIR = savedDataDir;
  });

  const inRepoName = `.data/web-serving-test-${process.pid}`;
  it.each([
    `/${inRepoName}/env.json`,
    `/${inRepoName}/env.json?raw`,
    `/${inRepoName}/env.json?import`,
    `/${inRepoName}/db.sqlite3`,
    `/${inRepoName}/db.sqlite3-wal`,
    `/${inRepoName}/storage/blob`,
    `/%2e${inRepoName.slice(1)}/env.json`,
    `/src/..%2f${inRepoName}/env.json`,
    `/src/%2e%2e/${inRepoName}/env.json`,
    `/@fs${root}/${inRepoName}/env.json`,
    "/@fs{outside}/env.json",
    "/@fs{outside}/db.sqlite3",
    "/@fs{outside}/storage/blob",
    "/.git",
    "/.git/config",
    "/.git/HEAD",
    "/.env",
    "/package.json",
    "/local-backend/cli.ts",
  ])("refuses %s", async (template) => {
    const path = template.replace("{outside}", outside);
    const answer = await raw(url, path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(MARKER);
    expect(answer.body).not.toContain("gitdir");
    expect(answer.body).not.toContain("[core]");
  });

  it("sends the security headers, allowing only the dev HTML's own inline script", async () => {
    const answer = await raw(url, "/");
    expect(answer.status).toBe(200);
    const csp = String(answer.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!.split(" ");
    const hashes = inlineScriptHashes(answer.body);
    expect(hashes.length).toBeGreaterThan(0); // the React refresh preamble
    expect(scriptSrc).toEqual(["'self'", ...hashes.map((h) => `'${h}'`)]);
    expect(csp).toContain(`connect-src 'self' http://127.0.0.1:3210`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe(
      "strict-origin-when-cross-origin",
    );
    // The app's own sources are what the dev server is for.
    expect((await raw(url, "/src/main.tsx")).status).toBe(200);
  });

  it("judges secret names anywhere in the tree, and lets Vite reach its deps cache", () => {
    const denied = (path: string) => isDeniedInDev(path, root, []);
    expect(denied("/src/x.sqlite3")).toBe(true);
    expect(denied("/public/env.json")).toBe(true);
    expect(denied("/src/nested/db.sqlite3-shm")).toBe(true);
    expect(denied("/public/.env.production")).toBe(true);
    expect(denied(`/@fs${root}/.env`)).toBe(true);
    expect(denied("/%E0%A4%A")).toBe(true);
    expect(denied("/node_modules/.vite/deps/react.js?v=1")).toBe(false);
    expect(denied("/@fs/elsewhere/node_modules/.vite/deps/react.js")).toBe(
      false,
    );
    expect(denied("/@fs/home/someone/.ssh/id_rsa")).toBe(true);
    expect(denied("/src/app/app.tsx")).toBe(false);
  });
});

describe("the local backend's ports", () => {
  let backend: RunningBackend;
  let secrets: string[];
  const dataDir = join(temp, "backend-data");

  beforeAll(async () => {
    backend = await startBackend({
      convexDir: join(root, "convex"),
      dataDir,
      port: 0,
      sitePort: 0,
    });
    const env = JSON.parse(readFileSync(join(dataDir, "env.json"), "utf8")) as {
      vars: { JWT_PRIVATE_KEY: string };
      storageSecret: string;
    };
    // A line from the middle of the private key (PEM, newlines as spaces), and the
    // upload secret.
    const keyLines = env.vars.JWT_PRIVATE_KEY.split(/\s+/);
    secrets = [keyLines[Math.floor(keyLines.length / 2)]!, env.storageSecret];
    expect(secrets.every((s) => s.length > 16)).toBe(true);
  }, 60_000);

  afterAll(() => backend?.stop());

  it.each([
    "/env.json",
    "/db.sqlite3",
    "/db.sqlite3-wal",
    "/storage",
    "/api/storage/..%2fenv.json",
    "/api/storage/..%2f..%2fenv.json",
    "/api/storage/%2e%2e%2fenv.json",
    "/api/storage/%2e%2e/env.json",
    "/api/storage/../env.json",
    "/api/storage/..%5cenv.json",
    "/api/storage/..%2fdb.sqlite3",
    "/http/..%2fenv.json",
    "/../env.json",
  ])("serves no data dir file at %s", async (path) => {
    for (const base of [backend.url, backend.siteUrl]) {
      const answer = await raw(base, path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      for (const secret of secrets) expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toContain("SQLite format 3");
    }
  });
});
