/**
 * A member's sign-in sessions: Convex Auth's `authSessions` (one per sign-in,
 * 30 days) and the refresh tokens each renewal adds (`authRefreshTokens`).
 *
 * Ending a session deletes its row, and that takes effect at once: the app's
 * functions read a token whose session is gone as signed out (`viewerIdOf` in
 * functions.ts), its subscribed queries re-run as such, and its refresh token
 * is refused. Its refresh tokens go with it, in bounded batches (a session
 * renews every few minutes while open, so an old one holds thousands).
 */
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";

/** Sessions a list shows and a transaction ends; more are ended by the next one. */
export const SESSIONS_PER_BATCH = 100;
/** Refresh tokens deleted per transaction. */
const REFRESH_TOKENS_PER_BATCH = 500;

export type SessionRow = {
  sessionId: Id<"authSessions">;
  /** The session of the caller's own token (this browser). */
  current: boolean;
  /** When it began (the sign-in). */
  createdAt: number;
  /** When a client last renewed its token (open clients renew every few minutes). */
  lastActiveAt: number;
  /** When it ends without use (Convex Auth's 30 days from the sign-in). */
  expiresAt: number;
};

async function lastActiveAt(
  ctx: QueryCtx,
  session: Doc<"authSessions">,
): Promise<number> {
  const newest = await ctx.db
    .query("authRefreshTokens")
    .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
    .order("desc")
    .first();
  return Math.max(session._creationTime, newest?._creationTime ?? 0);
}

/**
 * The user's sessions (the newest SESSIONS_PER_BATCH), the current one first,
 * then the most recently active first.
 */
export async function listSessions(
  ctx: QueryCtx,
  userId: Id<"users">,
  currentId: Id<"authSessions">,
): Promise<SessionRow[]> {
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .order("desc")
    .take(SESSIONS_PER_BATCH);
  const rows = await Promise.all(
    sessions.map(async (session) => ({
      sessionId: session._id,
      current: session._id === currentId,
      createdAt: session._creationTime,
      lastActiveAt: await lastActiveAt(ctx, session),
      expiresAt: session.expirationTime,
    })),
  );
  return rows.sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || b.lastActiveAt - a.lastActiveAt,
  );
}

/** One of the user's own sessions, or NOT_FOUND (another user's reads as none). */
export async function getOwnSessionOrThrow(
  ctx: QueryCtx,
  userId: Id<"users">,
  sessionId: Id<"authSessions">,
): Promise<Doc<"authSessions">> {
  const session = await ctx.db.get("authSessions", sessionId);
  if (session === null || session.userId !== userId) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.sessionNotFound);
  }
  return session;
}

/** Deletes a session (it ends at once) and its refresh tokens. */
export async function endSession(
  ctx: MutationCtx,
  sessionId: Id<"authSessions">,
): Promise<void> {
  await ctx.db.delete("authSessions", sessionId);
  await deleteRefreshTokens(ctx, sessionId);
}

/**
 * Deletes a batch of an ended session's refresh tokens and schedules the next
 * batch while any are left (without their session they renew nothing).
 */
export async function deleteRefreshTokens(
  ctx: MutationCtx,
  sessionId: Id<"authSessions">,
): Promise<void> {
  const tokens = await ctx.db
    .query("authRefreshTokens")
    .withIndex("sessionId", (q) => q.eq("sessionId", sessionId))
    .take(REFRESH_TOKENS_PER_BATCH);
  for (const token of tokens) {
    await ctx.db.delete("authRefreshTokens", token._id);
  }
  if (tokens.length === REFRESH_TOKENS_PER_BATCH) {
    await ctx.scheduler.runAfter(0, internal.accountAuth.deleteRefreshTokens, {
      sessionId,
    });
  }
}

/**
 * Ends every session of the user but `keep` (none when null): a batch now,
 * the rest (beyond SESSIONS_PER_BATCH) right after, by the scheduler. Returns
 * how many this transaction ended.
 */
export async function endOtherSessions(
  ctx: MutationCtx,
  userId: Id<"users">,
  keep: Id<"authSessions"> | null,
): Promise<number> {
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .take(SESSIONS_PER_BATCH + 1);
  let ended = 0;
  for (const session of sessions.slice(0, SESSIONS_PER_BATCH)) {
    if (session._id === keep) continue;
    await endSession(ctx, session._id);
    ended += 1;
  }
  if (sessions.length > SESSIONS_PER_BATCH) {
    await ctx.scheduler.runAfter(0, internal.accountAuth.endOtherSessions, {
      userId,
      keep,
    });
  }
  return ended;
}
