import { decodeJwt } from "jose";
import { beforeAll, describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { EMAIL_CODE_LIFETIME_S } from "./shared/constants";
import { ERROR_MESSAGES } from "./shared/errors";
import {
  expectAppError,
  latestCode,
  mailsTo,
  setup,
  stubAuthEnv,
  type TestConvex,
} from "./test.helpers";

beforeAll(stubAuthEnv);

const ADA = "ada@example.com";
const PASSWORD = "secret1";

async function signInFlow(t: TestConvex, params: Record<string, unknown>) {
  return await t.action(api.auth.signIn, { provider: "password", params });
}

async function signUp(t: TestConvex, email = ADA) {
  return await signInFlow(t, {
    flow: "signUp",
    email,
    password: PASSWORD,
    name: "Ada Lovelace",
    expertise: ["dev"],
  });
}

async function signIn(t: TestConvex, email = ADA, password = PASSWORD) {
  return await signInFlow(t, { flow: "signIn", email, password });
}

async function verify(t: TestConvex, code: string, email = ADA) {
  return await signInFlow(t, { flow: "email-verification", email, code });
}

async function resetWith(
  t: TestConvex,
  code: string,
  newPassword = "new-secret9",
  email = ADA,
) {
  return await signInFlow(t, {
    flow: "reset-verification",
    email,
    code,
    newPassword,
  });
}

/** A code that is not the one mailed (same shape). */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1e8).padStart(8, "0");
}

async function verifiedAda(t: TestConvex) {
  await signUp(t);
  const { tokens } = await verify(t, await latestCode(t, ADA));
  if (!tokens) throw new Error("expected tokens");
  return tokens;
}

async function sessions(t: TestConvex) {
  return await t.run(
    async (ctx) => await ctx.db.query("authSessions").take(20),
  );
}

describe("email verification", () => {
  test("sign-up mails an 8-digit code with a link, and signs nobody in", async () => {
    const t = setup();
    expect(await signUp(t)).toEqual({ tokens: null });
    const mails = await mailsTo(t, ADA);
    expect(mails).toHaveLength(1);
    const code = await latestCode(t, ADA);
    expect(code).toMatch(/^\d{8}$/);
    expect(mails[0]!.subject).toContain(code);
    expect(mails[0]!.text).toContain(
      `http://localhost:5173/sign-in?email=ada%40example.com&code=${code}`,
    );
    expect(mails[0]!.html).toContain(code);
    expect(await sessions(t)).toEqual([]);
    // The code is stored hashed, in Convex Auth's own table.
    const codes = await t.run(
      async (ctx) => await ctx.db.query("authVerificationCodes").take(5),
    );
    expect(codes).toHaveLength(1);
    expect(codes[0]!.code).not.toBe(code);
    expect(codes[0]!.expirationTime - Date.now()).toBeLessThanOrEqual(
      EMAIL_CODE_LIFETIME_S.verify * 1000,
    );
  });

  test("the right code verifies the email and signs in; the password alone signs in after", async () => {
    const t = setup();
    const tokens = await verifiedAda(t);
    expect(tokens.token).toEqual(expect.any(String));
    const [account] = await t.run(
      async (ctx) => await ctx.db.query("authAccounts").take(1),
    );
    expect(account!.emailVerified).toBe(ADA);
    const again = await signIn(t);
    expect(again.tokens?.token).toEqual(expect.any(String));
    expect(decodeJwt(again.tokens!.token).sub?.split("|")[0]).toBe(
      account!.userId,
    );
  });

  test("signing in unverified while the sign-up code is live sends no new code: that code still signs in", async () => {
    const t = setup();
    await signUp(t);
    const first = await latestCode(t, ADA);
    expect(await signIn(t)).toEqual({ tokens: null });
    expect(await signIn(t)).toEqual({ tokens: null });
    expect(await mailsTo(t, ADA)).toHaveLength(1);
    expect(await sessions(t)).toEqual([]);
    expect((await verify(t, first)).tokens).toBeTruthy();
  });

  test("signing in unverified once the code expired mails a new one", async () => {
    const t = setup();
    await signUp(t);
    const first = await latestCode(t, ADA);
    await t.run(async (ctx) => {
      const code = await ctx.db.query("authVerificationCodes").first();
      await ctx.db.patch("authVerificationCodes", code!._id, {
        expirationTime: Date.now() - 1,
      });
    });
    expect(await signIn(t)).toEqual({ tokens: null });
    expect(await mailsTo(t, ADA)).toHaveLength(2);
    const second = await latestCode(t, ADA);
    expect(second).not.toBe(first);
    expect((await verify(t, second)).tokens).toBeTruthy();
  });

  test("asking for a new code with the password mails one; the older code stops working", async () => {
    const t = setup();
    await signUp(t);
    const first = await latestCode(t, ADA);
    expect(
      await signInFlow(t, {
        flow: "signIn",
        email: ADA,
        password: PASSWORD,
        newCode: true,
      }),
    ).toEqual({ tokens: null });
    expect(await mailsTo(t, ADA)).toHaveLength(2);
    const second = await latestCode(t, ADA);
    if (first !== second) {
      await expectAppError(verify(t, first), "INVALID_CODE");
    }
    expect((await verify(t, second)).tokens).toBeTruthy();
  });

  test("a new code needs the right password", async () => {
    const t = setup();
    await signUp(t);
    await expectAppError(
      signInFlow(t, {
        flow: "signIn",
        email: ADA,
        password: "wrong-pass",
        newCode: true,
      }),
      "INVALID_CREDENTIALS",
    );
    expect(await mailsTo(t, ADA)).toHaveLength(1);
  });

  test("a wrong password never sends a code", async () => {
    const t = setup();
    await signUp(t);
    await expectAppError(signIn(t, ADA, "wrong-pass"), "INVALID_CREDENTIALS");
    expect(await mailsTo(t, ADA)).toHaveLength(1);
  });

  test("a wrong code is INVALID_CODE and signs nobody in; the 10th wrong code spends the limit, then even the right one is refused", async () => {
    const t = setup();
    await signUp(t);
    const code = await latestCode(t, ADA);
    await expectAppError(
      verify(t, otherCode(code)),
      "INVALID_CODE",
      ERROR_MESSAGES.invalidCode,
    );
    for (let i = 1; i < 9; i++) {
      await expectAppError(verify(t, otherCode(code)), "INVALID_CODE");
    }
    await expectAppError(verify(t, otherCode(code)), "TOO_MANY_ATTEMPTS");
    await expectAppError(
      verify(t, code),
      "TOO_MANY_ATTEMPTS",
      ERROR_MESSAGES.tooManyCodeAttempts,
    );
    expect(await sessions(t)).toEqual([]);
  });

  test("a code only works for its own email, and only once", async () => {
    const t = setup();
    await signUp(t);
    await signUp(t, "bob@example.com");
    const adas = await latestCode(t, ADA);
    await expectAppError(verify(t, adas, "bob@example.com"), "INVALID_CODE");
    expect((await verify(t, adas)).tokens).toBeTruthy();
    await expectAppError(verify(t, adas), "INVALID_CODE");
  });

  test("a malformed code is INVALID_INPUT; the flow without a code sends nothing", async () => {
    const t = setup();
    await signUp(t);
    await expectAppError(verify(t, "12ab"), "INVALID_INPUT");
    await expectAppError(
      signInFlow(t, { flow: "email-verification", email: ADA }),
      "INVALID_INPUT",
    );
    expect(await mailsTo(t, ADA)).toHaveLength(1);
  });

  test("sign-up with a taken email: the same answer, no code, a note to that address", async () => {
    const t = setup();
    const fresh = await signUp(t);
    const again = await signUp(t);
    expect(again).toEqual(fresh);
    const mails = await mailsTo(t, ADA);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Someone tried to sign up with your email");
    expect(mails[1]!.text).not.toMatch(/\b\d{8}\b/);
    expect(mails[1]!.text).toContain("http://localhost:5173/forgot-password");
  });
});

describe("account mails to an address without its password", () => {
  test("reset codes: 5 an hour per address, known or not, then RATE_LIMITED alike", async () => {
    const t = setup();
    await verifiedAda(t);
    const before = (await mailsTo(t, ADA)).length;
    for (const email of [ADA, "nobody@example.com"]) {
      for (let i = 0; i < 5; i++) {
        expect(await signInFlow(t, { flow: "reset", email })).toEqual({
          tokens: null,
        });
      }
      await expectAppError(
        signInFlow(t, { flow: "reset", email }),
        "RATE_LIMITED",
      );
    }
    expect(await mailsTo(t, ADA)).toHaveLength(before + 5);
  });

  test("sign-up with a taken email: at most 5 notes an hour, the same answer after", async () => {
    const t = setup();
    const fresh = await signUp(t);
    for (let i = 0; i < 7; i++) expect(await signUp(t)).toEqual(fresh);
    // The code mailed at sign-up, then 5 notes.
    expect(await mailsTo(t, ADA)).toHaveLength(1 + 5);
  });
});

describe("password reset", () => {
  test("reset mails a code to a known email; an unknown email gets the same answer and no mail", async () => {
    const t = setup();
    await verifiedAda(t);
    const known = await signInFlow(t, {
      flow: "reset",
      email: "ADA@example.com",
    });
    const unknown = await signInFlow(t, {
      flow: "reset",
      email: "nobody@example.com",
    });
    expect(known).toEqual({ tokens: null });
    expect(unknown).toEqual(known);
    const mails = await mailsTo(t, ADA);
    expect(mails.at(-1)!.text).toContain(
      "http://localhost:5173/forgot-password?email=ada%40example.com&code=",
    );
    expect(await mailsTo(t, "nobody@example.com")).toEqual([]);
    // Reset-verification with an unknown email: the same answer as a wrong code.
    await expectAppError(
      resetWith(t, "12345678", "new-secret9", "nobody@example.com"),
      "INVALID_CODE",
    );
  });

  test("the right code sets the new password, signs in, and signs out every other session", async () => {
    const t = setup();
    const first = await verifiedAda(t);
    const second = await signIn(t);
    expect(await sessions(t)).toHaveLength(2);
    await signInFlow(t, { flow: "reset", email: ADA });
    const { tokens } = await resetWith(t, await latestCode(t, ADA));
    expect(tokens?.token).toEqual(expect.any(String));

    const left = await sessions(t);
    expect(left).toHaveLength(1);
    const sessionOf = (token: string) => decodeJwt(token).sub?.split("|")[1];
    expect(left[0]!._id).toBe(sessionOf(tokens!.token));
    expect(left.map((s) => s._id)).not.toContain(sessionOf(first.token));
    expect(left.map((s) => s._id)).not.toContain(
      sessionOf(second.tokens!.token),
    );

    await expectAppError(signIn(t, ADA, PASSWORD), "INVALID_CREDENTIALS");
    expect((await signIn(t, ADA, "new-secret9")).tokens).toBeTruthy();
  });

  test("a reset gives the email its whole sign-in budget back", async () => {
    const t = setup();
    await verifiedAda(t);
    for (let i = 0; i < 10; i++) {
      await expectAppError(signIn(t, ADA, "wrong-pass"), "INVALID_CREDENTIALS");
    }
    await expectAppError(signIn(t, ADA, PASSWORD), "TOO_MANY_ATTEMPTS");
    await signInFlow(t, { flow: "reset", email: ADA });
    await resetWith(t, await latestCode(t, ADA));
    for (let i = 0; i < 9; i++) {
      await expectAppError(signIn(t, ADA, "wrong-pass"), "INVALID_CREDENTIALS");
    }
    expect((await signIn(t, ADA, "new-secret9")).tokens).toBeTruthy();
  });

  test("a wrong code changes nothing; a verify code is no reset code", async () => {
    const t = setup();
    await signUp(t);
    const verifyCode = await latestCode(t, ADA);
    await expectAppError(resetWith(t, verifyCode), "INVALID_CODE");
    await signInFlow(t, { flow: "reset", email: ADA });
    const code = await latestCode(t, ADA);
    await expectAppError(resetWith(t, otherCode(code)), "INVALID_CODE");
    expect(await sessions(t)).toEqual([]);
    // The old password still works (and, unverified, asks for a code).
    expect(await signIn(t)).toEqual({ tokens: null });
  });

  test("the new password follows sign-up's rules, before the code is spent", async () => {
    const t = setup();
    await verifiedAda(t);
    await signInFlow(t, { flow: "reset", email: ADA });
    const code = await latestCode(t, ADA);
    await expectAppError(
      resetWith(t, code, "12345"),
      "INVALID_INPUT",
      ERROR_MESSAGES.passwordTooShort,
    );
    expect((await resetWith(t, code)).tokens).toBeTruthy();
  });

  test("a reset verifies an unverified email", async () => {
    const t = setup();
    await signUp(t);
    await signInFlow(t, { flow: "reset", email: ADA });
    await resetWith(t, await latestCode(t, ADA));
    expect((await signIn(t, ADA, "new-secret9")).tokens).toBeTruthy();
  });
});
