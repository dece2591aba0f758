import { beforeAll, describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { EMAIL_CODE_LIFETIME_S } from "./shared/constants";
import { ERROR_MESSAGES } from "./shared/errors";
import { RATE_LIMIT_MESSAGES, RATE_LIMITS } from "./shared/rateLimits";
import {
  freshEmail,
  newMember,
  PASSWORD,
  signIn,
} from "./account.test.helpers";
import {
  expectAppError,
  latestCode,
  mailsTo,
  setup,
  stubAuthEnv,
  type TestConvex,
} from "./test.helpers";

beforeAll(stubAuthEnv);

type Member = Awaited<ReturnType<typeof newMember>>;

async function request(member: Member, newEmail: string, password = PASSWORD) {
  return await member.as.action(api.account.requestEmailChange, {
    newEmail,
    password,
  });
}

async function confirm(member: Member, code: string) {
  return await member.as.action(api.account.confirmEmailChange, { code });
}

/** A code that is not the one mailed (same shape). */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1e8).padStart(8, "0");
}

async function emailOf(member: Member) {
  return (await member.as.query(api.profiles.me, {}))?.email;
}

async function pendingChanges(t: TestConvex) {
  return await t.run(
    async (ctx) => await ctx.db.query("emailChanges").take(10),
  );
}

describe("account.requestEmailChange and confirmEmailChange", () => {
  test("signed out: UNAUTHENTICATED", async () => {
    const t = setup();
    await expectAppError(
      t.action(api.account.requestEmailChange, {
        newEmail: freshEmail(),
        password: PASSWORD,
      }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      t.action(api.account.confirmEmailChange, { code: "12345678" }),
      "UNAUTHENTICATED",
    );
  });

  test("a wrong password: INVALID_CREDENTIALS, and nothing is mailed", async () => {
    const t = setup();
    const ada = await newMember(t);
    const next = freshEmail("next");
    await expectAppError(
      request(ada, next, "not-my-password"),
      "INVALID_CREDENTIALS",
      ERROR_MESSAGES.wrongPassword,
    );
    expect(await mailsTo(t, next)).toEqual([]);
    expect(await pendingChanges(t)).toEqual([]);
  });

  test("bad input: INVALID_INPUT", async () => {
    const t = setup();
    const ada = await newMember(t);
    await expectAppError(
      request(ada, "not-an-email"),
      "INVALID_INPUT",
      "Please enter a valid email address",
    );
    await expectAppError(
      request(ada, ada.email.toUpperCase()),
      "INVALID_INPUT",
      ERROR_MESSAGES.emailUnchanged,
    );
    await expectAppError(
      confirm(ada, "1234"),
      "INVALID_INPUT",
      "The code is the 8 digits from the email",
    );
  });

  test("mails a code to the new address; the email changes only when it is entered", async () => {
    const t = setup();
    const ada = await newMember(t);
    const old = ada.email;
    const next = freshEmail("next");
    expect(await request(ada, ` ${next.toUpperCase()} `)).toBeNull();

    const [codeMail] = await mailsTo(t, next);
    expect(codeMail!.subject).toMatch(
      /^Your Buildmates email change code: \d{8}$/,
    );
    const code = await latestCode(t, next);
    // Stored hashed, for the code's life.
    const [pending] = await pendingChanges(t);
    expect(pending!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending!.codeHash).not.toContain(code);
    expect(pending!.expiresAt - Date.now()).toBeLessThanOrEqual(
      EMAIL_CODE_LIFETIME_S.verify * 1000,
    );

    // Not changed yet.
    expect(await emailOf(ada)).toBe(old);
    await signIn(t, old, PASSWORD);
    await expectAppError(signIn(t, next, PASSWORD), "INVALID_CREDENTIALS");
    expect(await mailsTo(t, old)).toHaveLength(1); // sign-up's code only

    expect(await confirm(ada, code)).toBeNull();
    expect(await emailOf(ada)).toBe(next);
    await signIn(t, next, PASSWORD);
    await expectAppError(signIn(t, old, PASSWORD), "INVALID_CREDENTIALS");
    expect(await pendingChanges(t)).toEqual([]);

    const notice = (await mailsTo(t, old)).at(-1)!;
    expect(notice.subject).toBe("Your Buildmates email was changed");
    expect(notice.text).toContain(next);
    // The code is used up.
    await expectAppError(confirm(ada, code), "INVALID_CODE");
  });

  test("the new email is verified, and a code mailed to the old address no longer works", async () => {
    const t = setup();
    const ada = await newMember(t);
    const next = freshEmail("next");
    await t.action(api.auth.signIn, {
      provider: "password",
      params: { flow: "reset", email: ada.email },
    });
    const resetCode = await latestCode(t, ada.email);
    await request(ada, next);
    await confirm(ada, await latestCode(t, next));
    const [account] = await t.run(
      async (ctx) => await ctx.db.query("authAccounts").take(1),
    );
    expect(account).toMatchObject({
      providerAccountId: next,
      emailVerified: next,
    });
    await expectAppError(
      t.action(api.auth.signIn, {
        provider: "password",
        params: {
          flow: "reset-verification",
          // The notice tells the old address the new one.
          email: next,
          code: resetCode,
          newPassword: "taken-over-9",
        },
      }),
      "INVALID_CODE",
    );
    expect(await emailOf(ada)).toBe(next);
    await signIn(t, next, PASSWORD);
  });

  test("a taken address answers as a free one, gets no code, and cannot be confirmed", async () => {
    const t = setup();
    const ada = await newMember(t);
    const bob = await newMember(t, freshEmail("bob"));
    const free = freshEmail("free");

    expect(await request(ada, bob.email)).toBeNull();
    expect(await request(ada, free)).toBeNull();
    const freeMails = await mailsTo(t, free);
    expect(freeMails).toHaveLength(1);

    const bobMails = await mailsTo(t, bob.email);
    const note = bobMails.at(-1)!;
    expect(note.subject).toBe("Someone tried to use your email on Buildmates");
    expect(note.text).not.toMatch(/\b\d{8}\b/);

    // A new request replaces the earlier one: ask for Bob's address again.
    await request(ada, bob.email);
    await expectAppError(confirm(ada, "12345678"), "INVALID_CODE");
    expect(await emailOf(ada)).toBe(ada.email);
    expect(await emailOf(bob)).toBe(bob.email);
  });

  test("an address taken after the code was mailed cannot be confirmed", async () => {
    const t = setup();
    const ada = await newMember(t);
    const next = freshEmail("next");
    await request(ada, next);
    const code = await latestCode(t, next);
    await newMember(t, next);
    await expectAppError(confirm(ada, code), "INVALID_CODE");
    expect(await emailOf(ada)).toBe(ada.email);
  });

  test("a wrong or expired code: INVALID_CODE; a new request replaces the code", async () => {
    const t = setup();
    const ada = await newMember(t);
    const next = freshEmail("next");
    await expectAppError(
      confirm(ada, "12345678"),
      "INVALID_CODE",
      ERROR_MESSAGES.invalidCode,
    );
    await request(ada, next);
    const first = await latestCode(t, next);
    await expectAppError(confirm(ada, otherCode(first)), "INVALID_CODE");

    await request(ada, next);
    const second = await latestCode(t, next);
    await expectAppError(confirm(ada, first), "INVALID_CODE");

    await t.run(async (ctx) => {
      const pending = await ctx.db.query("emailChanges").first();
      await ctx.db.patch("emailChanges", pending!._id, {
        expiresAt: Date.now() - 1,
      });
    });
    await expectAppError(confirm(ada, second), "INVALID_CODE");
    expect(await emailOf(ada)).toBe(ada.email);
  });

  test("another member's code does not change the caller's email", async () => {
    const t = setup();
    const ada = await newMember(t);
    const eve = await newMember(t, freshEmail("eve"));
    const next = freshEmail("next");
    await request(ada, next);
    await expectAppError(
      confirm(eve, await latestCode(t, next)),
      "INVALID_CODE",
    );
    expect(await emailOf(eve)).toBe(eve.email);
    expect(await emailOf(ada)).toBe(ada.email);
  });

  test("10 wrong codes an hour, then every code is refused", async () => {
    const t = setup();
    const ada = await newMember(t);
    const next = freshEmail("next");
    await request(ada, next);
    const code = await latestCode(t, next);
    for (let i = 0; i < RATE_LIMITS.emailChangeCodesPerUser.capacity; i += 1) {
      await expectAppError(confirm(ada, otherCode(code)), "INVALID_CODE");
    }
    await expectAppError(
      confirm(ada, code),
      "TOO_MANY_ATTEMPTS",
      ERROR_MESSAGES.tooManyCodeAttempts,
    );
    expect(await emailOf(ada)).toBe(ada.email);
  });

  test("code mails to one address are limited, whether or not it has an account", async () => {
    const t = setup();
    const bob = await newMember(t, freshEmail("bob"));
    const free = freshEmail("free");
    const { capacity } = RATE_LIMITS.accountMailsPerEmail;
    // One member per address: each request also takes a password check.
    for (const address of [free, bob.email]) {
      const asker = await newMember(t);
      for (let i = 0; i < capacity; i += 1) await request(asker, address);
      await expectAppError(
        request(asker, address),
        "RATE_LIMITED",
        RATE_LIMIT_MESSAGES.accountMailsPerEmail,
      );
    }
    // Bob's own mails besides sign-up's code: one note per request.
    expect(await mailsTo(t, bob.email)).toHaveLength(capacity + 1);
  });
});
