/** The local backend's cloud URL; `npm start` sets VITE_CONVEX_URL explicitly. */
export const LOCAL_CONVEX_URL = "http://127.0.0.1:3210";

/** The Convex deployment the app talks to (VITE_CONVEX_URL at build time). */
export const convexUrl: string =
  (import.meta.env.VITE_CONVEX_URL as string | undefined) ?? LOCAL_CONVEX_URL;

/**
 * Where a deployment serves its HTTP actions (convex/http.ts): on Convex
 * Cloud, the `.convex.site` twin of its `.convex.cloud` URL; on a local or
 * self-hosted backend, `/http` under its own URL. (scripts/lib/security-headers.ts
 * lets the page connect there.)
 */
export function httpActionsUrlOf(deploymentUrl: string): string {
  const url = new URL(deploymentUrl);
  if (url.hostname.endsWith(".convex.cloud")) {
    url.hostname = url.hostname.replace(/\.convex\.cloud$/, ".convex.site");
    return url.origin;
  }
  return `${url.origin}/http`;
}

/** The HTTP actions of the deployment the app talks to. */
export const httpActionsUrl: string = httpActionsUrlOf(convexUrl);
