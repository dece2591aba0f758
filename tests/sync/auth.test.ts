/**
 * Authentication over the socket with the real clients: `@convex-dev/auth`'s Password
 * flow against the app's own convex/ folder, and token expiry with test-signed tokens.
 */
import { ConvexHttpClient, type ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerMessage } from "../../local-backend/src/sync/protocol/messages";
import { api } from "./api";
import {
  APP_CONVEX_DIR,
  newClient,
  received,
  startTestBackend,
  testIssuer,
  type TestBackend,
  until,
  watch,
} from "./helpers";

type Tokens = { token: string; refreshToken: string } | null;
const auth = {
  signIn: makeFunctionReference<
    "action",
    {
      provider?: string;
      params?: Record<string, string>;
      refreshToken?: string;
    },
    { tokens?: Tokens }
  >("auth:signIn"),
  signOut: makeFunctionReference<"action", Record<string, never>, null>(
    "auth:signOut",
  ),
  isAuthenticated: makeFunctionReference<
    "query",
    Record<string, never>,
    boolean
  >("auth:isAuthenticated"),
};

/** Transitions received after `from` (an index into `received`). */
function transitionsSince(
  from: number,
): Extract<ServerMessage, { type: "Transition" }>[] {
  return received
    .slice(from)
    .flatMap(({ message }) => (message.type === "Transition" ? [message] : []));
}

describe("auth with @convex-dev/auth (app convex/)", () => {
  let backend: TestBackend;
  let client: ConvexClient;

  beforeAll(async () => {
    backend = await startTestBackend(APP_CONVEX_DIR);
    client = newClient(backend.url);
  }, 60_000);

  afterAll(async () => {
    await client.close();
    await backend.cleanup();
  });

  it("signs in over the socket, confirms the identity, refreshes, and signs out to anonymous in one Transition", async () => {
    const start = received.length;
    const authed = watch<boolean>(client, (c, on) =>
      c.onUpdate(auth.isAuthenticated, {}, on),
    );
    await until(
      () => authed.latest() !== undefined,
      "first isAuthenticated result",
    );
    expect(authed.latest()).toBe(false);

    // The React provider calls the signIn action over the socket. Signing up
    // signs nobody in: the new account then signs in.
    const credentials = {
      email: "ada@example.com",
      password: "correct horse battery",
    };
    await client.action(auth.signIn, {
      provider: "password",
      params: { ...credentials, flow: "signUp", name: "Ada Lovelace" },
    });
    // As the mailed code would (the code flows: convex/auth.email.test.ts).
    await backend.runFunction(
      "passwordAuth:markVerified",
      { email: credentials.email },
      { allowInternal: true },
    );
    const result = await client.action(auth.signIn, {
      provider: "password",
      params: { ...credentials, flow: "signIn" },
    });
    let tokens = result.tokens ?? null;
    const firstToken = tokens?.token;
    expect(tokens?.token).toEqual(expect.any(String));

    // ...then hands the client a token fetcher; a forced fetch uses the refresh token over HTTP.
    const http = new ConvexHttpClient(backend.url, { logger: false });
    const fetches: boolean[] = [];
    let refreshes = 0;
    const authChanges: boolean[] = [];
    client.setAuth(
      async ({ forceRefreshToken }) => {
        fetches.push(forceRefreshToken);
        if (forceRefreshToken && tokens) {
          const refreshed = await http
            .action(auth.signIn, { refreshToken: tokens.refreshToken })
            .catch(() => null); // the backend may already be stopping
          tokens = refreshed?.tokens ?? null;
          refreshes++;
        }
        return tokens?.token ?? null;
      },
      (isAuthenticated) => authChanges.push(isAuthenticated),
    );
    await until(
      () => authChanges.includes(true),
      "the server to confirm the token",
    );
    await until(
      () => authed.latest() === true,
      "isAuthenticated to become true",
    );
    // After confirming a stored token the client refreshes it; the fresh one is confirmed too.
    await until(() => refreshes > 0, "a forced refresh");
    // A fresh token (a new JWT unless issued within the same second) is confirmed by
    // the next identity bump.
    await until(
      () =>
        client.getAuth()?.token === tokens?.token &&
        (tokens?.token === firstToken ||
          transitionsSince(start).some((t) => t.endVersion.identity === 2)),
      "the refreshed token to be confirmed",
    );
    expect(authChanges).not.toContain(false);

    // Dropping the token: the identity change and the anonymous result arrive in
    // the same Transition. (Signed out first, the app's isAuthenticated would
    // already be false: it re-runs when the session is deleted.)
    const from = received.length;
    const lastToken = tokens!.token;
    tokens = null;
    client.client.clearAuth();
    await until(
      () => authed.latest() === false,
      "isAuthenticated to drop to false",
    );
    const bump = transitionsSince(from).find(
      (t) => t.endVersion.identity > t.startVersion.identity,
    );
    expect(bump?.modifications).toContainEqual(
      expect.objectContaining({ type: "QueryUpdated", value: false }),
    );
    const asBefore = new ConvexHttpClient(backend.url, { logger: false });
    asBefore.setAuth(lastToken);
    await asBefore.action(auth.signOut, {});
    expect(await asBefore.query(auth.isAuthenticated, {})).toBe(false);
    authed.stop();
  }, 60_000);
});

describe("token expiry (test-signed tokens)", () => {
  let backend: TestBackend;
  let client: ConvexClient;
  let issuer: Awaited<ReturnType<typeof testIssuer>>;

  beforeAll(async () => {
    issuer = await testIssuer();
    backend = await startTestBackend();
    client = newClient(backend.url);
  });

  afterAll(async () => {
    await client.close();
    await backend.cleanup();
  });

  it("answers a mutation under an expired token with AuthError; the client refreshes and the mutation runs once as the new identity", async () => {
    // No `iat`: the client cannot schedule its own refresh, so expiry reaches the server.
    const shortLived = await issuer.sign("alice", 2, false);
    const fresh = await issuer.sign("bob", 3600);
    const fetches: { force: boolean; at: number }[] = [];
    let expiredAt = Infinity;
    client.setAuth(({ forceRefreshToken }) => {
      fetches.push({ force: forceRefreshToken, at: Date.now() });
      return Promise.resolve(Date.now() >= expiredAt ? fresh : shortLived);
    });
    const me = watch<string | null>(client, (c, on) =>
      c.onUpdate(api.messages.whoami, {}, on),
    );
    await until(() => me.latest() === "alice", "alice's identity");

    const exp = (
      JSON.parse(
        Buffer.from(shortLived.split(".")[1]!, "base64url").toString(),
      ) as { exp: number }
    ).exp;
    await until(() => Date.now() >= exp * 1000, "the token to expire", 10_000);
    expiredAt = Date.now();

    await client.mutation(api.messages.send, {
      channel: "expiry",
      body: "after expiry",
    });
    expect(fetches.some((f) => f.force && f.at >= expiredAt)).toBe(true);
    await until(() => me.latest() === "bob", "bob's identity");
    const rows = await client.query(api.messages.list, { channel: "expiry" });
    expect(rows).toEqual([{ body: "after expiry", author: "bob" }]);
  }, 20_000);

  it("rejects an invalid token with AuthError and reports the client unauthenticated", async () => {
    const other = newClient(backend.url);
    const changes: boolean[] = [];
    other.setAuth(
      () => Promise.resolve("not-a-jwt"),
      (isAuthenticated) => changes.push(isAuthenticated),
    );
    await until(
      () => changes.includes(false),
      "the client to give up on the token",
    );
    // The socket keeps working anonymously.
    expect(await other.query(api.messages.whoami, {})).toBeNull();
    await other.close();
  });
});
