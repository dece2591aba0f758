import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { type AuthProviderConfig } from "../isolate/loader";
import { TokenValidator } from "./jwt";

const issuer = "https://auth.example.com";
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let jwks: string;
let fetched: string[];

beforeAll(async () => {
  keys = await generateKeyPair("RS256", { extractable: true });
  jwks = JSON.stringify({
    keys: [{ use: "sig", alg: "RS256", ...(await exportJWK(keys.publicKey)) }],
  });
});

function validator(providers: AuthProviderConfig[]) {
  fetched = [];
  return new TokenValidator(
    () => providers,
    (url) => {
      fetched.push(url);
      if (url === `${issuer}/.well-known/openid-configuration`) {
        return Promise.resolve(
          Response.json({ issuer, jwks_uri: `${issuer}/jwks` }),
        );
      }
      if (url === `${issuer}/jwks`) return Promise.resolve(new Response(jwks));
      return Promise.resolve(new Response("not found", { status: 404 }));
    },
  );
}

function sign(
  claims: JWTPayload,
  opts: { aud?: string; exp?: string | number; iss?: string } = {},
) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(opts.iss ?? issuer)
    .setAudience(opts.aud ?? "app")
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? "1h");
  return jwt.sign(keys.privateKey);
}

describe("TokenValidator", () => {
  it("validates an OIDC token through discovery and maps standard claims", async () => {
    const v = validator([{ domain: issuer, applicationID: "app" }]);
    const identity = await v.validate(
      await sign({
        sub: "user-1",
        email: "a@b.co",
        email_verified: true,
        given_name: "Ada",
        team: "x",
      }),
    );
    expect(identity).toEqual({
      tokenIdentifier: `${issuer}|user-1`,
      issuer,
      subject: "user-1",
      email: "a@b.co",
      emailVerified: true,
      givenName: "Ada",
      team: "x",
    });
    expect(fetched).toEqual([
      `${issuer}/.well-known/openid-configuration`,
      `${issuer}/jwks`,
    ]);
    // Discovery and keys are cached.
    await v.validate(await sign({ sub: "user-2" }));
    expect(fetched).toHaveLength(2);
  });

  it("rejects tokens for another audience or issuer, expired ones and bad signatures", async () => {
    const v = validator([{ domain: issuer, applicationID: "app" }]);
    await expect(
      v.validate(await sign({ sub: "u" }, { aud: "other" })),
    ).rejects.toThrow(/No auth provider/);
    await expect(
      v.validate(await sign({ sub: "u" }, { iss: "https://evil.example.com" })),
    ).rejects.toThrow(/No auth provider/);
    await expect(
      v.validate(
        await sign({ sub: "u" }, { exp: Math.floor(Date.now() / 1000) - 60 }),
      ),
    ).rejects.toThrow(/exp/);
    const other = await generateKeyPair("RS256");
    const forged = await new SignJWT({ sub: "u" })
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer(issuer)
      .setAudience("app")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(other.privateKey);
    await expect(v.validate(forged)).rejects.toThrow(/verify/);
    await expect(v.validate("garbage")).rejects.toThrow(/JWT/);
  });

  it("validates custom JWT providers with a data: JWKS and flattens nested claims", async () => {
    const v = validator([
      {
        type: "customJwt",
        issuer,
        applicationID: "app",
        algorithm: "RS256",
        jwks: `data:text/plain;charset=utf-8;base64,${Buffer.from(jwks).toString("base64")}`,
      },
    ]);
    const identity = await v.validate(
      await sign({
        sub: "u-9",
        org: { id: "o1", role: "admin" },
        email: "x@y.z",
      }),
    );
    expect(identity).toMatchObject({
      tokenIdentifier: `${issuer}|u-9`,
      subject: "u-9",
      "org.id": "o1",
      "org.role": "admin",
      email: "x@y.z",
    });
    expect(fetched).toEqual([]);
  });
});
