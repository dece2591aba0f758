/**
 * JWT validation as Convex Cloud does it against the providers of `auth.config.ts`:
 * OIDC providers (`domain` + `applicationID`, discovery on the issuer, JWKS) and
 * custom JWT providers (`type: "customJwt"`, `issuer`, `jwks`, `algorithm`).
 */
import { STATUS_CODES } from "node:http";
import {
  compactVerify,
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  type JSONWebKeySet,
  type JWTPayload,
} from "jose";
import { type AuthProviderConfig } from "../isolate/loader";
import { type UserIdentity } from "../isolate/call";
import {
  AuthError,
  checkCustomJwtTimes,
  checkOidcClaims,
  CUSTOM_CLAIMS_INVALID,
  customJwtNotDecoded,
  invalidAuthHeader,
  isOidcIdToken,
  MISSING_ISSUER,
  noAuthProvider,
  NOT_A_JWT,
  NOT_AN_OIDC_TOKEN,
  OIDC_NOT_VERIFIED,
} from "./auth-error";

export { AuthError } from "./auth-error";

export type Fetcher = (url: string) => Promise<Response>;

const CACHE_MS = 60_000;

const OIDC_CLAIMS: Record<string, string> = {
  name: "name",
  given_name: "givenName",
  family_name: "familyName",
  nickname: "nickname",
  preferred_username: "preferredUsername",
  profile: "profileUrl",
  picture: "pictureUrl",
  email: "email",
  email_verified: "emailVerified",
  gender: "gender",
  birthdate: "birthday",
  zoneinfo: "timezone",
  locale: "language",
  phone_number: "phoneNumber",
  phone_number_verified: "phoneNumberVerified",
  address: "address",
  updated_at: "updatedAt",
};
const REGISTERED = new Set([
  "iss",
  "sub",
  "aud",
  "exp",
  "nbf",
  "iat",
  "jti",
  "fva",
]);
const JWKS_MEDIA_TYPES = ["application/json", "application/jwk-set+json"];

function normalizeIssuer(s: string): string {
  const withScheme = /^[a-z]+:\/\//i.test(s) ? s : `https://${s}`;
  return withScheme.replace(/\/+$/, "");
}

/** Convex's clock, in whole seconds. */
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The unverified claims that route a token to its provider. A payload whose registered
 * claims have the wrong types does not parse, as in Convex (biscuit's `ClaimsSet`).
 */
function unverifiedClaims(token: string): JWTPayload & { iss: string } {
  let claims: JWTPayload;
  try {
    claims = decodeJwt(token);
  } catch {
    throw invalidAuthHeader(NOT_A_JWT);
  }
  const { iss, sub, aud, exp, nbf, iat } = claims;
  const wellTyped =
    [iss, sub].every((c) => c === undefined || typeof c === "string") &&
    [exp, nbf, iat].every((c) => c === undefined || typeof c === "number") &&
    (aud === undefined ||
      typeof aud === "string" ||
      (Array.isArray(aud) && aud.every((a) => typeof a === "string")));
  if (!wellTyped) throw invalidAuthHeader(NOT_A_JWT);
  if (typeof iss !== "string") throw invalidAuthHeader(MISSING_ISSUER);
  return { ...claims, iss };
}

/** Verifies against cached keys, then once more against fresh ones (keys may have rotated). */
async function withFreshRetry<T>(
  attempt: (fresh: boolean) => Promise<T>,
): Promise<T> {
  try {
    return await attempt(false);
  } catch {
    return attempt(true);
  }
}

export class TokenValidator {
  private cache = new Map<string, { at: number; value: unknown }>();

  constructor(
    private readonly providers: () => AuthProviderConfig[],
    private readonly fetcher: Fetcher,
  ) {}

  /** `load`'s value for `url`, reused for a minute unless `fresh` is asked for. */
  private async cached(
    url: string,
    fresh: boolean,
    load: () => Promise<unknown>,
  ): Promise<unknown> {
    const hit = this.cache.get(url);
    if (!fresh && hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = await load();
    this.cache.set(url, { at: Date.now(), value });
    return value;
  }

  async validate(token: string): Promise<UserIdentity> {
    const claims = unverifiedClaims(token);
    const provider = this.findProvider(claims.iss, claims.aud);
    const custom = provider.type === "customJwt";
    const payload = custom
      ? await this.verifyCustomJwt(token, provider)
      : await this.verifyOidc(token, claims, provider);
    return toIdentity(payload, custom);
  }

  /** The configured provider whose issuer (and applicationID, if any) the token names. */
  private findProvider(
    tokenIss: string,
    aud: JWTPayload["aud"],
  ): AuthProviderConfig {
    const auds = aud === undefined ? [] : Array.isArray(aud) ? aud : [aud];
    const iss = normalizeIssuer(tokenIss);
    const providers = this.providers();
    const provider = providers.find((p) => {
      const providerIssuer = p.type === "customJwt" ? p.issuer : p.domain;
      if (!providerIssuer || normalizeIssuer(providerIssuer) !== iss)
        return false;
      return p.applicationID === undefined || auds.includes(p.applicationID);
    });
    if (!provider) throw noAuthProvider(providers);
    return provider;
  }

  /**
   * OIDC as Convex does it: discovery on the token's issuer, then the token must parse
   * as an ID token, then signature, audience and expiry, all reported alike.
   */
  private async verifyOidc(
    token: string,
    claims: JWTPayload & { iss: string },
    provider: AuthProviderConfig,
  ): Promise<JWTPayload> {
    await this.discover(claims.iss, false);
    if (!isOidcIdToken(claims)) throw invalidAuthHeader(NOT_AN_OIDC_TOKEN);
    const payload = await withFreshRetry(async (fresh) => {
      const jwks = await this.discover(claims.iss, fresh);
      const { payload } = await compactVerify(token, createLocalJWKSet(jwks), {
        algorithms: ["RS256", "EdDSA"],
      });
      return JSON.parse(new TextDecoder().decode(payload)) as JWTPayload;
    }).catch((e: unknown) => {
      if (e instanceof AuthError) throw e;
      throw new AuthError("Unauthenticated", OIDC_NOT_VERIFIED);
    });
    checkOidcClaims(payload, provider.applicationID, nowSeconds());
    return payload;
  }

  /** The issuer's keys through OIDC discovery, which must name the token's issuer. */
  private async discover(
    tokenIss: string,
    fresh: boolean,
  ): Promise<JSONWebKeySet> {
    const failed = (detail = "") =>
      new AuthError(
        "AuthProviderDiscoveryFailed",
        `Auth provider discovery of ${tokenIss} failed${detail}`,
      );
    const get = async (url: string) =>
      this.cached(url, fresh, async () => {
        const response = await this.fetcher(url).catch(() => {
          throw failed();
        });
        if (!response.ok)
          throw failed(`: ${response.status} ${await response.text()}`);
        return response.json().catch(() => {
          throw failed();
        });
      });
    const discovery = (await get(
      `${tokenIss.replace(/\/$/, "")}/.well-known/openid-configuration`,
    )) as { issuer?: unknown; jwks_uri?: unknown };
    // openidconnect's discovery requires the document to name exactly this issuer.
    if (discovery.issuer !== tokenIss || typeof discovery.jwks_uri !== "string")
      throw failed();
    const jwks = (await get(discovery.jwks_uri)) as JSONWebKeySet;
    if (!Array.isArray(jwks?.keys)) throw failed();
    return jwks;
  }

  /**
   * A custom JWT as Convex checks it (biscuit): the key is the JWKS entry the token's
   * `kid` names (a token without one is refused), then the times with 5 s of skew.
   */
  private async verifyCustomJwt(
    token: string,
    provider: AuthProviderConfig,
  ): Promise<JWTPayload> {
    if (!provider.jwks)
      throw invalidAuthHeader("customJwt provider is missing `jwks`.");
    const jwksUrl = provider.jwks;
    let header: { kid?: unknown; alg?: unknown } = {};
    try {
      header = decodeProtectedHeader(token);
    } catch {
      // A header that does not parse fails the key lookup below.
    }
    const kid = typeof header.kid === "string" ? header.kid : undefined;
    const algorithm = provider.algorithm ?? "RS256";
    const payload = await withFreshRetry(async (fresh) => {
      const jwks = await this.customJwks(jwksUrl, fresh);
      const jwk = jwks.keys.find((k) => kid !== undefined && k.kid === kid);
      if (
        !jwk ||
        header.alg !== algorithm ||
        (jwk.alg ?? algorithm) !== algorithm
      )
        throw customJwtNotDecoded(kid);
      const key = await importJWK(jwk, algorithm);
      const { payload } = await compactVerify(token, key, {
        algorithms: [algorithm],
      });
      return JSON.parse(new TextDecoder().decode(payload)) as JWTPayload;
    }).catch((e: unknown) => {
      if (e instanceof AuthError) throw e;
      throw customJwtNotDecoded(kid);
    });
    checkCustomJwtTimes(payload, nowSeconds());
    if (typeof payload.sub !== "string" || typeof payload.exp !== "number")
      throw invalidAuthHeader(CUSTOM_CLAIMS_INVALID);
    return payload;
  }

  /** A custom provider's JWKS, with Convex's `fetch_jwks` checks and texts. */
  private async customJwks(
    uri: string,
    fresh: boolean,
  ): Promise<JSONWebKeySet> {
    const body = await this.cached(uri, fresh, async () => {
      if (uri.startsWith("data:")) {
        try {
          return decodeDataUrl(uri);
        } catch {
          throw invalidAuthHeader(
            "Invalid JWKS data URL. Check that the data URL is properly formatted and contains valid base64-encoded JSON.",
          );
        }
      }
      let response: Response;
      try {
        response = await this.fetcher(uri);
      } catch (e) {
        throw invalidAuthHeader(
          `Could not fetch JWKS from URL '${uri}': ${(e as Error).message}. Check that the URL is correct and accessible.`,
        );
      }
      if (response.status !== 200) {
        throw invalidAuthHeader(
          `Could not fetch JWKS from URL '${uri}': HTTP ${response.status} ${STATUS_CODES[response.status] ?? "Unknown"}. Check that the URL is correct and accessible.`,
        );
      }
      const type = response.headers.get("content-type");
      const [essence, ...params] = (type ?? "").split(";").map((p) => p.trim());
      const charset = params.find((p) => /^charset=/i.test(p));
      if (
        !JWKS_MEDIA_TYPES.includes((essence ?? "").toLowerCase()) ||
        (charset !== undefined && charset.slice(8) !== "utf-8")
      ) {
        throw invalidAuthHeader(
          `Invalid Content-Type '${type ?? "unknown"}' when fetching JWKS from '${uri}'. Expected 'application/json' or 'application/jwk-set+json'.`,
        );
      }
      return response.text();
    });
    try {
      const jwks = JSON.parse(body as string) as JSONWebKeySet;
      if (!Array.isArray(jwks.keys)) throw new Error("no keys");
      return jwks;
    } catch {
      throw invalidAuthHeader(
        `Invalid JWKS response body from '${uri}'. The response is not valid JSON or doesn't match the expected JWKS format.`,
      );
    }
  }
}

function flatten(
  prefix: string,
  value: unknown,
  out: Record<string, unknown>,
): void {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value))
      flatten(`${prefix}.${k}`, v, out);
  } else {
    out[prefix] = value;
  }
}

export function toIdentity(payload: JWTPayload, custom: boolean): UserIdentity {
  const identity: Record<string, unknown> = {
    tokenIdentifier: `${payload.iss}|${payload.sub}`,
    issuer: payload.iss,
    subject: payload.sub,
  };
  for (const [claim, value] of Object.entries(payload)) {
    if (REGISTERED.has(claim)) continue;
    if (!custom && claim in OIDC_CLAIMS) {
      identity[OIDC_CLAIMS[claim]!] = value;
    } else if (custom) {
      flatten(claim, value, identity);
    } else {
      identity[claim] = value;
    }
  }
  return identity as UserIdentity;
}

function decodeDataUrl(url: string): string {
  const comma = url.indexOf(",");
  const meta = url.slice(5, comma);
  const data = url.slice(comma + 1);
  return meta.endsWith(";base64")
    ? Buffer.from(data, "base64").toString("utf8")
    : decodeURIComponent(data);
}
