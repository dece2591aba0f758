/**
 * A signed-in member proving their password again (to change it, or their
 * email) and changing it. The slow parts, checking and hashing passwords, run
 * in the Node actions of passwordHashing.ts, between short transactions
 * (accountAuth.ts), as sign-in does (model/passwordProvider.ts).
 *
 * Each check takes one `passwordChecksPerUser` token BEFORE the password is
 * checked, in a transaction of its own that commits whatever the answer: a
 * wrong password counts, so a stolen session cannot be used to guess it.
 */
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx, MutationCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { passwordChangeSchema, passwordIsEmail } from "../shared/schemas";
import { passwordChangedMail, scheduleMail } from "./authEmails";
import { consumeRateLimit } from "./rateLimits";
import { endOtherSessions } from "./sessions";
import { getUserPasswordAccount } from "./users";
import { parseInput } from "./validation";

/** The signed-in caller: their user and the session of their token. */
export type ViewerSession = {
  userId: Id<"users">;
  sessionId: Id<"authSessions">;
};

/** The caller's password account, as a check found it. */
export type CheckedAccount = ViewerSession & {
  accountId: Id<"authAccounts">;
  /** The account's sign-in email (normalized). */
  email: string;
  /** The hash the password was checked against. */
  secret: string;
};

function wrongPassword() {
  return appError("INVALID_CREDENTIALS", ERROR_MESSAGES.wrongPassword);
}

/**
 * In a mutation: the caller takes one password check (RATE_LIMITED when none
 * is left) and gets what to check the password against.
 */
export async function beginPasswordCheck(
  ctx: MutationCtx,
  { userId, sessionId }: ViewerSession,
): Promise<CheckedAccount> {
  await consumeRateLimit(ctx, "passwordChecksPerUser", userId);
  const account = await getUserPasswordAccount(ctx, userId);
  if (account?.secret === undefined) throw wrongPassword();
  return {
    userId,
    sessionId,
    accountId: account._id,
    email: account.providerAccountId,
    secret: account.secret,
  };
}

/**
 * In an action: checks the signed-in caller's password (one check taken
 * first); INVALID_CREDENTIALS when it is wrong.
 */
export async function checkViewerPassword(
  ctx: ActionCtx,
  password: string,
): Promise<CheckedAccount> {
  const account = await ctx.runMutation(
    internal.accountAuth.beginPasswordCheck,
    {},
  );
  const matches = await ctx.runAction(internal.passwordHashing.verify, {
    password,
    hash: account.secret,
  });
  if (!matches) throw wrongPassword();
  return account;
}

/**
 * `account.changePassword`: the current password, then the new one by
 * sign-up's rules, hashed, stored; every other session ends, the address is
 * told. Nothing is written unless every check passed.
 */
export async function changePassword(
  ctx: ActionCtx,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { currentPassword, newPassword } = parseInput(
    passwordChangeSchema,
    input,
  );
  const account = await checkViewerPassword(ctx, currentPassword);
  if (passwordIsEmail(newPassword, account.email)) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.passwordIsEmail);
  }
  const secret = await ctx.runAction(internal.passwordHashing.hash, {
    password: newPassword,
  });
  await ctx.runMutation(internal.accountAuth.finishPasswordChange, {
    accountId: account.accountId,
    checkedSecret: account.secret,
    secret,
  });
}

/**
 * In a mutation: stores the new hash, if the caller is still signed in to the
 * same session and the password is still the one checked (else
 * INVALID_CREDENTIALS: it changed meanwhile), ends every other session and
 * schedules the "password changed" mail.
 */
export async function storeNewPassword(
  ctx: MutationCtx,
  { userId, sessionId }: ViewerSession,
  args: {
    accountId: Id<"authAccounts">;
    checkedSecret: string;
    secret: string;
  },
): Promise<void> {
  const account = await ctx.db.get("authAccounts", args.accountId);
  if (account?.userId !== userId || account.secret !== args.checkedSecret) {
    throw wrongPassword();
  }
  await ctx.db.patch("authAccounts", account._id, { secret: args.secret });
  await endOtherSessions(ctx, userId, sessionId);
  await scheduleMail(ctx, passwordChangedMail(account.providerAccountId));
}
