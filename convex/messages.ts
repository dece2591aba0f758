import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
import { authedMutation, publicQuery } from "./functions";
import {
  getConversationInfo,
  markRead,
  toSummary,
  vConversationInfo,
  vConversationSummary,
} from "./model/conversations";
import { unreadMessagesOf } from "./model/messageCounters";
import {
  getConversation,
  sendMessage,
  vConversationMessage,
} from "./model/messages";
import { findUserId } from "./model/users";
import { CONVERSATIONS_PAGE_SIZE } from "./shared/messages";

/** Sends a direct message; the body is trimmed and must be 1 to 2000 characters; rate limited per sender. */
export const send = authedMutation({
  signedOutMessage: "You must be logged in to send messages.",
  args: { recipientId: v.id("users"), body: v.string() },
  returns: v.id("messages"),
  handler: async (ctx, args) =>
    await sendMessage(ctx, ctx.viewerId, args, { now: Date.now() }),
});

/**
 * The last 20 messages between the viewer and `userId`, oldest first; empty
 * when signed out. Only ever the viewer's own conversation.
 */
export const conversation = publicQuery({
  args: { userId: v.id("users") },
  returns: v.array(vConversationMessage),
  handler: async (ctx, { userId }) =>
    ctx.viewerId === null
      ? []
      : await getConversation(ctx, ctx.viewerId, userId),
});

/**
 * The viewer's side of the conversation with `userId`: the other person's
 * name and avatar, the viewer's unread, and `seen` (the other person has read
 * up to the viewer's last message). Null when signed out, and when `userId`
 * (a link's text: /messages/:userId) names nobody.
 */
export const conversationInfo = publicQuery({
  args: { userId: v.string() },
  returns: v.union(vConversationInfo, v.null()),
  handler: async (ctx, { userId }) => {
    if (ctx.viewerId === null) return null;
    const otherId = await findUserId(ctx, userId);
    return otherId === null
      ? null
      : await getConversationInfo(ctx, ctx.viewerId, otherId);
  },
});

/**
 * The viewer's conversations, latest message first, one page (at most 20):
 * the other person, the last message's preview and time, the unread count.
 * An empty page when signed out.
 */
export const listConversations = publicQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vConversationSummary),
  handler: async (ctx, { paginationOpts }) => {
    const viewerId = ctx.viewerId;
    if (viewerId === null)
      return { page: [], isDone: true, continueCursor: "" };
    const result = await ctx.db
      .query("conversationMembers")
      .withIndex("by_user_and_lastMessageAt", (q) => q.eq("userId", viewerId))
      .order("desc")
      .paginate({
        ...paginationOpts,
        numItems: Math.max(
          1,
          Math.min(paginationOpts.numItems, CONVERSATIONS_PAGE_SIZE),
        ),
      });
    return {
      ...result,
      page: await Promise.all(
        result.page.map((member) => toSummary(ctx, viewerId, member)),
      ),
    };
  },
});

/** The viewer's unread messages over all conversations (one document read); 0 when signed out. */
export const unreadCount = publicQuery({
  args: {},
  returns: v.number(),
  handler: async (ctx) =>
    ctx.viewerId === null ? 0 : await unreadMessagesOf(ctx, ctx.viewerId),
});

/**
 * Marks the viewer's conversation with `userId` read (and its "sent you a
 * message" notification); nothing happens when there is no such conversation.
 */
export const markConversationRead = authedMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    await markRead(ctx, ctx.viewerId, userId, Date.now());
    return null;
  },
});
