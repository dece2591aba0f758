/**
 * The static server for the built web app: what `npm start` and the Playwright suite
 * serve, with the same headers a static host gets from the build's `_headers`.
 *
 * Written on node:http rather than with a static-file package: none is a dependency of
 * the project, and the rules here are few and strict. The build directory is read once
 * at start into a table of URL path -> file; a request is answered from that table or
 * by the SPA fallback, and a request path never reaches the file system, so no
 * spelling of a path can escape the directory. Only regular files are taken (no
 * symlinks), and never dotfiles, dot directories, source maps, the static host's own
 * `_headers`/`_redirects`, or a secret-bearing name (request-path.ts).
 *
 * A file's precompressed copies (`<file>.br`, `<file>.gz`, written by the build:
 * precompress.ts) are not files of their own URL but its encodings: a request that
 * accepts one (Accept-Encoding: br preferred, then gzip) gets it, with
 * `Content-Encoding`, its own ETag and the file's type and caching; any other request
 * gets the file. Either answer says `Vary: Accept-Encoding`.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { extname, join } from "node:path";
import { chooseEncoding } from "./accept-encoding.ts";
import { type ContentEncoding, PRECOMPRESSED } from "./precompress.ts";
import { isSecretPath, parseRequestPath } from "./request-path.ts";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from "./security-headers.ts";

interface Body {
  body: Buffer;
  etag: string;
}

interface SiteFile extends Body {
  type: string;
  /** Its precompressed copies, by encoding. */
  encoded: Partial<Record<ContentEncoding, Body>>;
}

/** The build, as served: URL path ("/assets/index-abc.js") -> file. */
export type Site = Map<string, SiteFile>;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
};

/** Files of a build that are never served, even though they sit in its directory. */
const NOT_SERVED = new Set(["_headers", "_redirects"]);

/** Reads a build directory into a Site; throws if it has no index.html. */
export function loadSite(dir: string): Site {
  if (!existsSync(join(dir, "index.html")))
    throw new Error(
      `${dir} holds no web app build (no index.html); \`npm run build\` makes one in dist/.`,
    );
  const site: Site = new Map();
  const walk = (abs: string, url: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const name = entry.name;
      if (name.startsWith(".") || isSecretPath([name])) continue;
      if (entry.isDirectory()) {
        walk(join(abs, name), `${url}${name}/`);
      } else if (
        entry.isFile() &&
        !name.endsWith(".map") &&
        !NOT_SERVED.has(name)
      ) {
        site.set(`${url}${name}`, {
          ...bodyOf(readFileSync(join(abs, name))),
          type:
            TYPES[extname(name).toLowerCase()] ?? "application/octet-stream",
          encoded: {},
        });
      }
    }
  };
  walk(dir, "/");
  // A copy beside its file becomes that file's encoding; one without its file stays a
  // file of its own.
  for (const [path, file] of site) {
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const copy = site.get(`${path}${suffix}`);
      if (!copy) continue;
      file.encoded[encoding] = { body: copy.body, etag: copy.etag };
      site.delete(`${path}${suffix}`);
    }
  }
  return site;
}

function bodyOf(body: Buffer): Body {
  return {
    body,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  };
}

export interface WebResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** The request headers an answer depends on. */
export interface RequestHeaders {
  ifNoneMatch?: string;
  acceptEncoding?: string;
}

/**
 * The answer to one request, as a pure function of the site: a file of the build (or
 * its precompressed copy), the SPA fallback (index.html for a route path, i.e. no dot in
 * its last segment), or 404.
 */
export function respond(
  site: Site,
  method: string | undefined,
  target: string | undefined,
  request: RequestHeaders = {},
): WebResponse {
  if (method !== "GET" && method !== "HEAD") {
    return text(405, "Method not allowed", { Allow: "GET, HEAD" });
  }
  const parsed = parseRequestPath(target);
  if (!parsed.ok)
    return text(
      parsed.status,
      parsed.status === 400 ? "Bad request" : "Not found",
    );
  const { path, segments } = parsed;
  if (isSecretPath(segments)) return text(404, "Not found");
  const last = segments[segments.length - 1] ?? "";
  const key = path === "/" ? "/index.html" : path;
  const file =
    site.get(key) ?? (last.includes(".") ? undefined : site.get("/index.html"));
  if (!file) return text(404, "Not found");
  const encodings = Object.keys(file.encoded) as ContentEncoding[];
  const encoding = chooseEncoding(request.acceptEncoding, encodings);
  const sent = encoding ? file.encoded[encoding]! : file;
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    "Cache-Control": key.startsWith("/assets/")
      ? IMMUTABLE_CACHE
      : REVALIDATE_CACHE,
    ETag: sent.etag,
    ...(encoding ? { "Content-Encoding": encoding } : {}),
    ...(encodings.length > 0 ? { Vary: "Accept-Encoding" } : {}),
  };
  if (request.ifNoneMatch === sent.etag)
    return { status: 304, headers, body: "" };
  return { status: 200, headers, body: sent.body };
}

function text(
  status: number,
  body: string,
  headers: Record<string, string> = {},
): WebResponse {
  return {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
    body,
  };
}

export interface WebServerOptions {
  /** The build directory (index.html, assets/ ...). */
  dir: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Sent on every response: securityHeaders() for the backend the build talks to. */
  headers: Record<string, string>;
}

export interface RunningWebServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves a build; rejects with a clear message if the port is taken. */
export async function startWebServer(
  options: WebServerOptions,
): Promise<RunningWebServer> {
  const site = loadSite(options.dir);
  const server: Server = createServer(
    (req: IncomingMessage, res: ServerResponse) => {
      const answer = respond(site, req.method, req.url, {
        ifNoneMatch: req.headers["if-none-match"],
        acceptEncoding: req.headers["accept-encoding"],
      });
      const body =
        typeof answer.body === "string"
          ? Buffer.from(answer.body)
          : answer.body;
      res.writeHead(answer.status, {
        ...options.headers,
        ...answer.headers,
        ...(answer.status === 304
          ? {}
          : { "Content-Length": String(body.length) }),
      });
      res.end(req.method === "HEAD" ? undefined : body);
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) =>
      reject(
        new Error(
          e.code === "EADDRINUSE"
            ? `port ${options.port} (web app) is already in use.`
            : `cannot serve the web app on port ${options.port}: ${e.message}`,
        ),
      ),
    );
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://${options.host}:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
