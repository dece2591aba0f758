/**
 * The security headers of every page the project serves, built in one place so the
 * static server (`npm start`, Playwright), Vite's dev server (`npm run dev`) and the
 * `_headers` file written into the build for a static host never diverge.
 *
 * The policy: scripts only from the app's own origin (no inline script, no eval), the
 * network only to the app's origin and its Convex backend (its API, sync socket and HTTP
 * actions), images also from the backend (file storage URLs), no plugins, no framing, no
 * foreign form targets.
 */

/** The local backend's cloud URL, the build's default when VITE_CONVEX_URL is unset
 * (the same default as src/config/env.ts, which node code cannot import). */
export const DEFAULT_BACKEND_URL = "http://127.0.0.1:3210";

export interface BackendOrigins {
  /** e.g. http://127.0.0.1:3210 or https://happy-otter-123.convex.cloud */
  http: string;
  /** the sync socket's origin: ws://127.0.0.1:3210 or wss://happy-otter-123.convex.cloud */
  ws: string;
  /**
   * the HTTP actions' origin (src/config/env.ts httpActionsUrlOf): Convex Cloud's
   * https://happy-otter-123.convex.site, else the backend's own (its `/http/`)
   */
  site: string;
}

/** The origins the app talks to for a VITE_CONVEX_URL; a clear error for anything else. */
export function backendOrigins(backendUrl: string): BackendOrigins {
  let url: URL;
  try {
    url = new URL(backendUrl);
  } catch {
    throw new Error(
      `VITE_CONVEX_URL must be an http(s) URL, got "${backendUrl}".`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(
      `VITE_CONVEX_URL must be an http(s) URL, got "${backendUrl}".`,
    );
  }
  const ws = url.protocol === "https:" ? "wss:" : "ws:";
  const site = url.hostname.endsWith(".convex.cloud")
    ? url.origin.replace(/\.convex\.cloud(?=(:\d+)?$)/, ".convex.site")
    : url.origin;
  return { http: url.origin, ws: `${ws}//${url.host}`, site };
}

export interface DevAllowances {
  /** Vite's HMR socket, e.g. ws://127.0.0.1:5173 (the page's own origin, spelled out). */
  connect: string[];
  /** CSP hashes ('sha256-...') of the inline scripts Vite's dev HTML carries (the React
   * refresh preamble); never 'unsafe-inline'. */
  scriptHashes: string[];
}

export interface HeaderOptions {
  /** VITE_CONVEX_URL: the Convex deployment the app connects to. */
  backendUrl: string;
  /** Set only for Vite's dev server (see `contentSecurityPolicy`). */
  dev?: DevAllowances;
}

/**
 * The Content-Security-Policy value.
 *
 * style-src keeps 'unsafe-inline' because the app does not work without it. Checked in
 * Chromium under a strict `style-src 'self'`, three `<style>` elements are blocked:
 * sonner's toast stylesheet, inserted when it loads (toasts lose their position and
 * layout); react-remove-scroll's scroll lock, inserted by Radix dialogs, sheets, selects
 * and menus while open (the page scrolls behind a dialog), whose text carries the
 * measured scrollbar width, so no hash can cover it; and Radix Select's viewport rule.
 * A per-request nonce would cover them, but a static host cannot send one. Style
 * injection cannot run script; script-src stays 'self' only (zod's `new Function`
 * probe is switched off in src/config/zod.ts).
 *
 * In dev (Vite's dev server) the differences are: the inline React refresh preamble is
 * allowed by its hash, Vite's HMR socket is added to connect-src, and the same
 * style-src also covers the CSS Vite injects as `<style>` elements.
 */
export function contentSecurityPolicy(options: HeaderOptions): string {
  const backend = backendOrigins(options.backendUrl);
  const dev = options.dev;
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    [
      "script-src",
      ["'self'", ...(dev?.scriptHashes ?? []).map((h) => `'${h}'`)],
    ],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", backend.http]],
    ["font-src", ["'self'"]],
    [
      "connect-src",
      [
        "'self'",
        backend.http,
        backend.ws,
        backend.site,
        ...(dev?.connect ?? []),
      ],
    ],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ");
}

/** Browser features the app never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Every security header, for every response (HTML or not). */
export function securityHeaders(
  options: HeaderOptions,
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    // frame-ancestors for browsers that predate it.
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Hashed build assets never change under their name; everything else is revalidated. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "no-cache";

/**
 * A `_headers` file (Netlify and Cloudflare Pages format) with the same headers, for the
 * static host that serves the production build. The CSP names the backend the build was
 * made for, so the file is generated with the build (see vite-security.ts).
 */
export function staticHostHeadersFile(options: HeaderOptions): string {
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "# Generated by the build (scripts/lib/security-headers.ts); do not edit.",
    "/*",
    ...lines(securityHeaders(options)),
    // Only here: both hosts join the values of a header set by two matching rules, and
    // they already revalidate everything else by default.
    "/assets/*",
    ...lines({ "Cache-Control": IMMUTABLE_CACHE }),
    "",
  ].join("\n");
}
