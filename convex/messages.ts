import { v } from "convex/values";
import { authedMutation, publicQuery } from "./functions";
import {
  getConversation,
  sendMessage,
  vConversationMessage,
} from "./model/messages";

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
