/**
 * Why a token or an `Authorization` header was refused, with Convex's code (its
 * `ErrorMetadata` short message), text and HTTP status. The texts are those of
 * Convex's `crates/authentication/src/lib.rs` (`validate_id_token`, `fetch_jwks`) and
 * `crates/local_backend/src/authentication.rs`, unredacted as on a dev deployment.
 */
import { type AuthProviderConfig } from "../isolate/loader";

export type AuthErrorCode =
  | "InvalidAuthHeader"
  | "NoAuthProvider"
  | "Unauthenticated"
  | "AuthProviderDiscoveryFailed"
  | "InvalidAdminKey"
  | "InvalidHeaderFailure"
  | "BadAdminKey";

/** Codes Convex raises as bad requests (400); the others are unauthenticated (401). */
const BAD_REQUEST: ReadonlySet<AuthErrorCode> = new Set([
  "AuthProviderDiscoveryFailed",
  "InvalidAdminKey",
  "InvalidHeaderFailure",
]);

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
  }

  get status(): 400 | 401 {
    return BAD_REQUEST.has(this.code) ? 400 : 401;
  }
}

export const invalidAuthHeader = (message: string) =>
  new AuthError("InvalidAuthHeader", message);

export const NOT_A_JWT =
  "Could not parse JWT payload. Check that the token is a valid JWT format with three base64-encoded parts separated by dots.";
export const MISSING_ISSUER =
  "Missing issuer claim ('iss') in JWT payload. The JWT must include an 'iss' claim that matches one of your configured auth providers.";
export const NOT_AN_OIDC_TOKEN =
  "Could not parse as OIDC ID token. Token might not be an OIDC-compliant JWT.";
export const OIDC_NOT_VERIFIED =
  "Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired.";
export const CUSTOM_CLAIMS_INVALID =
  "Could not verify token claim. Check that the JWT contains valid claims and matches your auth provider configuration.";

/** `NoAuthProvider`: names the configured providers so the developer can compare. */
export function noAuthProvider(providers: AuthProviderConfig[]): AuthError {
  if (providers.length === 0) {
    return new AuthError(
      "NoAuthProvider",
      "No auth provider found matching the given token (no providers configured). Check convex/auth.config.ts.",
    );
  }
  const listed = providers.map((p) =>
    p.type === "customJwt"
      ? `CustomJWT(issuer=${p.issuer}, app_id=${p.applicationID ?? "none"})`
      : `OIDC(domain=${p.domain}, app_id=${p.applicationID ?? ""})`,
  );
  return new AuthError(
    "NoAuthProvider",
    `No auth provider found matching the given token. Check that your JWT's issuer and audience match one of your configured providers: [${listed.join(", ")}]`,
  );
}

/** A custom JWT whose signature could not be checked against the provider's JWKS. */
export function customJwtNotDecoded(kid: string | undefined): AuthError {
  return invalidAuthHeader(
    kid === undefined
      ? "Could not decode token. JWT may be missing a 'kid' (key ID) header."
      : `Could not decode token. The JWT's 'kid' (key ID) header is '${kid}', does this key match any key in the provider's JWKS?`,
  );
}

/**
 * A custom JWT's `exp`, `nbf` and `iat`, in that order, with Convex's 5 s of clock
 * skew (biscuit's `TemporalOptions.epsilon`); `now` in whole seconds, as Convex's.
 */
export function checkCustomJwtTimes(
  claims: { exp?: unknown; nbf?: unknown; iat?: unknown },
  now: number,
): void {
  const skew = 5;
  const fail = (what: string) =>
    invalidAuthHeader(`Could not validate token: ${what}`);
  const { exp, nbf, iat } = claims;
  if (typeof exp === "number" && now - exp > skew)
    throw fail(`Token expired ${Math.trunc(now - exp)} seconds ago`);
  for (const at of [nbf, iat]) {
    if (typeof at === "number" && at - now > skew)
      throw fail(`Token will be valid in ${Math.trunc(at - now)} seconds`);
  }
}

/** The claims an OIDC ID token cannot be parsed without (openidconnect's `IdTokenClaims`). */
export function isOidcIdToken(claims: Record<string, unknown>): boolean {
  const { iss, sub, aud, exp, iat } = claims;
  const audOk =
    typeof aud === "string" ||
    (Array.isArray(aud) && aud.every((a) => typeof a === "string"));
  return (
    typeof iss === "string" &&
    typeof sub === "string" &&
    audOk &&
    typeof exp === "number" &&
    typeof iat === "number"
  );
}

/**
 * What openidconnect's `IdTokenVerifier` checks once the signature holds: the client id
 * is the only audience, and the token has not expired (no skew; `iat` and `nbf` are not
 * checked). Throws Convex's one message for every failed OIDC verification.
 */
export function checkOidcClaims(
  claims: { aud?: unknown; exp?: unknown },
  applicationID: string | undefined,
  now: number,
): void {
  const auds = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  // Convex requires an OIDC provider's applicationID; one without it checks no audience.
  const audOk =
    applicationID === undefined ||
    (auds.length === 1 && auds[0] === applicationID);
  if (!audOk || typeof claims.exp !== "number" || now >= claims.exp)
    throw new AuthError("Unauthenticated", OIDC_NOT_VERIFIED);
}
