/**
 * Account deletion, the sign-in part: every session and refresh token, the
 * password account and its codes, the email's sign-in budgets, the trusted
 * browsers. The first transaction ends the sessions and removes the accounts
 * (model/accountDeletion.ts); the "sessions" and "devices" steps finish.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { dropEmailChange } from "../emailChange";
import { resetEmailBudget, untrustDevice } from "../signInLimits";
import { removeSignInAccounts } from "../users";
import { PAGE_SIZE, removeAll, type StepPage } from "./page";

/** Sessions deleted in one transaction at most (a person has a handful). */
const SESSIONS_AT_ONCE = 500;
/** Refresh tokens deleted in one transaction at most. */
const TOKENS_AT_ONCE = 2000;

/** Deletes up to `limit` refresh tokens of a session; done when none is left. */
async function deleteTokensOf(
  ctx: MutationCtx,
  sessionId: Id<"authSessions">,
  limit: number,
): Promise<{ deleted: number; done: boolean }> {
  if (limit <= 0) return { deleted: 0, done: false };
  const tokens = await ctx.db
    .query("authRefreshTokens")
    .withIndex("sessionId", (q) => q.eq("sessionId", sessionId))
    .take(limit);
  for (const token of tokens) {
    await ctx.db.delete("authRefreshTokens", token._id);
  }
  return { deleted: tokens.length, done: tokens.length < limit };
}

/**
 * Deletes the user's sessions (up to SESSIONS_AT_ONCE), and their refresh
 * tokens as far as TOKENS_AT_ONCE goes, in the caller's transaction: every
 * token of the user stops working at once (functions.ts treats a token whose
 * session is gone as signed out, and a refresh needs its session). Returns the
 * deleted sessions whose refresh tokens are still to delete, and whether
 * sessions may be left.
 */
export async function endSessions(
  ctx: MutationCtx,
  userId: Id<"users">,
): Promise<{ tokenSessions: Id<"authSessions">[]; more: boolean }> {
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .take(SESSIONS_AT_ONCE);
  let budget = TOKENS_AT_ONCE;
  const tokenSessions: Id<"authSessions">[] = [];
  for (const session of sessions) {
    await ctx.db.delete("authSessions", session._id);
    const cleared = await deleteTokensOf(ctx, session._id, budget);
    budget -= cleared.deleted;
    if (!cleared.done) tokenSessions.push(session._id);
  }
  return { tokenSessions, more: sessions.length === SESSIONS_AT_ONCE };
}

/**
 * Removes every way to sign in as the user, in the caller's transaction: the
 * accounts and their mailed codes (model/users.ts), and what is kept per
 * email (the sign-in budget, Convex Auth's failed-code count), so the email
 * starts afresh as a new account.
 */
export async function removeSignIn(
  ctx: MutationCtx,
  userId: Id<"users">,
): Promise<void> {
  await dropEmailChange(ctx, userId);
  for (const email of await removeSignInAccounts(ctx, userId)) {
    await resetEmailBudget(ctx, email);
    const codeLimit = await ctx.db
      .query("authRateLimits")
      .withIndex("identifier", (q) => q.eq("identifier", email))
      .unique();
    if (codeLimit !== null) {
      await ctx.db.delete("authRateLimits", codeLimit._id);
    }
  }
}

/**
 * Sessions beyond what the first transaction ended, then the refresh tokens
 * it left (of sessions already gone, so already useless), a page at a time.
 */
export const sessionsPage: StepPage = async (ctx, deletion) => {
  const ended = await endSessions(ctx, deletion.userId);
  const waiting = [...deletion.tokenSessions, ...ended.tokenSessions];
  if (ended.more) {
    return { done: false, cursor: null, tokenSessions: waiting };
  }
  const [first, ...rest] = waiting;
  if (first === undefined) return { done: true, cursor: null };
  const cleared = await deleteTokensOf(ctx, first, TOKENS_AT_ONCE);
  const tokenSessions = cleared.done ? rest : waiting;
  return { done: tokenSessions.length === 0, cursor: null, tokenSessions };
};

/** The browsers trusted for the user's sign-ins, with their attempt budgets. */
export const devicesPage: StepPage = async (ctx, deletion) => {
  const devices = await ctx.db
    .query("trustedDevices")
    .withIndex("by_user_and_lastUsedAt", (q) => q.eq("userId", deletion.userId))
    .take(PAGE_SIZE);
  return await removeAll(devices, PAGE_SIZE, (device) =>
    untrustDevice(ctx, device._id),
  );
};
