/**
 * Shared by the tests/security/auth-*.test.ts suites: the app's real convex/
 * folder on the local backend (one per test file: vitest runs each file in its
 * own worker), reached with the real ConvexHttpClient, as an attacker would.
 */
import { makeFunctionReference } from "convex/server";
import { type AppBackend, httpClient } from "./app-backend";

// The app's functions are referenced by name: these suites import nothing from convex/.
export type Tokens = { token: string; refreshToken: string };
export type SignInResult = { tokens?: Tokens | null };
export const authApi = {
  signIn: makeFunctionReference<
    "action",
    Record<string, unknown>,
    SignInResult
  >("auth:signIn"),
  signOut: makeFunctionReference<"action", Record<string, never>, null>(
    "auth:signOut",
  ),
};
export type Profile = { name: string; email: string } | null;
export const appApi = {
  me: makeFunctionReference<"query", Record<string, never>, Profile>(
    "profiles:me",
  ),
  updateProfile: makeFunctionReference<"mutation", { bio?: string }, null>(
    "profiles:update",
  ),
  listProjects: makeFunctionReference<
    "query",
    { paginationOpts: { numItems: number; cursor: string | null } },
    { page: unknown[] }
  >("projects:list"),
};

export { type AppBackend, httpClient, startAppBackend } from "./app-backend";

/** What a call answered: its value, or the `data` of the ConvexError it threw. */
export type Outcome = { value: unknown } | { error: unknown };

export async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await promise };
  } catch (error) {
    const data = (error as { data?: unknown }).data;
    if (data === undefined) throw error;
    return { error: data };
  }
}

/** The error code an outcome carries, or "ok". */
export function codeOf(result: Outcome): string {
  if ("value" in result) return "ok";
  return String((result.error as { code?: unknown }).code);
}

/** A device id as the browser makes one: 32 random bytes, base64url. */
export function newDeviceId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString(
    "base64url",
  );
}

let counter = 0;
/** An email nobody has used in this backend. */
export function freshEmail(name: string): string {
  counter += 1;
  return `${name}.${process.pid}.${counter}@security.test`;
}

export function signInWith(
  url: string,
  params: { email: string; password: string; device?: string },
): Promise<SignInResult> {
  return httpClient(url).action(authApi.signIn, {
    provider: "password",
    params: { flow: "signIn", ...params },
  });
}

export function signUpWith(
  url: string,
  params: { email: string; password: string; name?: string },
): Promise<SignInResult> {
  return httpClient(url).action(authApi.signIn, {
    provider: "password",
    params: { flow: "signUp", name: "Security Tester", ...params },
  });
}

/**
 * Signs up (whatever sign-up answers), marks the email verified as its mailed
 * code would (admin `passwordAuth:markVerified`), then signs in: the tokens
 * of a new account.
 */
export async function newAccount(
  backend: AppBackend,
  params: { email: string; password: string; device?: string },
): Promise<Tokens> {
  const { url } = backend;
  await signUpWith(url, { email: params.email, password: params.password });
  await backend.runFunction(
    "passwordAuth:markVerified",
    { email: params.email },
    { allowInternal: true },
  );
  const { tokens } = await signInWith(url, params);
  if (!tokens) throw new Error(`no tokens for ${params.email}`);
  return tokens;
}
