/**
 * JWT validation as Convex Cloud does it against the providers of `auth.config.ts`:
 * OIDC providers (`domain` + `applicationID`, discovery on the issuer, JWKS) and
 * custom JWT providers (`type: "customJwt"`, `issuer`, `jwks`, `algorithm`).
 */
import {
  createLocalJWKSet,
  decodeJwt,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
} from "jose";
import { type AuthProviderConfig } from "../isolate/loader";
import { type UserIdentity } from "../isolate/call";

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

function normalizeIssuer(s: string): string {
  const withScheme = /^[a-z]+:\/\//i.test(s) ? s : `https://${s}`;
  return withScheme.replace(/\/+$/, "");
}

export class AuthError extends Error {}

export class TokenValidator {
  private cache = new Map<string, { at: number; value: unknown }>();

  constructor(
    private readonly providers: () => AuthProviderConfig[],
    private readonly fetcher: Fetcher,
  ) {}

  private async fetchJson(url: string, fresh = false): Promise<unknown> {
    const hit = this.cache.get(url);
    if (!fresh && hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    let response: Response;
    try {
      response = url.startsWith("data:")
        ? new Response(decodeDataUrl(url))
        : await this.fetcher(url);
    } catch (e) {
      throw new AuthError(`Could not fetch ${url}: ${(e as Error).message}`);
    }
    if (!response.ok)
      throw new AuthError(`Could not fetch ${url}: HTTP ${response.status}`);
    const value = (await response.json()) as unknown;
    this.cache.set(url, { at: Date.now(), value });
    return value;
  }

  async validate(token: string): Promise<UserIdentity> {
    let unverified: JWTPayload;
    try {
      unverified = decodeJwt(token);
    } catch {
      throw new AuthError(
        "Could not parse JWT payload. Check that the token is a valid JWT format with three base64-encoded parts separated by dots.",
      );
    }
    if (typeof unverified.iss !== "string")
      throw new AuthError("JWT is missing the `iss` claim.");
    const provider = this.findProvider(unverified.iss, unverified.aud);
    const payload = await this.verifyWithRefresh(
      token,
      unverified.iss,
      provider,
    );
    if (typeof payload.sub !== "string")
      throw new AuthError("JWT is missing the `sub` claim.");
    return toIdentity(payload, provider.type === "customJwt");
  }

  /** The configured provider whose issuer (and applicationID, if any) the token names. */
  private findProvider(
    tokenIss: string,
    aud: JWTPayload["aud"],
  ): AuthProviderConfig {
    const auds = aud === undefined ? [] : Array.isArray(aud) ? aud : [aud];
    const iss = normalizeIssuer(tokenIss);
    const provider = this.providers().find((p) => {
      const providerIssuer = p.type === "customJwt" ? p.issuer : p.domain;
      if (!providerIssuer || normalizeIssuer(providerIssuer) !== iss)
        return false;
      return p.applicationID === undefined || auds.includes(p.applicationID);
    });
    if (!provider) {
      throw new AuthError(
        `No auth provider found matching the given token (iss: ${tokenIss}, aud: ${JSON.stringify(aud)}). Check that your auth.config.ts lists a provider with this domain and applicationID.`,
      );
    }
    return provider;
  }

  /**
   * Verifies against the cached keys; on an unknown key or a bad signature, once more
   * against freshly fetched ones (the provider may have rotated its keys).
   */
  private async verifyWithRefresh(
    token: string,
    tokenIss: string,
    provider: AuthProviderConfig,
  ): Promise<JWTPayload> {
    try {
      return (await this.verify(token, tokenIss, provider, false)).payload;
    } catch (first) {
      if (first instanceof AuthError) throw first;
      const code = (first as { code?: string }).code;
      if (
        code === "ERR_JWKS_NO_MATCHING_KEY" ||
        code === "ERR_JWS_SIGNATURE_VERIFICATION_FAILED"
      ) {
        try {
          return (await this.verify(token, tokenIss, provider, true)).payload;
        } catch (second) {
          throw new AuthError(
            `Could not verify token: ${(second as Error).message}`,
          );
        }
      }
      throw new AuthError(
        `Could not verify token: ${(first as Error).message}`,
      );
    }
  }

  private async verify(
    token: string,
    tokenIss: string,
    provider: AuthProviderConfig,
    fresh: boolean,
  ) {
    const jwksUrl = await this.jwksUrl(tokenIss, provider, fresh);
    const jwks = (await this.fetchJson(jwksUrl, fresh)) as JSONWebKeySet;
    return jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: tokenIss,
      audience: provider.applicationID,
      algorithms:
        provider.type === "customJwt"
          ? [provider.algorithm ?? "RS256"]
          : ["RS256", "EdDSA"],
      clockTolerance: provider.type === "customJwt" ? 5 : 0,
      requiredClaims: provider.type === "customJwt" ? [] : ["iat", "sub"],
    });
  }

  /** A custom JWT provider's `jwks`, or the `jwks_uri` of the issuer's OIDC discovery. */
  private async jwksUrl(
    tokenIss: string,
    provider: AuthProviderConfig,
    fresh: boolean,
  ): Promise<string> {
    if (provider.type === "customJwt") {
      if (!provider.jwks)
        throw new AuthError("customJwt provider is missing `jwks`.");
      return provider.jwks;
    }
    const discoveryUrl = `${tokenIss.replace(/\/+$/, "")}/.well-known/openid-configuration`;
    const discovery = (await this.fetchJson(discoveryUrl, fresh)) as {
      issuer?: string;
      jwks_uri?: string;
    };
    if (
      !discovery.issuer ||
      normalizeIssuer(discovery.issuer) !== normalizeIssuer(tokenIss)
    ) {
      throw new AuthError(
        `OIDC discovery issuer ${discovery.issuer} does not match the token issuer ${tokenIss}.`,
      );
    }
    if (!discovery.jwks_uri)
      throw new AuthError("OIDC discovery document has no jwks_uri.");
    return discovery.jwks_uri;
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
