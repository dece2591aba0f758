import { decodeJwt } from "jose";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { HOUR } from "@convex-dev/rate-limiter";
import { api, components } from "./_generated/api";
import { ACCESS_TOKEN_LIFETIME_MS } from "./auth";
import { markEmailVerified } from "./model/users";
import { DEFAULT_PROFILE_ROLE } from "./shared/constants";
import { ERROR_MESSAGES } from "./shared/errors";
import {
  expectAppError,
  setup,
  stubAuthEnv,
  type TestConvex,
} from "./test.helpers";

beforeAll(stubAuthEnv);

const signUpParams = {
  flow: "signUp",
  email: "Ada.Lovelace@Example.com",
  password: "secret1",
  name: "Ada Lovelace",
  expertise: ["dev", "healthcare"],
  bio: "Building assistants for clinics.",
};
const ADA = "ada.lovelace@example.com";

async function signUpOnly(t: TestConvex, params: Record<string, unknown> = {}) {
  return await t.action(api.auth.signIn, {
    provider: "password",
    params: { ...signUpParams, ...params },
  });
}

/**
 * Signs up and marks the email verified, as its code would (the code flows
 * themselves: auth.email.test.ts), so the password alone signs in.
 */
async function signUp(t: TestConvex, params: Record<string, unknown> = {}) {
  const result = await signUpOnly(t, params);
  await t.run(async (ctx) => {
    const accounts = await ctx.db.query("authAccounts").take(20);
    for (const account of accounts) await markEmailVerified(ctx, account);
  });
  return result;
}

async function signIn(
  t: TestConvex,
  email: string,
  password: string,
  device?: string,
) {
  return await t.action(api.auth.signIn, {
    provider: "password",
    params: { flow: "signIn", email, password, device },
  });
}

/** Signs in and returns the access token (the sign-in must succeed). */
async function tokenFor(
  t: TestConvex,
  email: string,
  password: string,
  device?: string,
): Promise<string> {
  const { tokens } = await signIn(t, email, password, device);
  if (!tokens) throw new Error("expected tokens");
  return tokens.token;
}

/** A client authenticated with a token Convex Auth issued. */
function clientFor(t: TestConvex, token: string) {
  const { sub } = decodeJwt(token);
  return t.withIdentity({ subject: sub });
}

async function rows(t: TestConvex) {
  return await t.run(async (ctx) => ({
    users: await ctx.db.query("users").take(10),
    accounts: await ctx.db.query("authAccounts").take(10),
    profiles: await ctx.db.query("profiles").take(10),
    sessions: await ctx.db.query("authSessions").take(10),
  }));
}

/** A browser's device id: 32 random bytes, base64url. */
function deviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

describe("sign-up", () => {
  test("creates the user, its profile and its account, and signs nobody in", async () => {
    const t = setup();
    expect(await signUpOnly(t)).toEqual({ tokens: null });
    await signUp(t);
    expect((await rows(t)).sessions).toEqual([]);

    const token = await tokenFor(t, ADA, "secret1");
    const me = await clientFor(t, token).query(api.profiles.me, {});
    expect(me).toMatchObject({
      email: ADA,
      name: "Ada Lovelace",
      username: "ada.lovelace",
      role: DEFAULT_PROFILE_ROLE,
      bio: "Building assistants for clinics.",
      expertise: ["dev", "healthcare"],
      skills: [],
      avatarUrl: null,
    });
  });

  test("defaults the username to the email's local part, made unique", async () => {
    const t = setup();
    await signUp(t, { email: "sam@one.example" });
    await signUp(t, { email: "sam@two.example" });
    const usernames = [];
    for (const email of ["sam@one.example", "sam@two.example"]) {
      const token = await tokenFor(t, email, "secret1");
      const me = await clientFor(t, token).query(api.profiles.me, {});
      usernames.push(me?.username);
    }
    expect(usernames).toEqual(["sam", "sam2"]);
  });

  test("accepts an empty expertise list and no bio", async () => {
    const t = setup();
    await signUp(t, { expertise: [], bio: undefined });
    const token = await tokenFor(t, ADA, "secret1");
    const me = await clientFor(t, token).query(api.profiles.me, {});
    expect(me).toMatchObject({ expertise: [], bio: "" });
  });

  test("accepts a password of exactly 6 characters", async () => {
    const t = setup();
    await signUp(t, { password: "kq7#zp" });
    expect(await tokenFor(t, ADA, "kq7#zp")).toEqual(expect.any(String));
  });

  test.each([
    ["12345", "Password must be at least 6 characters long."],
    ["      ", "Password must contain more than spaces."],
    [
      "password123",
      "This password is too common and easy to guess. Please choose another one.",
    ],
    [
      "QWERTY",
      "This password is too common and easy to guess. Please choose another one.",
    ],
    ["x".repeat(129), "Password must be at most 128 characters long."],
    ["ada.lovelace@example.com", "Password must not be your email address."],
  ])("refuses the password %j, creating nothing", async (password, message) => {
    const t = setup();
    await expectAppError(signUpOnly(t, { password }), "INVALID_INPUT", message);
    expect((await rows(t)).users).toEqual([]);
  });

  test("refuses a missing full name, a bad email and an unknown expertise", async () => {
    const t = setup();
    await expectAppError(
      signUp(t, { name: "  " }),
      "INVALID_INPUT",
      "Please enter your full name",
    );
    await expectAppError(
      signUp(t, { email: "not-an-email" }),
      "INVALID_INPUT",
      "Please enter a valid email address",
    );
    await expectAppError(
      signUp(t, { expertise: ["astrology"] }),
      "INVALID_INPUT",
      "Please choose expertise from the list",
    );
    expect((await rows(t)).profiles).toEqual([]);
  });

  test("with a taken email: no tokens, nothing created or changed, the same answer for the right and a wrong password", async () => {
    const t = setup();
    const fresh = await signUp(t);
    const before = await rows(t);
    const right = await signUpOnly(t, { email: "ADA.lovelace@example.com" });
    const wrong = await signUpOnly(t, {
      email: ADA,
      password: "another-secret",
      name: "Mallory",
    });
    expect(right).toEqual(fresh);
    expect(wrong).toEqual(fresh);
    expect(await rows(t)).toEqual(before);
    // The account keeps its own password.
    await expectAppError(
      signIn(t, ADA, "another-secret"),
      "INVALID_CREDENTIALS",
    );
    expect(await tokenFor(t, ADA, "secret1")).toEqual(expect.any(String));
  });

  test.each([["magic-link"], [undefined]])(
    "refuses the flow %j",
    async (flow) => {
      const t = setup();
      await signUp(t);
      await expectAppError(
        t.action(api.auth.signIn, {
          provider: "password",
          params: { flow, email: ADA, password: "secret1" },
        }),
        "INVALID_INPUT",
        ERROR_MESSAGES.unsupportedAuthFlow,
      );
    },
  );
});

describe("sign-in", () => {
  test("signs in with the right password (email case-insensitive)", async () => {
    const t = setup();
    await signUp(t);
    const token = await tokenFor(t, "ADA.lovelace@example.com ", "secret1");
    const me = await clientFor(t, token).query(api.profiles.me, {});
    expect(me?.name).toBe("Ada Lovelace");
  });

  test("a wrong password or an unknown email is INVALID_CREDENTIALS, the same for both", async () => {
    const t = setup();
    await signUp(t);
    await expectAppError(
      signIn(t, ADA, "wrong-pass"),
      "INVALID_CREDENTIALS",
      "Invalid email or password.",
    );
    await expectAppError(
      signIn(t, "nobody@example.com", "secret1"),
      "INVALID_CREDENTIALS",
      "Invalid email or password.",
    );
  });

  test("the limit is kept per email, for unknown emails and accounts alike: after 10 failures even the right password is refused", async () => {
    const t = setup();
    await signUp(t);
    for (const email of [ADA, "nobody@example.com"]) {
      for (let i = 0; i < 10; i++) {
        await expectAppError(
          signIn(t, email, "wrong-pass"),
          "INVALID_CREDENTIALS",
        );
      }
      await expectAppError(
        signIn(t, email, "secret1"),
        "TOO_MANY_ATTEMPTS",
        "Too many failed sign-in attempts. Please try again later.",
      );
    }
  });

  test("a successful sign-in gives back only its own attempt", async () => {
    const t = setup();
    await signUp(t);
    for (let i = 0; i < 9; i++) {
      await expectAppError(signIn(t, ADA, "wrong-pass"), "INVALID_CREDENTIALS");
    }
    await tokenFor(t, ADA, "secret1");
    await expectAppError(signIn(t, ADA, "wrong-pass"), "INVALID_CREDENTIALS");
    await expectAppError(signIn(t, ADA, "secret1"), "TOO_MANY_ATTEMPTS");
  });

  test("a browser the owner signed in from is not locked out by 10 failures from elsewhere, and has its own limit", async () => {
    const t = setup();
    await signUp(t);
    const owners = deviceId();
    await tokenFor(t, ADA, "secret1", owners);
    for (let i = 0; i < 10; i++) {
      const device = i % 2 === 0 ? deviceId() : "bad device id";
      await expectAppError(
        signIn(t, ADA, "wrong-pass", device),
        "INVALID_CREDENTIALS",
      );
    }
    await expectAppError(signIn(t, ADA, "secret1"), "TOO_MANY_ATTEMPTS");
    expect(await tokenFor(t, ADA, "secret1", owners)).toEqual(
      expect.any(String),
    );

    for (let i = 0; i < 10; i++) {
      await expectAppError(
        signIn(t, ADA, "wrong-pass", owners),
        "INVALID_CREDENTIALS",
      );
    }
    await expectAppError(
      signIn(t, ADA, "secret1", owners),
      "TOO_MANY_ATTEMPTS",
    );
  });

  test("signing in again from a trusted browser fills its own budget again", async () => {
    const t = setup();
    await signUp(t);
    const owners = deviceId();
    await tokenFor(t, ADA, "secret1", owners);
    for (let i = 0; i < 9; i++) {
      await expectAppError(
        signIn(t, ADA, "wrong-pass", owners),
        "INVALID_CREDENTIALS",
      );
    }
    await tokenFor(t, ADA, "secret1", owners);
    for (let i = 0; i < 10; i++) {
      await expectAppError(
        signIn(t, ADA, "wrong-pass", owners),
        "INVALID_CREDENTIALS",
      );
    }
    await expectAppError(
      signIn(t, ADA, "secret1", owners),
      "TOO_MANY_ATTEMPTS",
    );
  });

  test("stores only the hash of a trusted browser's id", async () => {
    const t = setup();
    await signUp(t);
    const device = deviceId();
    await tokenFor(t, ADA, "secret1", device);
    const trusted = await t.run(
      async (ctx) => await ctx.db.query("trustedDevices").take(5),
    );
    expect(trusted).toHaveLength(1);
    expect(trusted[0]!.deviceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(trusted)).not.toContain(device);
  });
});

describe("sessions", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("refreshes a session with its refresh token", async () => {
    const t = setup();
    await signUp(t);
    const { tokens } = await signIn(t, ADA, "secret1");
    const refreshed = await t.action(api.auth.signIn, {
      refreshToken: tokens!.refreshToken,
    });
    expect(refreshed.tokens?.token).toEqual(expect.any(String));
    expect(decodeJwt(refreshed.tokens!.token).sub).toBe(
      decodeJwt(tokens!.token).sub,
    );
  });

  test("access tokens live 5 minutes", async () => {
    const t = setup();
    await signUp(t);
    const { iat, exp } = decodeJwt(await tokenFor(t, ADA, "secret1"));
    expect(ACCESS_TOKEN_LIFETIME_MS).toBe(5 * 60 * 1000);
    expect(exp! - iat!).toBe(5 * 60);
  });

  test("signing out deletes the session; its token is signed out at once", async () => {
    const t = setup();
    await signUp(t);
    const asAda = clientFor(t, await tokenFor(t, ADA, "secret1"));
    expect(await asAda.query(api.auth.isAuthenticated, {})).toBe(true);
    await asAda.action(api.auth.signOut, {});
    expect((await rows(t)).sessions).toEqual([]);

    expect(await asAda.query(api.auth.isAuthenticated, {})).toBe(false);
    expect(await asAda.query(api.profiles.me, {})).toBeNull();
    await expectAppError(
      asAda.mutation(api.profiles.update, { bio: "still me?" }),
      "UNAUTHENTICATED",
    );
  });

  test("an email's budget row goes once the budget is full again", async () => {
    // The clock still runs (the password hashing's own short waits use timers).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const t = setup();
    await expectAppError(
      signIn(t, "nobody@example.com", "wrong-pass"),
      "INVALID_CREDENTIALS",
    );
    // The rate limiter reads a missing bucket as full, stored at time 0.
    const storedAt = async () =>
      await t.run(
        async (ctx) =>
          (
            await ctx.runQuery(components.rateLimiter.lib.getValue, {
              name: "signInPerEmail",
              key: "nobody@example.com",
              config: { kind: "token bucket", rate: 10, period: HOUR },
            })
          ).ts,
      );
    expect(await storedAt()).toBeGreaterThan(0);
    vi.advanceTimersByTime(6 * 60 * 1000);
    await t.finishInProgressScheduledFunctions();
    expect(await storedAt()).toBe(0);
  });
});
