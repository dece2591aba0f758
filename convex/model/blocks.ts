/**
 * Blocking. A block by A of B is private (B is never told) and
 * stops, while it stands: messages either way, B's applications to A's
 * projects and acceptance of A's invitations, invitations either way, B seeing
 * A's contact options, and each of them in the other's recommendations.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { REPORT_LIMITS } from "../shared/safety";
import { getPersonSummary, getProfileByUserIdOrThrow } from "./profiles";

export async function findBlock(
  ctx: QueryCtx,
  blockerId: Id<"users">,
  blockedId: Id<"users">,
): Promise<Doc<"blocks"> | null> {
  return await ctx.db
    .query("blocks")
    .withIndex("by_blocker_and_blocked", (q) =>
      q.eq("blockerId", blockerId).eq("blockedId", blockedId),
    )
    .unique();
}

/** Who blocked whom between two users. */
export async function blockBetween(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  otherId: Id<"users">,
): Promise<{ byViewer: boolean; byOther: boolean }> {
  const [byViewer, byOther] = await Promise.all([
    findBlock(ctx, viewerId, otherId),
    findBlock(ctx, otherId, viewerId),
  ]);
  return { byViewer: byViewer !== null, byOther: byOther !== null };
}

/**
 * Refuses an action between two people when either blocked the other, with
 * the words for the one acting: the blocker is told to unblock; the blocked
 * person only that they can't (never "you are blocked").
 */
export async function assertNotBlocked(
  ctx: QueryCtx,
  actorId: Id<"users">,
  otherId: Id<"users">,
): Promise<void> {
  const { byViewer, byOther } = await blockBetween(ctx, actorId, otherId);
  if (byViewer) throw appError("BLOCKED", ERROR_MESSAGES.blockedByYou);
  if (byOther) throw appError("BLOCKED", ERROR_MESSAGES.blockedByThem);
}

/** True when either blocked the other (recommendations leave such pairs out). */
export async function isBlockedEitherWay(
  ctx: QueryCtx,
  a: Id<"users">,
  b: Id<"users">,
): Promise<boolean> {
  const { byViewer, byOther } = await blockBetween(ctx, a, b);
  return byViewer || byOther;
}

export async function blockUser(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  userId: Id<"users">,
  { now }: { now: number },
): Promise<void> {
  if (userId === viewerId) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.blockSelf);
  }
  await getProfileByUserIdOrThrow(ctx, userId);
  if ((await findBlock(ctx, viewerId, userId)) !== null) return;
  await ctx.db.insert("blocks", {
    blockerId: viewerId,
    blockedId: userId,
    createdAt: now,
  });
}

export async function unblockUser(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  userId: Id<"users">,
): Promise<void> {
  const block = await findBlock(ctx, viewerId, userId);
  if (block !== null) await ctx.db.delete("blocks", block._id);
}

/** The viewer's blocks, newest first, with the blocked people's public names. */
export async function listBlocked(ctx: QueryCtx, viewerId: Id<"users">) {
  const blocks = await ctx.db
    .query("blocks")
    .withIndex("by_blocker_and_createdAt", (q) => q.eq("blockerId", viewerId))
    .order("desc")
    .take(REPORT_LIMITS.maxBlocksListed);
  return await Promise.all(
    blocks.map(async (block) => ({
      ...(await getPersonSummary(ctx, block.blockedId)),
      blockedAt: block.createdAt,
    })),
  );
}

/** `items` without those whose person blocked the viewer or was blocked by them. */
export async function withoutBlocked<T>(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  items: T[],
  personOf: (item: T) => Id<"users">,
): Promise<T[]> {
  const blocked = await Promise.all(
    items.map((item) => isBlockedEitherWay(ctx, viewerId, personOf(item))),
  );
  return items.filter((_, i) => !blocked[i]);
}
