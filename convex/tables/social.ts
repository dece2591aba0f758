/** Between people: follows, favourites and messages with their inbox rows. */
import { defineTable } from "convex/server";
import { v } from "convex/values";

export const socialTables = {
  /** One user following another (never themselves); at most one row per pair. */
  follows: defineTable({
    followerId: v.id("users"),
    followeeId: v.id("users"),
  })
    .index("by_follower_and_followee", ["followerId", "followeeId"])
    .index("by_followee", ["followeeId"]),
  /** A user's favourite builder profiles; at most one row per pair. */
  favorites: defineTable({
    userId: v.id("users"),
    profileId: v.id("profiles"),
  })
    .index("by_user_and_profile", ["userId", "profileId"])
    .index("by_profile", ["profileId"]),
  /** A direct message between two users. */
  messages: defineTable({
    senderId: v.id("users"),
    recipientId: v.id("users"),
    /** Trimmed, 1 to 2000 characters. */
    body: v.string(),
    /** The two user ids, sorted and joined: the same for both directions. */
    conversationKey: v.string(),
  }).index("by_conversation", ["conversationKey"]),
  /**
   * One per pair of users who have messaged (model/conversations.ts): the
   * latest message's time, preview and sender, for both participants.
   */
  conversations: defineTable({
    /** model/conversations.ts conversationKey: the two user ids, sorted and joined. */
    key: v.string(),
    lastMessageAt: v.number(),
    /** The latest message's start, at most CONVERSATION_PREVIEW_LENGTH characters. */
    lastMessagePreview: v.string(),
    lastSenderId: v.id("users"),
  }).index("by_key", ["key"]),
  /**
   * One per participant of a conversation: the inbox list is one range of
   * `by_user_and_lastMessageAt`, newest first. `unread` counts the messages
   * received since `lastReadAt`; `lastSentAt` is the viewer's own latest
   * message (read receipts compare it with the other row's `lastReadAt`).
   */
  conversationMembers: defineTable({
    conversationId: v.id("conversations"),
    userId: v.id("users"),
    otherUserId: v.id("users"),
    lastMessageAt: v.number(),
    unread: v.number(),
    lastReadAt: v.number(),
    lastSentAt: v.optional(v.number()),
  })
    .index("by_user_and_lastMessageAt", ["userId", "lastMessageAt"])
    .index("by_user_and_other", ["userId", "otherUserId"]),
  /**
   * One per user who has received a message: the unread messages over all
   * conversations (and, apart, over all team rooms), changed in the same transactions as the member rows, so the
   * header's count reads one document.
   */
  messageCounters: defineTable({
    userId: v.id("users"),
    unread: v.number(),
    /** Unread team room messages over all the user's rooms (tables/team.ts `teamReadStates`). */
    teamUnread: v.optional(v.number()),
  }).index("by_user", ["userId"]),
};
