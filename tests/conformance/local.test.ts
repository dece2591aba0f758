/**
 * The conformance suite against the local backend, over its HTTP API.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { importPKCS8, SignJWT } from "jose";
import { afterAll, beforeAll } from "vitest";
import { type RunningBackend, startBackend } from "../../local-backend";
import { conformanceSuite, type Target } from "./suite";

let backend: RunningBackend;
let dataDir: string;
let target: Target;

async function tokenFor(user: {
  subject: string;
  name: string;
}): Promise<string> {
  const env = JSON.parse(readFileSync(join(dataDir, "env.json"), "utf8")) as {
    vars: { JWT_PRIVATE_KEY: string };
  };
  const key = await importPKCS8(env.vars.JWT_PRIVATE_KEY, "RS256");
  return new SignJWT({ name: user.name })
    .setProtectedHeader({ alg: "RS256" })
    .setSubject(user.subject)
    .setIssuer(backend.siteUrl)
    .setAudience("convex")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
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
    fetch: (path, init) => fetch(`${backend.siteUrl}${path}`, init),
    url: backend.url,
  };
});

afterAll(async () => {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

conformanceSuite(() => target);
