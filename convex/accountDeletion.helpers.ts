/**
 * Shared by the account deletion suites (two dots in the name: never
 * deployed): members with a real password account, their deletion, and the
 * cleanup run to its end through the scheduler.
 */
import { vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { hashPassword } from "./passwordHashing";
import { createUser, type TestConvex } from "./test.helpers";

export const PASSWORD = "delete-me-1";

let hash: Promise<string> | null = null;

/**
 * A member as sign-up makes one (user, profile, a session and a client signed
 * in on it) with a verified password account for their email.
 */
export async function createMember(
  t: TestConvex,
  options: { name?: string; email?: string } = {},
) {
  const member = await createUser(t, options);
  hash ??= hashPassword(PASSWORD);
  const secret = await hash;
  await t.run(async (ctx) => {
    await ctx.db.insert("authAccounts", {
      userId: member.userId,
      provider: "password",
      providerAccountId: member.email,
      secret,
      emailVerified: member.email,
    });
  });
  return member;
}

export type Member = Awaited<ReturnType<typeof createMember>>;

/** The member deletes their account, confirming with the right password and email. */
export async function deleteAccountOf(member: Member): Promise<void> {
  await member.as.action(api.account.deleteAccount, {
    password: PASSWORD,
    email: member.email,
  });
}

/**
 * Runs every scheduled function due now, page after page, to the end of the
 * cleanup (fake timers: later jobs, such as an application's expiry, stay
 * where they are).
 */
export async function finishCleanup(t: TestConvex): Promise<void> {
  await t.finishAllScheduledFunctions(() => vi.advanceTimersByTime(0), 1000);
}

/** The progress row of a user's deletion. */
export async function deletionOf(
  t: TestConvex,
  userId: Id<"users">,
): Promise<Doc<"accountDeletions">> {
  const row = await t.run(
    async (ctx) =>
      await ctx.db
        .query("accountDeletions")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .unique(),
  );
  if (row === null) throw new Error("no deletion for this user");
  return row;
}

/** Runs the page the progress row says is next, as the scheduler would. */
export async function runNextPage(
  t: TestConvex,
  userId: Id<"users">,
): Promise<Doc<"accountDeletions">> {
  const { _id, pagesDone } = await deletionOf(t, userId);
  await t.mutation(internal.accountDeletion.runPage, {
    deletionId: _id,
    pageNumber: pagesDone,
  });
  return await deletionOf(t, userId);
}
