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
    keys: [
      {
        use: "sig",
        alg: "RS256",
        kid: "k1",
        ...(await exportJWK(keys.publicKey)),
      },
    ],
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
  opts: {
    aud?: string;
    exp?: string | number;
    iss?: string;
    kid?: string;
  } = {},
) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: opts.kid })
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
      await sign(
        { sub: "u-9", org: { id: "o1", role: "admin" }, email: "x@y.z" },
        { kid: "k1" },
      ),
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

  it("refuses a custom JWT without a kid, or with a kid the JWKS lacks (as Convex's biscuit does)", async () => {
    const v = validator([customProvider()]);
    await expect(v.validate(await sign({ sub: "u" }))).rejects.toMatchObject({
      code: "InvalidAuthHeader",
      message:
        "Could not decode token. JWT may be missing a 'kid' (key ID) header.",
    });
    await expect(
      v.validate(await sign({ sub: "u" }, { kid: "k2" })),
    ).rejects.toMatchObject({
      code: "InvalidAuthHeader",
      message:
        "Could not decode token. The JWT's 'kid' (key ID) header is 'k2', does this key match any key in the provider's JWKS?",
    });
  });

  it("allows a custom JWT 5 s of clock skew on exp, nbf and iat, and no more", async () => {
    const v = validator([customProvider()]);
    const now = Math.floor(Date.now() / 1000);
    const at = async (claims: JWTPayload) =>
      v.validate(
        await new SignJWT({
          sub: "u",
          iss: issuer,
          aud: "app",
          exp: now + 60,
          ...claims,
        })
          .setProtectedHeader({ alg: "RS256", kid: "k1" })
          .sign(keys.privateKey),
      );
    await expect(at({ iat: now + 3, nbf: now + 3 })).resolves.toMatchObject({
      subject: "u",
    });
    await expect(at({ exp: now - 3 })).resolves.toMatchObject({ subject: "u" });
    await expect(at({ iat: now + 30 })).rejects.toMatchObject({
      code: "InvalidAuthHeader",
      message: expect.stringMatching(
        /^Could not validate token: Token will be valid in (29|30) seconds$/,
      ) as unknown,
    });
    await expect(at({ nbf: now + 30 })).rejects.toMatchObject({
      message: expect.stringMatching(/Token will be valid in/) as unknown,
    });
    await expect(at({ exp: now - 30 })).rejects.toMatchObject({
      code: "InvalidAuthHeader",
      message: expect.stringMatching(
        /^Could not validate token: Token expired (30|31) seconds ago$/,
      ) as unknown,
    });
  });

  it("reports each refusal with Convex's code", async () => {
    const v = validator([{ domain: issuer, applicationID: "app" }]);
    await expect(v.validate("garbage")).rejects.toMatchObject({
      code: "InvalidAuthHeader",
      status: 401,
    });
    await expect(
      v.validate(await sign({ sub: "u" }, { aud: "other" })),
    ).rejects.toMatchObject({
      code: "NoAuthProvider",
      message:
        "No auth provider found matching the given token. Check that your JWT's issuer and audience match one of your configured providers: [OIDC(domain=https://auth.example.com, app_id=app)]",
    });
    await expect(
      validator([]).validate(await sign({ sub: "u" })),
    ).rejects.toMatchObject({
      code: "NoAuthProvider",
      message:
        "No auth provider found matching the given token (no providers configured). Check convex/auth.config.ts.",
    });
    await expect(
      v.validate(
        await sign({ sub: "u" }, { exp: Math.floor(Date.now() / 1000) - 1 }),
      ),
    ).rejects.toMatchObject({
      code: "Unauthenticated",
      message:
        "Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired.",
    });
    const elsewhere = validator([
      { domain: "https://down.example.com", applicationID: "app" },
    ]);
    await expect(
      elsewhere.validate(
        await sign({ sub: "u" }, { iss: "https://down.example.com" }),
      ),
    ).rejects.toMatchObject({
      code: "AuthProviderDiscoveryFailed",
      status: 400,
      message:
        "Auth provider discovery of https://down.example.com failed: 404 not found",
    });
  });
});

function customProvider(): AuthProviderConfig {
  return {
    type: "customJwt",
    issuer,
    applicationID: "app",
    algorithm: "RS256",
    jwks: `data:application/json;base64,${Buffer.from(jwks).toString("base64")}`,
  };
}
