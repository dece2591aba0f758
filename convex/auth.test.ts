import { decodeJwt } from "jose";
import { beforeAll, describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { DEFAULT_PROFILE_ROLE } from "./shared/constants";
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

async function signUp(t: TestConvex, params: Record<string, unknown> = {}) {
  return await t.action(api.auth.signIn, {
    provider: "password",
    params: { ...signUpParams, ...params },
  });
}

async function signIn(t: TestConvex, email: string, password: string) {
  return await t.action(api.auth.signIn, {
    provider: "password",
    params: { flow: "signIn", email, password },
  });
}

/** A client authenticated with the token Convex Auth issued. */
function clientFor(t: TestConvex, token: string) {
  const { sub } = decodeJwt(token);
  return t.withIdentity({ subject: sub });
}

// Password hashing (scrypt) is slow under a parallel run.
describe("sign-up", { timeout: 30_000 }, () => {
  test("creates the user and its profile in the same flow and signs in", async () => {
    const t = setup();
    const { tokens } = await signUp(t);
    expect(tokens?.token).toEqual(expect.any(String));

    const me = await clientFor(t, tokens!.token).query(api.profiles.me, {});
    expect(me).toMatchObject({
      email: "ada.lovelace@example.com",
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
    const first = await signUp(t, { email: "sam@one.example" });
    const second = await signUp(t, { email: "sam@two.example" });
    const usernames = await Promise.all(
      [first, second].map(async ({ tokens }) => {
        const me = await clientFor(t, tokens!.token).query(api.profiles.me, {});
        return me?.username;
      }),
    );
    expect(usernames).toEqual(["sam", "sam2"]);
  });

  test("accepts an empty expertise list and no bio", async () => {
    const t = setup();
    const { tokens } = await signUp(t, { expertise: [], bio: undefined });
    const me = await clientFor(t, tokens!.token).query(api.profiles.me, {});
    expect(me).toMatchObject({ expertise: [], bio: "" });
  });

  test("refuses a password shorter than 6 characters with the spec's message, creating nothing", async () => {
    const t = setup();
    await expectAppError(
      signUp(t, { password: "12345" }),
      "INVALID_INPUT",
      "Password must be at least 6 characters long.",
    );
    const users = await t.run(
      async (ctx) => await ctx.db.query("users").take(1),
    );
    expect(users).toEqual([]);
  });

  test("accepts a password of exactly 6 characters", async () => {
    const t = setup();
    const { tokens } = await signUp(t, { password: "123456" });
    expect(tokens?.token).toEqual(expect.any(String));
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
    const profiles = await t.run(
      async (ctx) => await ctx.db.query("profiles").take(1),
    );
    expect(profiles).toEqual([]);
  });
});

describe("sign-in, refresh and sign-out", { timeout: 30_000 }, () => {
  test("signs in with the right password (email case-insensitive)", async () => {
    const t = setup();
    await signUp(t);
    const { tokens } = await signIn(t, "ADA.lovelace@example.com", "secret1");
    const me = await clientFor(t, tokens!.token).query(api.profiles.me, {});
    expect(me?.name).toBe("Ada Lovelace");
  });

  test("a wrong password or an unknown email is INVALID_CREDENTIALS, the same for both", async () => {
    const t = setup();
    await signUp(t);
    await expectAppError(
      signIn(t, "ada.lovelace@example.com", "wrong-pass"),
      "INVALID_CREDENTIALS",
      "Invalid email or password.",
    );
    await expectAppError(
      signIn(t, "nobody@example.com", "secret1"),
      "INVALID_CREDENTIALS",
      "Invalid email or password.",
    );
  });

  test("keeps the failed sign-in rate limit on: after 10 failures even the right password is refused", async () => {
    const t = setup();
    await signUp(t);
    for (let i = 0; i < 10; i++) {
      await expectAppError(
        signIn(t, "ada.lovelace@example.com", "wrong-pass"),
        "INVALID_CREDENTIALS",
      );
    }
    await expectAppError(
      signIn(t, "ada.lovelace@example.com", "secret1"),
      "TOO_MANY_ATTEMPTS",
      "Too many failed sign-in attempts. Please try again later.",
    );
  });

  test("signing up with a taken email (and another password) is ACCOUNT_EXISTS", async () => {
    const t = setup();
    await signUp(t);
    await expectAppError(
      signUp(t, {
        email: "ada.lovelace@EXAMPLE.com",
        password: "another-secret",
      }),
      "ACCOUNT_EXISTS",
      "An account with this email already exists.",
    );
    const users = await t.run(
      async (ctx) => await ctx.db.query("users").take(5),
    );
    expect(users).toHaveLength(1);
  });

  test("refreshes a session with its refresh token", async () => {
    const t = setup();
    const { tokens } = await signUp(t);
    const refreshed = await t.action(api.auth.signIn, {
      refreshToken: tokens!.refreshToken,
    });
    expect(refreshed.tokens?.token).toEqual(expect.any(String));
    expect(decodeJwt(refreshed.tokens!.token).sub).toBe(
      decodeJwt(tokens!.token).sub,
    );
  });

  test("signs out by deleting the session", async () => {
    const t = setup();
    const { tokens } = await signUp(t);
    const sessionsBefore = await t.run(
      async (ctx) => await ctx.db.query("authSessions").take(10),
    );
    expect(sessionsBefore).toHaveLength(1);
    await clientFor(t, tokens!.token).action(api.auth.signOut, {});
    const sessionsAfter = await t.run(
      async (ctx) => await ctx.db.query("authSessions").take(10),
    );
    expect(sessionsAfter).toEqual([]);
  });
});
