import { beforeAll, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { SESSIONS_PER_BATCH } from "./model/sessions";
import { ERROR_MESSAGES } from "./shared/errors";
import { RATE_LIMIT_MESSAGES, RATE_LIMITS } from "./shared/rateLimits";
import {
  freshEmail,
  newMember,
  PASSWORD,
  signIn,
} from "./account.test.helpers";
import {
  createUser,
  expectAppError,
  mailsTo,
  setup,
  stubAuthEnv,
  type TestConvex,
} from "./test.helpers";

beforeAll(stubAuthEnv);

const NEW_PASSWORD = "second-secret9";

async function sessionIds(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) =>
    (
      await ctx.db
        .query("authSessions")
        .withIndex("userId", (q) => q.eq("userId", userId))
        .take(500)
    ).map((session) => session._id),
  );
}

describe("account.changePassword", () => {
  test("signed out: UNAUTHENTICATED", async () => {
    const t = setup();
    await expectAppError(
      t.action(api.account.changePassword, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
      "UNAUTHENTICATED",
    );
  });

  test("a wrong current password: INVALID_CREDENTIALS, nothing changes", async () => {
    const t = setup();
    const ada = await newMember(t);
    await expectAppError(
      ada.as.action(api.account.changePassword, {
        currentPassword: "not-my-password",
        newPassword: NEW_PASSWORD,
      }),
      "INVALID_CREDENTIALS",
      ERROR_MESSAGES.wrongPassword,
    );
    await signIn(t, ada.email, PASSWORD);
    // Sign-up's code only: no "password changed" mail.
    const mails = await mailsTo(t, ada.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/verification code/),
    ]);
  });

  test.each([
    ["12345", ERROR_MESSAGES.passwordTooShort],
    ["password123", ERROR_MESSAGES.passwordCommon],
    ["      ", ERROR_MESSAGES.passwordBlank],
    [PASSWORD, ERROR_MESSAGES.newPasswordUnchanged],
  ])(
    "the new password %j breaks sign-up's rules: INVALID_INPUT",
    async (newPassword, message) => {
      const t = setup();
      const ada = await newMember(t);
      await expectAppError(
        ada.as.action(api.account.changePassword, {
          currentPassword: PASSWORD,
          newPassword,
        }),
        "INVALID_INPUT",
        message,
      );
      await signIn(t, ada.email, PASSWORD);
    },
  );

  test("the new password may not be the email", async () => {
    const t = setup();
    const ada = await newMember(t, "ada.pass@example.com");
    await expectAppError(
      ada.as.action(api.account.changePassword, {
        currentPassword: PASSWORD,
        newPassword: "Ada.Pass@example.com",
      }),
      "INVALID_INPUT",
      ERROR_MESSAGES.passwordIsEmail,
    );
  });

  test("stores the new password, ends every other session at once, keeps this one and mails the address", async () => {
    const t = setup();
    const ada = await newMember(t);
    const laptop = await signIn(t, ada.email, PASSWORD);
    const phone = await signIn(t, ada.email, PASSWORD);
    expect(await laptop.query(api.profiles.me, {})).not.toBeNull();

    await ada.as.action(api.account.changePassword, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });

    for (const other of [laptop, phone]) {
      expect(await other.query(api.profiles.me, {})).toBeNull();
      expect(await other.query(api.auth.isAuthenticated, {})).toBe(false);
      await expectAppError(
        other.mutation(api.profiles.update, { bio: "still me?" }),
        "UNAUTHENTICATED",
      );
    }
    expect(await ada.as.query(api.profiles.me, {})).toMatchObject({
      email: ada.email,
    });
    expect(await sessionIds(t, ada.userId)).toHaveLength(1);
    const refreshTokens = await t.run(
      async (ctx) => await ctx.db.query("authRefreshTokens").take(20),
    );
    expect(refreshTokens).toHaveLength(1);

    await expectAppError(signIn(t, ada.email, PASSWORD), "INVALID_CREDENTIALS");
    await signIn(t, ada.email, NEW_PASSWORD);
    const mail = (await mailsTo(t, ada.email)).at(-1)!;
    expect(mail.subject).toBe("Your Buildmates password was changed");
    expect(mail.text).toContain("/forgot-password");
  });

  test("leaves other members' sessions alone", async () => {
    const t = setup();
    const ada = await newMember(t);
    const bob = await newMember(t);
    await ada.as.action(api.account.changePassword, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(await bob.as.query(api.profiles.me, {})).not.toBeNull();
  });

  test("password checks are limited per member, and a wrong password counts", async () => {
    const t = setup();
    const ada = await newMember(t);
    const { capacity } = RATE_LIMITS.passwordChecksPerUser;
    for (let i = 0; i < capacity; i += 1) {
      await expectAppError(
        ada.as.action(api.account.changePassword, {
          currentPassword: `wrong-guess-${i}`,
          newPassword: NEW_PASSWORD,
        }),
        "INVALID_CREDENTIALS",
      );
    }
    await expectAppError(
      ada.as.action(api.account.changePassword, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
      "RATE_LIMITED",
      RATE_LIMIT_MESSAGES.passwordChecksPerUser,
    );
    await signIn(t, ada.email, PASSWORD);
  });
});

describe("account.sessions", () => {
  test("signed out: none", async () => {
    const t = setup();
    expect(await t.query(api.account.sessions, {})).toEqual([]);
  });

  test("lists the caller's sessions, this browser's first and marked current", async () => {
    const t = setup();
    const ada = await newMember(t);
    const other = await signIn(t, ada.email, PASSWORD);
    await newMember(t);
    const rows = await ada.as.query(api.account.sessions, {});
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.current)).toEqual([true, false]);
    for (const row of rows) {
      expect(row.lastActiveAt).toBeGreaterThanOrEqual(row.createdAt);
      expect(row.expiresAt).toBeGreaterThan(row.createdAt);
      expect(Object.keys(row).sort()).toEqual([
        "createdAt",
        "current",
        "expiresAt",
        "lastActiveAt",
        "sessionId",
      ]);
    }
    const fromOther = await other.query(api.account.sessions, {});
    expect(fromOther.find((row) => row.current)?.sessionId).toBe(
      rows[1]!.sessionId,
    );
  });

  test("last active is the newest token renewal", async () => {
    const t = setup();
    const ada = await newMember(t);
    const [row] = await ada.as.query(api.account.sessions, {});
    const renewedAt = await t.run(async (ctx) => {
      const id = await ctx.db.insert("authRefreshTokens", {
        sessionId: row!.sessionId,
        expirationTime: Date.now() + 60_000,
      });
      return (await ctx.db.get("authRefreshTokens", id))!._creationTime;
    });
    const [after] = await ada.as.query(api.account.sessions, {});
    expect(after!.lastActiveAt).toBe(renewedAt);
    expect(after!.createdAt).toBe(row!.createdAt);
  });
});

describe("account.endSession", () => {
  test("signed out: UNAUTHENTICATED", async () => {
    const t = setup();
    const ada = await createUser(t);
    await expectAppError(
      t.mutation(api.account.endSession, { sessionId: ada.sessionId }),
      "UNAUTHENTICATED",
    );
  });

  test("another member's session: NOT_FOUND, and it goes on", async () => {
    const t = setup();
    const ada = await createUser(t);
    const eve = await createUser(t);
    await expectAppError(
      eve.as.mutation(api.account.endSession, { sessionId: ada.sessionId }),
      "NOT_FOUND",
      ERROR_MESSAGES.sessionNotFound,
    );
    expect(await ada.as.query(api.auth.isAuthenticated, {})).toBe(true);
  });

  test("ends another session of the caller at once", async () => {
    const t = setup();
    const ada = await newMember(t);
    const phone = await signIn(t, ada.email, PASSWORD);
    const [, phoneRow] = await ada.as.query(api.account.sessions, {});
    await ada.as.mutation(api.account.endSession, {
      sessionId: phoneRow!.sessionId,
    });
    expect(await phone.query(api.profiles.me, {})).toBeNull();
    expect(await ada.as.query(api.auth.isAuthenticated, {})).toBe(true);
    await expectAppError(
      ada.as.mutation(api.account.endSession, {
        sessionId: phoneRow!.sessionId,
      }),
      "NOT_FOUND",
    );
  });

  test("ending this browser's session signs it out", async () => {
    const t = setup();
    const ada = await newMember(t);
    const [row] = await ada.as.query(api.account.sessions, {});
    await ada.as.mutation(api.account.endSession, {
      sessionId: row!.sessionId,
    });
    expect(await ada.as.query(api.auth.isAuthenticated, {})).toBe(false);
    expect(await ada.as.query(api.account.sessions, {})).toEqual([]);
  });
});

describe("account.endOtherSessions", () => {
  test("signed out: UNAUTHENTICATED", async () => {
    const t = setup();
    await expectAppError(
      t.mutation(api.account.endOtherSessions, {}),
      "UNAUTHENTICATED",
    );
  });

  test("ends every session but this browser's, and no one else's", async () => {
    const t = setup();
    const ada = await newMember(t);
    const others = [
      await signIn(t, ada.email, PASSWORD),
      await signIn(t, ada.email, PASSWORD),
    ];
    const bob = await newMember(t, freshEmail("bob"));
    expect(await ada.as.mutation(api.account.endOtherSessions, {})).toBe(2);
    for (const other of others) {
      expect(await other.query(api.auth.isAuthenticated, {})).toBe(false);
    }
    expect(await ada.as.query(api.auth.isAuthenticated, {})).toBe(true);
    expect(await bob.as.query(api.auth.isAuthenticated, {})).toBe(true);
  });

  test("ends many sessions and their many refresh tokens, in batches", async () => {
    vi.useFakeTimers();
    try {
      const t = setup();
      const ada = await createUser(t);
      const extra = SESSIONS_PER_BATCH + 20;
      await t.run(async (ctx) => {
        for (let i = 0; i < extra; i += 1) {
          const sessionId = await ctx.db.insert("authSessions", {
            userId: ada.userId,
            expirationTime: Date.now() + 60_000,
          });
          // One old session that renewed many times.
          const tokens = i === 0 ? 1200 : 1;
          for (let k = 0; k < tokens; k += 1) {
            await ctx.db.insert("authRefreshTokens", {
              sessionId,
              expirationTime: Date.now() + 60_000,
            });
          }
        }
      });
      await ada.as.mutation(api.account.endOtherSessions, {});
      await t.finishAllScheduledFunctions(() => vi.runAllTimers());
      expect(await sessionIds(t, ada.userId)).toEqual([ada.sessionId]);
      const left = await t.run(
        async (ctx) => await ctx.db.query("authRefreshTokens").take(10),
      );
      expect(left).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
