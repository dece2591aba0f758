/**
 * The app's own convex/ on a fresh local backend, in this process, for the
 * matching benchmarks: users signed up through `auth:signIn`, public functions
 * called as them in-process (as a client would call them, `fromClient`), each
 * call with its time and its transaction's usage (documents, bytes, index
 * ranges read).
 *
 * Bench-only modules (`benchAccounts`, bench/matching-accounts.ts, and the
 * `extraModules` given, e.g. batched loaders) are mounted beside the app's:
 * the backend runs on a temporary folder of symlinks to every entry of
 * convex/ plus those files, so nothing bench-only is ever added to convex/
 * (which deploys unchanged to Convex Cloud).
 */
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Value } from "convex/values";
import { startBackend, type RunningBackend } from "../local-backend";
import type { UserIdentity } from "../local-backend/src/isolate/call";
import type { TransactionUsage } from "../local-backend/src/database/meter";

process.env.LOCAL_BACKEND_QUIET = "1";

const ROOT = join(import.meta.dirname, "..");
const APP_CONVEX_DIR = join(ROOT, "convex");
const PASSWORD = "bench-matching-passphrase";

export type App = {
  backend: RunningBackend;
  cleanup: () => Promise<void>;
};

/** `extraModules`: module name (no extension) -> absolute path of its .ts file. */
export async function startApp(
  extraModules: Record<string, string> = {},
): Promise<App> {
  const convexDir = mkdtempSync(join(tmpdir(), "bench-convex-"));
  const temp = [convexDir];
  for (const entry of readdirSync(APP_CONVEX_DIR)) {
    symlinkSync(join(APP_CONVEX_DIR, entry), join(convexDir, entry));
  }
  const modules = {
    benchAccounts: join(import.meta.dirname, "matching-accounts.ts"),
    ...extraModules,
  };
  for (const [name, file] of Object.entries(modules)) {
    symlinkSync(file, join(convexDir, `${name}.ts`));
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bench-matching-"));
  temp.push(dataDir);
  const backend = await startBackend({
    convexDir,
    dataDir,
    port: 0,
    sitePort: 0,
  });
  return {
    backend,
    cleanup: async () => {
      await backend.stop();
      for (const dir of temp) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Viewer = { userId: string; identity: UserIdentity };

type Tokens = { token: string; refreshToken: string } | null;

/**
 * Signs a new account up through the password provider, marks its email
 * verified (standing for the mailed code), then signs in (sign-up itself
 * returns no session: the form signs in next, as here).
 */
export async function signUp(
  app: App,
  account: { email: string; name: string; expertise: string[] },
): Promise<Viewer> {
  const signIn = (params: Record<string, Value>) =>
    app.backend.backend.runner.runAction(
      "auth:signIn",
      { provider: "password", params: { password: PASSWORD, ...params } },
      { auth: null, fromClient: true },
    );
  await signIn({ flow: "signUp", ...account });
  await runInternal(app, "benchAccounts:markVerified", {
    email: account.email,
  });
  const { value } = await signIn({ flow: "signIn", email: account.email });
  const token = (value as { tokens?: Tokens }).tokens?.token;
  if (token === undefined) throw new Error(`${account.email}: no token`);
  const identity = await app.backend.backend.validateToken(token);
  return { userId: identity.subject.split("|")[0]!, identity };
}

/**
 * The identity Convex Auth's token would carry for `userId` in `sessionId`,
 * for sessions a bench loader made without signing in (10,000 password hashes
 * would take most of an hour); `like` is a real signed-in identity to copy
 * the issuer from.
 */
export function identityFor(
  like: UserIdentity,
  userId: string,
  sessionId: string,
): Viewer {
  const subject = `${userId}|${sessionId}`;
  return {
    userId,
    identity: {
      tokenIdentifier: `${like.issuer}|${subject}`,
      issuer: like.issuer,
      subject,
    },
  };
}

export type Call<T = Value> = {
  value: T;
  ms: number;
  usage: TransactionUsage;
};

/** A public query or mutation as `viewer` (null: signed out), timed, with its usage. */
export async function call<T = Value>(
  app: App,
  kind: "query" | "mutation",
  path: string,
  args: Record<string, Value>,
  viewer: Viewer | null,
): Promise<Call<T>> {
  const runner = app.backend.backend.runner;
  const opts = { auth: viewer?.identity ?? null, fromClient: true };
  const start = performance.now();
  const result =
    kind === "query"
      ? await runner.runQuery(path, args, opts)
      : await runner.runMutation(path, args, opts);
  const ms = performance.now() - start;
  return { value: result.value as T, ms, usage: result.usage! };
}

/** An internal function (bench loaders), with no identity. */
export async function runInternal<T = Value>(
  app: App,
  path: string,
  args: Record<string, Value>,
): Promise<T> {
  return (await app.backend.runFunction(path, args, {
    allowInternal: true,
  })) as T;
}
