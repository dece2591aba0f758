/**
 * Changing a member's sign-in email: asked for with the password, finished
 * with an 8-digit code mailed to the new address (made, hashed and limited
 * as verification codes are: model/authEmails.ts).
 *
 * - The sign-in email changes only when the code is entered: until then the
 *   account, its user and its mails stay on the old address.
 * - An address that has an account gets the same answers as a free one (no
 *   account discovery, as sign-up): the request succeeds, a code is stored,
 *   but that address is mailed a harmless note instead of the code, so no
 *   code can ever match; confirming answers INVALID_CODE, as a wrong code.
 * - Mails to the new address take from `accountMailsPerEmail` (5 an hour per
 *   address, as reset codes); wrong codes from `emailChangeCodesPerUser` (10
 *   an hour per member, as Convex Auth's limit on verification codes).
 */
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { ActionCtx, MutationCtx, QueryCtx } from "../_generated/server";
import { EMAIL_CODE_LIFETIME_S } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { emailChangeSchema, emailCodeSchema } from "../shared/schemas";
import {
  emailChangeCodeMail,
  emailChangedMail,
  emailInUseMail,
  generateEmailCode,
  scheduleMail,
} from "./authEmails";
import { sha256Hex } from "./digest";
import { checkViewerPassword } from "./passwordChange";
import {
  consumeRateLimit,
  hasRateLimit,
  resetRateLimit,
  takeRateLimit,
} from "./rateLimits";
import { getPasswordAccount, getUserPasswordAccount } from "./users";
import { parseInput } from "./validation";

/** What entering a code came to (the action turns the last two into errors). */
export const EMAIL_CHANGE_OUTCOMES = ["changed", "invalid", "limited"] as const;
export type EmailChangeOutcome = (typeof EMAIL_CHANGE_OUTCOMES)[number];

async function pendingChange(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"emailChanges"> | null> {
  return await ctx.db
    .query("emailChanges")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
}

/** `account.requestEmailChange`: checks the password, then stores and mails a code. */
/** Drops the user's email change waiting for its code, if any (its code stops working). */
export async function dropEmailChange(
  ctx: MutationCtx,
  userId: Id<"users">,
): Promise<void> {
  const change = await pendingChange(ctx, userId);
  if (change !== null) await ctx.db.delete("emailChanges", change._id);
}

export async function requestEmailChange(
  ctx: ActionCtx,
  input: { newEmail: string; password: string },
): Promise<void> {
  const { newEmail, password } = parseInput(emailChangeSchema, input);
  const account = await checkViewerPassword(ctx, password);
  if (newEmail === account.email) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.emailUnchanged);
  }
  const code = generateEmailCode();
  await ctx.runMutation(internal.accountAuth.startEmailChange, {
    newEmail,
    code,
    codeHash: await sha256Hex(code),
  });
}

/**
 * In a mutation: replaces the user's pending change with this one and mails
 * the code to the new address, or, when it has an account, the note.
 */
export async function storeEmailChange(
  ctx: MutationCtx,
  userId: Id<"users">,
  args: { newEmail: string; code: string; codeHash: string },
): Promise<void> {
  await consumeRateLimit(ctx, "accountMailsPerEmail", args.newEmail);
  const earlier = await pendingChange(ctx, userId);
  if (earlier !== null) await ctx.db.delete("emailChanges", earlier._id);
  await ctx.db.insert("emailChanges", {
    userId,
    newEmail: args.newEmail,
    codeHash: args.codeHash,
    expiresAt: Date.now() + EMAIL_CODE_LIFETIME_S.verify * 1000,
  });
  const taken = (await getPasswordAccount(ctx, args.newEmail)) !== null;
  await scheduleMail(
    ctx,
    taken
      ? emailInUseMail(args.newEmail)
      : emailChangeCodeMail(args.newEmail, args.code),
  );
}

/** `account.confirmEmailChange`: INVALID_CODE or TOO_MANY_ATTEMPTS unless it changed. */
export async function confirmEmailChange(
  ctx: ActionCtx,
  input: { code: string },
): Promise<void> {
  const code = parseInput(emailCodeSchema, input.code);
  const outcome = await ctx.runMutation(
    internal.accountAuth.finishEmailChange,
    {
      codeHash: await sha256Hex(code),
    },
  );
  if (outcome === "limited") {
    throw appError("TOO_MANY_ATTEMPTS", ERROR_MESSAGES.tooManyCodeAttempts);
  }
  if (outcome === "invalid") {
    throw appError("INVALID_CODE", ERROR_MESSAGES.invalidCode);
  }
}

/**
 * In a mutation, which returns rather than throws so that a wrong code's
 * token stays taken: with the right, live code, moves the account, its user
 * and its mails to the new address (verified: the code proved it), drops the
 * account's other codes (a reset code mailed to the old address would move
 * the user back) and tells the old address.
 */
export async function applyEmailChange(
  ctx: MutationCtx,
  userId: Id<"users">,
  codeHash: string,
): Promise<EmailChangeOutcome> {
  if (!(await hasRateLimit(ctx, "emailChangeCodesPerUser", userId))) {
    return "limited";
  }
  const change = await pendingChange(ctx, userId);
  const now = Date.now();
  if (
    change === null ||
    change.codeHash !== codeHash ||
    change.expiresAt < now
  ) {
    if (change !== null && change.expiresAt < now) {
      await ctx.db.delete("emailChanges", change._id);
    }
    await takeRateLimit(ctx, "emailChangeCodesPerUser", userId);
    return "invalid";
  }
  await ctx.db.delete("emailChanges", change._id);
  const account = await getUserPasswordAccount(ctx, userId);
  // Taken since the request: the code was mailed when it was free, but the
  // address now signs in to another account.
  const taken = (await getPasswordAccount(ctx, change.newEmail)) !== null;
  if (account === null || taken) return "invalid";
  const { newEmail } = change;
  await ctx.db.patch("authAccounts", account._id, {
    providerAccountId: newEmail,
    emailVerified: newEmail,
  });
  await ctx.db.patch("users", userId, {
    email: newEmail,
    emailVerificationTime: now,
  });
  const codes = await ctx.db
    .query("authVerificationCodes")
    .withIndex("accountId", (q) => q.eq("accountId", account._id))
    .take(10);
  for (const code of codes) {
    await ctx.db.delete("authVerificationCodes", code._id);
  }
  await resetRateLimit(ctx, "emailChangeCodesPerUser", userId);
  await scheduleMail(
    ctx,
    emailChangedMail(account.providerAccountId, newEmail),
  );
  return "changed";
}
