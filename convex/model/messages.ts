import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../shared/errors";
import { CONVERSATION_LIMIT, messageBodySchema } from "../shared/messages";
import { conversationKey, recordMessage } from "./conversations";
import { notify } from "./notifications";
import { getProfileByUserIdOrThrow } from "./profiles";
import { consumeRateLimit } from "./rateLimits";
import { parseInput } from "./validation";
import { assertNotBlocked } from "./blocks";

export const MESSAGE_ERRORS = {
  self: "You cannot message yourself.",
} as const;

export type ConversationMessage = {
  _id: Id<"messages">;
  _creationTime: number;
  senderId: Id<"users">;
  recipientId: Id<"users">;
  body: string;
  /** The viewer sent it. */
  fromViewer: boolean;
};

export const vConversationMessage = v.object({
  _id: v.id("messages"),
  _creationTime: v.number(),
  senderId: v.id("users"),
  recipientId: v.id("users"),
  body: v.string(),
  fromViewer: v.boolean(),
});

/**
 * Stores a direct message to another builder; the body is cleaned and trimmed,
 * 1 to 2000 characters; each sender is rate limited (shared/rateLimits.ts).
 */
export async function sendMessage(
  ctx: MutationCtx,
  senderId: Id<"users">,
  input: { recipientId: Id<"users">; body: string },
  { now }: { now: number },
): Promise<Id<"messages">> {
  if (input.recipientId === senderId) {
    throw appError("INVALID_INPUT", MESSAGE_ERRORS.self);
  }
  const body = parseInput(messageBodySchema, input.body);
  await getProfileByUserIdOrThrow(ctx, input.recipientId);
  await assertNotBlocked(ctx, senderId, input.recipientId);
  await consumeRateLimit(ctx, "messagesPerSender", senderId);
  await consumeRateLimit(ctx, "messagesPerSenderDaily", senderId);
  const messageId = await ctx.db.insert("messages", {
    senderId,
    recipientId: input.recipientId,
    body,
    conversationKey: conversationKey(senderId, input.recipientId),
  });
  await recordMessage(ctx, {
    senderId,
    recipientId: input.recipientId,
    body,
    at: now,
  });
  await notify(
    ctx,
    { userId: input.recipientId, kind: "messageReceived", actorId: senderId },
    { now },
  );
  return messageId;
}

/**
 * The last messages between the viewer and `otherUserId`, oldest first. The
 * viewer is always one of the two, so nobody can read someone else's
 * conversation.
 */
export async function getConversation(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  otherUserId: Id<"users">,
): Promise<ConversationMessage[]> {
  const latest = await ctx.db
    .query("messages")
    .withIndex("by_conversation", (q) =>
      q.eq("conversationKey", conversationKey(viewerId, otherUserId)),
    )
    .order("desc")
    .take(CONVERSATION_LIMIT);
  return latest.reverse().map((message) => ({
    _id: message._id,
    _creationTime: message._creationTime,
    senderId: message.senderId,
    recipientId: message.recipientId,
    body: message.body,
    fromViewer: message.senderId === viewerId,
  }));
}
