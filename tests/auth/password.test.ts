/**
 * @convex-dev/auth password sign-up, sign-in, refresh and sign-out through
 * ConvexHttpClient against the app's real convex/ folder on the local backend
 * (the app's own "password" credentials provider, model/passwordProvider.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBackend, startBackend } from "../../local-backend";

// The app's functions are referenced by name: local-backend tests import nothing from convex/.
type Tokens = { token: string; refreshToken: string } | null;
type SignInResult = { tokens?: Tokens; redirect?: string };
const signIn = makeFunctionReference<
  "action",
  Record<string, unknown>,
  SignInResult
>("auth:signIn");
const signOut = makeFunctionReference<"action", Record<string, never>, null>(
  "auth:signOut",
);
const isAuthenticated = makeFunctionReference<
  "query",
  Record<string, never>,
  boolean
>("auth:isAuthenticated");
const store = makeFunctionReference<
  "mutation",
  Record<string, unknown>,
  unknown
>("auth:store");

let backend: RunningBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "auth-password-"));
  backend = await startBackend({
    convexDir: join(import.meta.dirname, "..", "..", "convex"),
    dataDir,
    port: 0,
    sitePort: 0,
  });
});

afterAll(async () => {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const client = (token?: string) => {
  const c = new ConvexHttpClient(backend.url, { logger: false });
  if (token) c.setAuth(token);
  return c;
};

function tokensOf(result: SignInResult): {
  token: string;
  refreshToken: string;
} {
  if (!result.tokens)
    throw new Error(`expected tokens, got ${JSON.stringify(result)}`);
  return result.tokens;
}

describe("@convex-dev/auth Password on the local backend", () => {
  const email = "ada@example.com";
  const password = "correct horse battery";

  it("signs up (signed out), signs in, refreshes and signs out", async () => {
    const signedUp = await client().action(signIn, {
      provider: "password",
      params: { email, password, flow: "signUp", name: "Ada Lovelace" },
    });
    expect(signedUp).toEqual({ tokens: null });
    // As the mailed code would (the code flows: convex/auth.email.test.ts).
    await backend.runFunction(
      "passwordAuth:markVerified",
      { email },
      { allowInternal: true },
    );

    const first = tokensOf(
      await client().action(signIn, {
        provider: "password",
        params: { email, password, flow: "signIn" },
      }),
    );
    const claims = decodeJwt(first.token);
    expect(claims.iss).toBe(backend.siteUrl);
    expect(claims.aud).toBe("convex");
    expect(claims.sub).toMatch(/^[0-9a-z]+\|[0-9a-z]+$/);

    expect(await client().query(isAuthenticated, {})).toBe(false);
    expect(await client(first.token).query(isAuthenticated, {})).toBe(true);

    const signedIn = tokensOf(
      await client().action(signIn, {
        provider: "password",
        params: { email, password, flow: "signIn" },
      }),
    );
    expect(decodeJwt(signedIn.token).sub).not.toBe(claims.sub);

    const refreshed = tokensOf(
      await client().action(signIn, { refreshToken: signedIn.refreshToken }),
    );
    expect(refreshed.refreshToken).not.toBe(signedIn.refreshToken);
    expect(decodeJwt(refreshed.token).sub).toBe(decodeJwt(signedIn.token).sub);
    expect(await client(refreshed.token).query(isAuthenticated, {})).toBe(true);

    await client(refreshed.token).action(signOut, {});
    // The session is gone: its refresh token no longer yields tokens, and its
    // access token no longer counts as signed in.
    const afterSignOut = await client().action(signIn, {
      refreshToken: refreshed.refreshToken,
    });
    expect(afterSignOut.tokens ?? null).toBeNull();
    expect(await client(refreshed.token).query(isAuthenticated, {})).toBe(
      false,
    );
    // The other session still refreshes.
    expect(
      tokensOf(
        await client().action(signIn, { refreshToken: first.refreshToken }),
      ).token,
    ).toBeTruthy();
  });

  it("rejects a wrong password; a duplicate sign-up signs nobody in", async () => {
    await expect(
      client().action(signIn, {
        provider: "password",
        params: { email, password: "wrong password", flow: "signIn" },
      }),
    ).rejects.toMatchObject({ data: { code: "INVALID_CREDENTIALS" } });
    for (const guess of [password, "another password"]) {
      expect(
        await client().action(signIn, {
          provider: "password",
          params: {
            email,
            password: guess,
            flow: "signUp",
            name: "Ada Again",
          },
        }),
      ).toEqual({ tokens: null });
    }
  });

  it("refuses an invalid token and keeps internal functions unreachable", async () => {
    await expect(
      client("not-a-jwt").query(isAuthenticated, {}),
    ).rejects.toThrow(/JWT/);
    await expect(
      client().mutation(store, { args: { type: "signOut" } }),
    ).rejects.toThrow(/Could not find public function for 'auth:store'/);
  });

  it("serves the OIDC discovery document and JWKS on the site URL", async () => {
    const discovery = (await (
      await fetch(`${backend.siteUrl}/.well-known/openid-configuration`)
    ).json()) as {
      issuer: string;
      jwks_uri: string;
    };
    expect(discovery.issuer).toBe(backend.siteUrl);
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as {
      keys: { kty: string }[];
    };
    expect(jwks.keys[0]?.kty).toBe("RSA");
  });
});
