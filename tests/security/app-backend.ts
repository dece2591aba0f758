/**
 * The app's own convex/ folder on a fresh local backend, seeded with the demo
 * data through `seed:run`, for suites that attack it the way a client would:
 * over HTTP with the real `convex` client and real sign-in tokens.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { type RunningBackend, startBackend } from "../../local-backend";

/** Every demo account signs in with this password (README). */
export const DEMO_PASSWORD = "buildmates-demo";

const signInRef = makeFunctionReference<
  "action",
  Record<string, unknown>,
  { tokens?: { token: string; refreshToken: string } | null }
>("auth:signIn");

export type AppBackend = {
  backend: RunningBackend;
  /** A client, signed in when given a token. */
  client: (token?: string) => ConvexHttpClient;
  /** Signs a demo account in and returns its access token. */
  signIn: (email: string, password?: string) => Promise<string>;
  stop: () => Promise<void>;
};

export async function startAppBackend(): Promise<AppBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), "security-app-"));
  const backend = await startBackend({
    convexDir: join(import.meta.dirname, "..", "..", "convex"),
    dataDir,
    port: 0,
    sitePort: 0,
  });
  await backend.runFunction("seed:run", {}, { allowInternal: true });
  const client = (token?: string) => {
    const c = new ConvexHttpClient(backend.url, { logger: false });
    if (token !== undefined) c.setAuth(token);
    return c;
  };
  return {
    backend,
    client,
    signIn: async (email, password = DEMO_PASSWORD) => {
      const result = await client().action(signInRef, {
        provider: "password",
        params: { email, password, flow: "signIn" },
      });
      if (!result.tokens) throw new Error(`${email} could not sign in`);
      return result.tokens.token;
    },
    stop: async () => {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
