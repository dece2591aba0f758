/**
 * The conformance suite against the local backend, over its HTTP API.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { importPKCS8, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll } from "vitest";
import { type RunningBackend, startBackend } from "../../local-backend";
import { conformanceSuite, type Target } from "./suite";
import { type ActingIdentity, type AdminCalls } from "./suite-helpers";

type AdminAuth = {
  setAdminAuth(key: string, identity?: ActingIdentity): void;
};
type Call = <R>(f: unknown, args: unknown) => Promise<R>;

let backend: RunningBackend;
let dataDir: string;
let target: Target;

/** A token signed with the deployment's key: exactly `payload`'s claims. */
async function sign(payload: JWTPayload): Promise<string> {
  const env = JSON.parse(readFileSync(join(dataDir, "env.json"), "utf8")) as {
    vars: { JWT_PRIVATE_KEY: string };
  };
  const key = await importPKCS8(env.vars.JWT_PRIVATE_KEY, "RS256");
  return new SignJWT(payload).setProtectedHeader({ alg: "RS256" }).sign(key);
}

async function tokenFor(user: {
  subject: string;
  name: string;
}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return sign({
    name: user.name,
    sub: user.subject,
    iss: backend.siteUrl,
    aud: "convex",
    iat: now,
    exp: now + 3600,
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "conformance-"));
  backend = await startBackend({
    convexDir: join(import.meta.dirname, "convex"),
    dataDir,
    port: 0,
    sitePort: 0,
  });
  const client = new ConvexHttpClient(backend.url, { logger: false });
  const adminCalls = (key: string, identity?: ActingIdentity): AdminCalls => {
    const admin = new ConvexHttpClient(backend.url, { logger: false });
    // `setAdminAuth` is marked @internal, so convex's declarations leave it out.
    (admin as unknown as AdminAuth).setAdminAuth(key, identity);
    // The client sends any reference's path; its types only admit public ones.
    const calls = admin as unknown as Record<keyof AdminCalls, Call>;
    return {
      query: (f, args) => calls.query(f, args),
      mutation: (f, args) => calls.mutation(f, args),
      action: (f, args) => calls.action(f, args),
    };
  };
  target = {
    kind: "local",
    query: (f, args) => client.query(f, args),
    mutation: (f, args) => client.mutation(f, args),
    action: (f, args) => client.action(f, args),
    queryAs: async (user, f, args) => {
      const signedIn = new ConvexHttpClient(backend.url, { logger: false });
      signedIn.setAuth(await tokenFor(user));
      return signedIn.query(f, args);
    },
    asAdmin: (identity) => adminCalls(backend.adminKey, identity),
    withAdminKey: (key) => adminCalls(key),
    fetch: (path, init) => fetch(`${backend.siteUrl}${path}`, init),
    local: { url: backend.url, issuer: backend.siteUrl, sign },
  };
});

afterAll(async () => {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

conformanceSuite(() => target);
