/**
 * The inbox: one `conversations` row per pair of users, one
 * `conversationMembers` row per participant, and one `messageCounters` row per
 * user, all written in the transaction of the message they count.
 *
 * - List: the viewer's member rows by `lastMessageAt`, newest first, paginated.
 * - Unread: a send adds one to the recipient's member row and counter; reading
 *   a conversation subtracts its member row's count from the counter. Concurrent
 *   sends touch the same rows, so Convex serializes them and the counts stay
 *   exact.
 * - Read receipts: my message was seen when the other member's `lastReadAt` is
 *   at or after my `lastSentAt`.
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { CONVERSATION_PREVIEW_LENGTH } from "../shared/messages";
import { adjustUnread } from "./messageCounters";
import { markNotificationRead } from "./notifications";
import { getApplicantSummary } from "./profiles";
import { findBlock } from "./blocks";

/** The same key for both directions of a conversation between two users. */
export function conversationKey(a: Id<"users">, b: Id<"users">): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** The latest message's start, on one line, as the inbox list shows it. */
export function messagePreview(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length <= CONVERSATION_PREVIEW_LENGTH
    ? line
    : `${line.slice(0, CONVERSATION_PREVIEW_LENGTH - 1)}…`;
}

export async function getMember(
  ctx: QueryCtx,
  userId: Id<"users">,
  otherUserId: Id<"users">,
): Promise<Doc<"conversationMembers"> | null> {
  return await ctx.db
    .query("conversationMembers")
    .withIndex("by_user_and_other", (q) =>
      q.eq("userId", userId).eq("otherUserId", otherUserId),
    )
    .unique();
}

async function getConversationRow(
  ctx: QueryCtx,
  a: Id<"users">,
  b: Id<"users">,
): Promise<Doc<"conversations"> | null> {
  return await ctx.db
    .query("conversations")
    .withIndex("by_key", (q) => q.eq("key", conversationKey(a, b)))
    .unique();
}

type MessageEvent = {
  senderId: Id<"users">;
  recipientId: Id<"users">;
  body: string;
  at: number;
};

/** Creates or moves a member row for a new message. */
async function touchMember(
  ctx: MutationCtx,
  conversationId: Id<"conversations">,
  userId: Id<"users">,
  otherUserId: Id<"users">,
  patch: {
    lastMessageAt: number;
    unread: number;
    lastSentAt?: number;
  },
): Promise<void> {
  const member = await getMember(ctx, userId, otherUserId);
  if (member === null) {
    await ctx.db.insert("conversationMembers", {
      conversationId,
      userId,
      otherUserId,
      lastMessageAt: patch.lastMessageAt,
      unread: patch.unread,
      lastReadAt: 0,
      ...(patch.lastSentAt === undefined
        ? {}
        : { lastSentAt: patch.lastSentAt }),
    });
    return;
  }
  await ctx.db.patch("conversationMembers", member._id, {
    lastMessageAt: Math.max(member.lastMessageAt, patch.lastMessageAt),
    unread: member.unread + patch.unread,
    ...(patch.lastSentAt === undefined
      ? {}
      : { lastSentAt: Math.max(member.lastSentAt ?? 0, patch.lastSentAt) }),
  });
}

/**
 * Records a message in its conversation, in the send's transaction: the
 * conversation's latest message, the recipient's unread (row and total) and the
 * sender's side read up to their own message (replying reads the thread).
 */
export async function recordMessage(
  ctx: MutationCtx,
  event: MessageEvent,
): Promise<void> {
  const { senderId, recipientId, at } = event;
  const latest = {
    lastMessageAt: at,
    lastMessagePreview: messagePreview(event.body),
    lastSenderId: senderId,
  };
  let conversation = await getConversationRow(ctx, senderId, recipientId);
  if (conversation === null) {
    const id = await ctx.db.insert("conversations", {
      key: conversationKey(senderId, recipientId),
      ...latest,
    });
    conversation = (await ctx.db.get("conversations", id))!;
  } else if (at >= conversation.lastMessageAt) {
    await ctx.db.patch("conversations", conversation._id, latest);
  }
  await markRead(ctx, senderId, recipientId, at);
  await touchMember(ctx, conversation._id, senderId, recipientId, {
    lastMessageAt: at,
    unread: 0,
    lastSentAt: at,
  });
  await touchMember(ctx, conversation._id, recipientId, senderId, {
    lastMessageAt: at,
    unread: 1,
  });
  await adjustUnread(ctx, recipientId, "unread", 1);
}

/**
 * Marks the viewer's side of the conversation read up to `now`: its unread
 * leaves the total, and the sender's unread "sent you a message" notification
 * is read too (the bell and the inbox agree).
 */
export async function markRead(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  otherUserId: Id<"users">,
  now: number,
): Promise<void> {
  const member = await getMember(ctx, viewerId, otherUserId);
  if (member === null) return;
  if (member.unread > 0 || member.lastReadAt < member.lastMessageAt) {
    await ctx.db.patch("conversationMembers", member._id, {
      unread: 0,
      lastReadAt: Math.max(member.lastReadAt, now),
    });
    await adjustUnread(ctx, viewerId, "unread", -member.unread);
  }
  const notification = await ctx.db
    .query("notifications")
    .withIndex("by_user_and_kind_and_actor_and_createdAt", (q) =>
      q
        .eq("userId", viewerId)
        .eq("kind", "messageReceived")
        .eq("actorId", otherUserId),
    )
    .order("desc")
    .first();
  if (notification !== null && !notification.read) {
    await markNotificationRead(ctx, viewerId, notification._id);
  }
}

export type ConversationSummary = {
  otherUserId: Id<"users">;
  otherProfileId: Id<"profiles"> | null;
  otherName: string;
  otherAvatarUrl: string | null;
  lastMessageAt: number;
  lastMessagePreview: string;
  lastFromViewer: boolean;
  unread: number;
};

export const vConversationSummary = v.object({
  otherUserId: v.id("users"),
  otherProfileId: v.union(v.id("profiles"), v.null()),
  otherName: v.string(),
  otherAvatarUrl: v.union(v.string(), v.null()),
  lastMessageAt: v.number(),
  lastMessagePreview: v.string(),
  lastFromViewer: v.boolean(),
  unread: v.number(),
});

export async function toSummary(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  member: Doc<"conversationMembers">,
): Promise<ConversationSummary> {
  const [other, conversation] = await Promise.all([
    getApplicantSummary(ctx, member.otherUserId),
    ctx.db.get("conversations", member.conversationId),
  ]);
  return {
    otherUserId: member.otherUserId,
    otherProfileId: other.profileId,
    otherName: other.name,
    otherAvatarUrl: other.avatarUrl,
    lastMessageAt: member.lastMessageAt,
    lastMessagePreview: conversation?.lastMessagePreview ?? "",
    lastFromViewer: conversation?.lastSenderId === viewerId,
    unread: member.unread,
  };
}

export const vConversationInfo = v.object({
  other: v.object({
    userId: v.id("users"),
    profileId: v.union(v.id("profiles"), v.null()),
    name: v.string(),
    avatarUrl: v.union(v.string(), v.null()),
  }),
  unread: v.number(),
  /** The other person has read up to the viewer's last message. */
  seen: v.boolean(),
  /** The viewer blocked the other person (the conversation page offers Unblock instead of a composer). */
  blockedByYou: v.boolean(),
  /** The other person deleted their account: the conversation stays to read, nobody to answer. */
  otherDeleted: v.boolean(),
});
export type ConversationInfo = Infer<typeof vConversationInfo>;

/**
 * The conversation's header and receipt for the viewer: who the other person
 * is, the viewer's unread, and whether the other has read the viewer's last
 * message. Only the viewer's own rows and the other's row of this same pair
 * are read, so nobody learns about anyone else's conversations.
 */
export async function getConversationInfo(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  otherUserId: Id<"users">,
): Promise<ConversationInfo> {
  const [other, mine, theirs, block, otherUser] = await Promise.all([
    getApplicantSummary(ctx, otherUserId),
    getMember(ctx, viewerId, otherUserId),
    getMember(ctx, otherUserId, viewerId),
    findBlock(ctx, viewerId, otherUserId),
    ctx.db.get("users", otherUserId),
  ]);
  const seen =
    mine?.lastSentAt !== undefined &&
    theirs !== null &&
    theirs.lastReadAt >= mine.lastSentAt;
  return {
    other: {
      userId: other.id,
      profileId: other.profileId,
      name: other.name,
      avatarUrl: other.avatarUrl,
    },
    unread: mine?.unread ?? 0,
    seen,
    blockedByYou: block !== null,
    otherDeleted: otherUser?.deletedAt !== undefined,
  };
}
