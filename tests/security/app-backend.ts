/**
 * The one way the security suites start the app: its own convex/ folder on a
 * fresh local backend (free ports, a temp data dir), attacked the way a client
 * would, over HTTP and WebSocket with real tokens. One backend per test file
 * (vitest runs each file in its own worker).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { type RunningBackend, startBackend } from "../../local-backend";

export const APP_CONVEX_DIR = join(import.meta.dirname, "..", "..", "convex");

/** Every demo account signs in with this password (README). */
export const DEMO_PASSWORD = "buildmates-demo";

export type AppBackend = RunningBackend & { cleanup: () => Promise<void> };

/** Starts the app's backend; `seed` inserts the demo data through `seed:run`. */
export async function startAppBackend(
  options: { seed?: boolean } = {},
): Promise<AppBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), "security-app-"));
  const backend = await startBackend({
    convexDir: APP_CONVEX_DIR,
    dataDir,
    port: 0,
    sitePort: 0,
  });
  if (options.seed) {
    await backend.runFunction("seed:run", {}, { allowInternal: true });
  }
  return Object.assign(backend, {
    cleanup: async () => {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** A client of `url`, signed in when given a token. */
export function httpClient(url: string, token?: string): ConvexHttpClient {
  const client = new ConvexHttpClient(url, { logger: false });
  if (token !== undefined) client.setAuth(token);
  return client;
}

const signInRef = makeFunctionReference<
  "action",
  Record<string, unknown>,
  { tokens?: { token: string; refreshToken: string } | null }
>("auth:signIn");

/** Signs a (demo) account in and returns its access token. */
export async function signInToken(
  url: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const result = await httpClient(url).action(signInRef, {
    provider: "password",
    params: { email, password, flow: "signIn" },
  });
  if (!result.tokens) throw new Error(`${email} could not sign in`);
  return result.tokens.token;
}
