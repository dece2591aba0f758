/**
 * Conformance: how a refused `Authorization` header or token is reported, on each path
 * (HTTP API, HTTP actions, the sync socket's `Authenticate`). Codes and texts are
 * Convex's (crates/authentication/src/lib.rs, crates/local_backend/src/authentication.rs).
 * convex-test takes identities, not tokens, so these run against the local backend only.
 */
import { randomUUID } from "node:crypto";
import { type JWTPayload } from "jose";
import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { type GetTarget, type Target } from "./suite-helpers";

const NOT_A_JWT =
  "Could not parse JWT payload. Check that the token is a valid JWT format with three base64-encoded parts separated by dots.";
const MISSING_ISSUER =
  "Missing issuer claim ('iss') in JWT payload. The JWT must include an 'iss' claim that matches one of your configured auth providers.";
const NOT_AN_OIDC_TOKEN =
  "Could not parse as OIDC ID token. Token might not be an OIDC-compliant JWT.";
const OIDC_NOT_VERIFIED =
  "Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired.";
const noProvider = (issuer: string) =>
  `No auth provider found matching the given token. Check that your JWT's issuer and audience match one of your configured providers: [OIDC(domain=${issuer}, app_id=convex)]`;

type Local = NonNullable<Target["local"]>;

/** Claims of a valid token for auth.config's provider, `changes` applied. */
function claims(local: Local, changes: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: "ada",
    iss: local.issuer,
    aud: "convex",
    iat: now,
    exp: now + 3600,
    ...changes,
  };
}

/** `checks:whoami` over the HTTP API with this `Authorization` header. */
async function apiQuery(local: Local, authorization: string) {
  const response = await fetch(`${local.url}/api/query`, {
    method: "POST",
    headers: { "Content-Type": "application/json", authorization },
    body: JSON.stringify({ path: "checks:whoami", args: {}, format: "json" }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The first `AuthError` (or Transition) the socket answers an `Authenticate` with. */
async function authenticateOverSocket(local: Local, token: string) {
  const ws = new WebSocket(
    `${local.url.replace("http", "ws")}/api/1.48.0/sync`,
  );
  try {
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const answer = new Promise<Record<string, unknown>>((resolve) => {
      ws.on("message", (data: Buffer) => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        if (message.type === "AuthError" || message.type === "Transition")
          resolve(message);
      });
    });
    ws.send(
      JSON.stringify({
        type: "Connect",
        sessionId: randomUUID(),
        connectionCount: 0,
        lastCloseReason: null,
      }),
    );
    ws.send(
      JSON.stringify({
        type: "Authenticate",
        tokenType: "User",
        value: token,
        baseVersion: 0,
      }),
    );
    return await answer;
  } finally {
    ws.close();
  }
}

export function auth(t: GetTarget): void {
  describe("auth errors", () => {
    it("reports a malformed Authorization header as Convex's HTTP API does", async () => {
      const local = t().local;
      if (!local) return;
      expect(await apiQuery(local, "Basic abcdef")).toEqual({
        status: 400,
        body: { code: "InvalidAdminKey", message: "Invalid admin key" },
      });
      expect(await apiQuery(local, "abc")).toEqual({
        status: 400,
        body: {
          code: "InvalidHeaderFailure",
          message: "Invalid authentication header",
        },
      });
      expect(await apiQuery(local, "Convex some-admin-key")).toEqual({
        status: 401,
        body: {
          code: "BadAdminKey",
          message: "The provided admin key was invalid for this instance",
        },
      });
    });

    it("names each refused token's reason with Convex's code and text", async () => {
      const local = t().local;
      if (!local) return;
      const bearer = async (payload: JWTPayload) =>
        apiQuery(local, `Bearer ${await local.sign(payload)}`);
      expect(await apiQuery(local, "Bearer not-a-jwt")).toEqual({
        status: 401,
        body: { code: "InvalidAuthHeader", message: NOT_A_JWT },
      });
      expect(await bearer(claims(local, { iss: undefined }))).toEqual({
        status: 401,
        body: { code: "InvalidAuthHeader", message: MISSING_ISSUER },
      });
      const noProviderAnswer = {
        status: 401,
        body: { code: "NoAuthProvider", message: noProvider(local.issuer) },
      };
      expect(
        await bearer(claims(local, { iss: "https://elsewhere.example.com" })),
      ).toEqual(noProviderAnswer);
      expect(await bearer(claims(local, { aud: "other-app" }))).toEqual(
        noProviderAnswer,
      );
      // An OIDC ID token must carry iat (and exp, sub, aud) to parse at all.
      expect(await bearer(claims(local, { iat: undefined }))).toEqual({
        status: 401,
        body: { code: "InvalidAuthHeader", message: NOT_AN_OIDC_TOKEN },
      });
      const unverified = {
        status: 401,
        body: { code: "Unauthenticated", message: OIDC_NOT_VERIFIED },
      };
      const past = Math.floor(Date.now() / 1000) - 60;
      expect(await bearer(claims(local, { exp: past }))).toEqual(unverified);
      const token = await local.sign(claims(local));
      const forged = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
      expect(await apiQuery(local, `Bearer ${forged}`)).toEqual(unverified);
    });

    it("accepts an OIDC token issued in the future (Convex's OIDC verifier checks exp only)", async () => {
      const local = t().local;
      if (!local) return;
      const later = Math.floor(Date.now() / 1000) + 60;
      const answer = await apiQuery(
        local,
        `Bearer ${await local.sign(claims(local, { iat: later, nbf: later }))}`,
      );
      expect(answer).toMatchObject({
        status: 200,
        body: { status: "success", value: { subject: "ada", name: null } },
      });
    });

    it("makes an HTTP action's getUserIdentity throw for a malformed header or a refused token", async () => {
      const local = t().local;
      if (!local) return;
      const identity = async (authorization?: string): Promise<unknown> => {
        const response = await t().fetch("/identity", {
          headers: authorization ? { authorization } : {},
        });
        return (await response.json()) as unknown;
      };
      expect(await identity()).toEqual({ subject: null });
      expect(await identity("Basic abcdef")).toEqual({
        error: "Invalid admin key",
      });
      expect(await identity("Bearer not-a-jwt")).toEqual({ error: NOT_A_JWT });
      const token = await local.sign(claims(local));
      expect(await identity(`Bearer ${token}`)).toEqual({ subject: "ada" });
    });

    it("answers a refused Authenticate with AuthError carrying Convex's text", async () => {
      const local = t().local;
      if (!local) return;
      expect(await authenticateOverSocket(local, "not-a-jwt")).toMatchObject({
        type: "AuthError",
        error: NOT_A_JWT,
        authUpdateAttempted: true,
      });
      const stranger = await local.sign(
        claims(local, { iss: "https://elsewhere.example.com" }),
      );
      expect(await authenticateOverSocket(local, stranger)).toMatchObject({
        type: "AuthError",
        error: noProvider(local.issuer),
        authUpdateAttempted: true,
      });
    });
  });
}
