/**
 * Each user's unread message totals, one `messageCounters` document: `unread` for
 * direct conversations (model/conversations.ts keeps it) and `teamUnread` for team
 * rooms (model/teamUnread.ts). The header's count reads this one document.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

async function counterOf(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"messageCounters"> | null> {
  return await ctx.db
    .query("messageCounters")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/** The user's unread messages over all conversations and all their team rooms. */
export async function unreadMessagesOf(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<number> {
  const counter = await counterOf(ctx, userId);
  return (counter?.unread ?? 0) + (counter?.teamUnread ?? 0);
}

/** Adds `delta` to one of the user's totals, never below zero. */
export async function adjustUnread(
  ctx: MutationCtx,
  userId: Id<"users">,
  total: "unread" | "teamUnread",
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  const counter = await counterOf(ctx, userId);
  const value = Math.max(0, (counter?.[total] ?? 0) + delta);
  const fields = total === "unread" ? { unread: value } : { teamUnread: value };
  if (counter === null) {
    await ctx.db.insert("messageCounters", { userId, unread: 0, ...fields });
  } else {
    await ctx.db.patch("messageCounters", counter._id, fields);
  }
}
