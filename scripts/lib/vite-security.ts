/**
 * The Vite side of web serving security (vite.config.ts uses it):
 * - dev server: a guard in front of every Vite middleware that answers 404 for secrets
 *   and repo internals (Vite serves the repo root, so this is its main wall; the
 *   config's `server.fs.deny` is the second), and the security headers on every
 *   response, with the dev allowances described in security-headers.ts;
 * - `vite preview`: the same guard and headers as the static server;
 * - build: the `_headers` file for a static host, and a check that the built
 *   index.html holds no inline script (the CSP would block it).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import type { Connect, Plugin, ResolvedConfig, ViteDevServer } from "vite";
import { isSecretPath, parseRequestPath } from "./request-path.ts";
import {
  DEFAULT_BACKEND_URL,
  securityHeaders,
  staticHostHeadersFile,
} from "./security-headers.ts";

/**
 * For `server.fs.deny`: Vite's defaults (the option replaces them) plus the local
 * backend's files. Patterns without a slash match a file name anywhere.
 */
export function devFsDeny(): string[] {
  const dataDir = process.env.BUILDMATES_DATA_DIR;
  return [
    ".env",
    ".env.*",
    "*.{crt,pem,key,p12,pfx,cer,der}",
    ".npmrc",
    ".yarnrc.yml",
    "**/.git/**",
    "**/.data/**",
    "*.sqlite3*",
    "*.db",
    "env.json",
    ...(dataDir ? [`${resolve(dataDir).split(sep).join("/")}/**`] : []),
  ];
}

/** Repo directories no browser code comes from: never served in dev. */
const INTERNAL_DIRS = new Set([
  "local-backend",
  "scripts",
  "tests",
  "bench",
  "docs",
  "dist",
  "coverage",
  "test-results",
  "playwright-report",
  "blob-report",
]);
const INTERNAL_FILES = new Set(["package.json", "package-lock.json"]);

/** Vite serves pre-bundled deps from node_modules/.vite (and pnpm's store). */
const allowDepsDot =
  (segments: readonly string[]) => (seg: string, i: number) =>
    (seg === ".vite" || seg === ".pnpm") && segments[i - 1] === "node_modules";

function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/**
 * True if Vite's dev server must not answer this request target. A `/@fs/<abs>` target
 * is judged by its path inside the root (or from its last node_modules on), so a
 * checkout that itself lives under a dot directory still works.
 */
export function isDeniedInDev(
  target: string | undefined,
  root: string,
  deniedDirs: readonly string[],
): boolean {
  const parsed = parseRequestPath(target);
  if (!parsed.ok) return true;
  const fs = parsed.path.startsWith("/@fs/");
  const abs = fs ? resolve(parsed.path.slice(4)) : join(root, parsed.path);
  if (deniedDirs.some((dir) => inside(dir, abs))) return true;
  let segments: string[];
  if (inside(root, abs)) {
    segments = relative(root, abs).split(sep);
  } else {
    const all = abs.split(sep);
    const deps = all.lastIndexOf("node_modules");
    segments = deps >= 0 ? all.slice(deps) : all;
  }
  if (isSecretPath(segments, allowDepsDot(segments))) return true;
  if (inside(root, abs) && INTERNAL_DIRS.has(segments[0] ?? "")) return true;
  return INTERNAL_FILES.has(segments[segments.length - 1] ?? "");
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
  res.end("Not found");
}

/** The sha256 CSP sources of every inline <script> in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!)) continue;
    hashes.push(
      `sha256-${createHash("sha256").update(m[2]!).digest("base64")}`,
    );
  }
  return hashes;
}

function backendUrl(config: ResolvedConfig): string {
  return (
    (config.env.VITE_CONVEX_URL as string | undefined) ?? DEFAULT_BACKEND_URL
  );
}

function devServer(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "buildmates:web-security-dev",
    apply: "serve",
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server: ViteDevServer) {
      const root = config.root;
      const dataDir = process.env.BUILDMATES_DATA_DIR;
      const denied = [
        join(root, ".data"),
        ...(dataDir ? [resolve(dataDir)] : []),
      ];
      // The inline scripts of the dev HTML (the React refresh preamble) do not depend on
      // the request; hashed once, from index.html as Vite transforms it.
      let hashes: Promise<string[]> | undefined;
      const devHashes = () =>
        (hashes ??= server
          .transformIndexHtml(
            "/",
            readFileSync(join(root, "index.html"), "utf8"),
          )
          .then(inlineScriptHashes));
      const guard: Connect.NextHandleFunction = (req, res, next) => {
        if (isDeniedInDev(req.url, root, denied)) return notFound(res);
        devHashes().then(
          (scriptHashes) => {
            const port = server.config.server.port;
            const headers = securityHeaders({
              backendUrl: backendUrl(config),
              dev: {
                scriptHashes,
                connect: [`ws://127.0.0.1:${port}`, `ws://localhost:${port}`],
              },
            });
            for (const [name, value] of Object.entries(headers))
              res.setHeader(name, value);
            next();
          },
          (e: unknown) => next(e),
        );
      };
      server.middlewares.use(guard);
    },
  };
}

function previewServer(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "buildmates:web-security-preview",
    apply: "serve",
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const headers = securityHeaders({ backendUrl: backendUrl(config) });
      server.middlewares.use(
        (req: IncomingMessage, res: ServerResponse, next: () => void) => {
          const parsed = parseRequestPath(req.url);
          if (
            !parsed.ok ||
            isSecretPath(parsed.segments) ||
            /(?:\.map|\/_headers|\/_redirects)$/.test(parsed.path)
          )
            return notFound(res);
          for (const [name, value] of Object.entries(headers))
            res.setHeader(name, value);
          next();
        },
      );
    },
  };
}

function buildOutput(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "buildmates:web-security-build",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        if (inlineScriptHashes(html).length > 0) {
          throw new Error(
            "index.html has an inline <script>: the Content-Security-Policy (script-src 'self') blocks it. Move it to a file.",
          );
        }
      },
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "_headers",
        source: staticHostHeadersFile({ backendUrl: backendUrl(config) }),
      });
    },
  };
}

export function webSecurity(): Plugin[] {
  return [devServer(), previewServer(), buildOutput()];
}
