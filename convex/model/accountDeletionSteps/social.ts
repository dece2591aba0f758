/**
 * Account deletion, between people (model/accountDeletion.ts runs these
 * pages): follows both ways (the followers counts kept in step), favourites
 * both ways, blocks both ways, and the member's side of their conversations.
 * The messages themselves stay for the other person.
 */
import { countFollow } from "../aggregates";
import { PAGE_SIZE, removeAll, type StepPage } from "./page";

/** The builders the member follows: each loses a follower. */
export const followingPage: StepPage = async (ctx, deletion) => {
  const follows = await ctx.db
    .query("follows")
    .withIndex("by_follower_and_followee", (q) =>
      q.eq("followerId", deletion.userId),
    )
    .take(PAGE_SIZE);
  return await removeAll(follows, PAGE_SIZE, async (follow) => {
    await ctx.db.delete("follows", follow._id);
    await countFollow(ctx, { before: follow, after: null });
  });
};

/** Those who follow the member. */
export const followersPage: StepPage = async (ctx, deletion) => {
  const follows = await ctx.db
    .query("follows")
    .withIndex("by_followee", (q) => q.eq("followeeId", deletion.userId))
    .take(PAGE_SIZE);
  return await removeAll(follows, PAGE_SIZE, async (follow) => {
    await ctx.db.delete("follows", follow._id);
    await countFollow(ctx, { before: follow, after: null });
  });
};

/** The member's favourite builders. */
export const favoritesPage: StepPage = async (ctx, deletion) => {
  const favorites = await ctx.db
    .query("favorites")
    .withIndex("by_user_and_profile", (q) => q.eq("userId", deletion.userId))
    .take(PAGE_SIZE);
  return await removeAll(favorites, PAGE_SIZE, (favorite) =>
    ctx.db.delete("favorites", favorite._id),
  );
};

/** Others' favourites of the member's (deleted) profile. */
export const favoritedByPage: StepPage = async (ctx, deletion) => {
  const profileId = deletion.profileId;
  if (profileId === null) return { done: true, cursor: null };
  const favorites = await ctx.db
    .query("favorites")
    .withIndex("by_profile", (q) => q.eq("profileId", profileId))
    .take(PAGE_SIZE);
  return await removeAll(favorites, PAGE_SIZE, (favorite) =>
    ctx.db.delete("favorites", favorite._id),
  );
};

/** The member's blocks of others. */
export const blocksPage: StepPage = async (ctx, deletion) => {
  const blocks = await ctx.db
    .query("blocks")
    .withIndex("by_blocker_and_createdAt", (q) =>
      q.eq("blockerId", deletion.userId),
    )
    .take(PAGE_SIZE);
  return await removeAll(blocks, PAGE_SIZE, (block) =>
    ctx.db.delete("blocks", block._id),
  );
};

/** Others' blocks of the member: nobody is left to block. */
export const blockedByPage: StepPage = async (ctx, deletion) => {
  const blocks = await ctx.db
    .query("blocks")
    .withIndex("by_blocked", (q) => q.eq("blockedId", deletion.userId))
    .take(PAGE_SIZE);
  return await removeAll(blocks, PAGE_SIZE, (block) =>
    ctx.db.delete("blocks", block._id),
  );
};

/**
 * The member's side of their conversations (their inbox rows). The other
 * side's row, the conversation and the messages stay: the other person keeps
 * the conversation, with "Deleted member" (model/profiles.ts).
 */
export const conversationsPage: StepPage = async (ctx, deletion) => {
  const members = await ctx.db
    .query("conversationMembers")
    .withIndex("by_user_and_lastMessageAt", (q) =>
      q.eq("userId", deletion.userId),
    )
    .take(PAGE_SIZE);
  return await removeAll(members, PAGE_SIZE, (member) =>
    ctx.db.delete("conversationMembers", member._id),
  );
};
