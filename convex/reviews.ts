import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
import { authedMutation, publicQuery } from "./functions";
import { findProfile } from "./model/builders";
import {
  createReview,
  listReviewsOf,
  listReviewsToWrite,
  replyToReview,
  teamReviewsFor,
} from "./model/reviews";

const vPerson = v.object({
  userId: v.id("users"),
  profileId: v.union(v.id("profiles"), v.null()),
  name: v.string(),
  username: v.union(v.string(), v.null()),
  avatarUrl: v.union(v.string(), v.null()),
});

const vReply = v.union(
  v.object({ text: v.string(), createdAt: v.number() }),
  v.null(),
);

const vProfileReview = v.object({
  _id: v.id("reviews"),
  rating: v.number(),
  text: v.string(),
  createdAt: v.number(),
  author: vPerson,
  project: v.object({ _id: v.id("projects"), title: v.string() }),
  reply: vReply,
  canReply: v.boolean(),
});

/**
 * Reviews a teammate of a completed project: 1 to 5 stars (whole) and a text
 * (trimmed, 1 to 1000 characters). Only a member of the project's team, about
 * another member, once, within 30 days of completion.
 */
export const create = authedMutation({
  args: {
    projectId: v.id("projects"),
    subjectId: v.id("users"),
    rating: v.number(),
    text: v.string(),
  },
  returns: v.id("reviews"),
  handler: async (ctx, args) =>
    await createReview(ctx, ctx.viewerId, args, { now: Date.now() }),
});

/** The reviewed person's one reply to a review of them (trimmed, 1 to 1000 characters). */
export const reply = authedMutation({
  args: { reviewId: v.id("reviews"), text: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await replyToReview(ctx, ctx.viewerId, args, { now: Date.now() });
    return null;
  },
});

/** Public: the reviews of a builder, newest first, with project and reply; empty when not found. */
export const forProfile = publicQuery({
  args: { profileId: v.string(), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vProfileReview),
  handler: async (ctx, { profileId, paginationOpts }) => {
    const profile = await findProfile(ctx, profileId);
    if (profile === null) {
      return { page: [], isDone: true, continueCursor: "" };
    }
    return await listReviewsOf(
      ctx,
      profile.userId,
      ctx.viewerId,
      paginationOpts,
    );
  },
});

/**
 * A completed project's team as the signed-in member sees it (each teammate
 * with the viewer's review of them and theirs of the viewer); null for anyone
 * not on the team and for projects not completed.
 */
export const forProject = publicQuery({
  args: { projectId: v.id("projects") },
  returns: v.union(
    v.null(),
    v.object({
      completedAt: v.number(),
      windowEndsAt: v.number(),
      teammates: v.array(
        v.object({
          ...vPerson.fields,
          role: v.union(v.literal("owner"), v.literal("member")),
          myReview: v.union(
            v.null(),
            v.object({
              rating: v.number(),
              text: v.string(),
              createdAt: v.number(),
            }),
          ),
          theirReview: v.union(
            v.null(),
            v.object({
              _id: v.id("reviews"),
              rating: v.number(),
              text: v.string(),
              createdAt: v.number(),
              reply: vReply,
            }),
          ),
        }),
      ),
    }),
  ),
  handler: async (ctx, { projectId }) =>
    await teamReviewsFor(ctx, projectId, ctx.viewerId),
});

/**
 * The signed-in viewer's reviews still to write: each teammate not yet reviewed
 * on their most recent completed projects, with when the project's window
 * closes (the caller hides closed ones). Empty for visitors.
 */
export const toWrite = publicQuery({
  args: {},
  returns: v.array(
    v.object({
      project: v.object({ _id: v.id("projects"), title: v.string() }),
      windowEndsAt: v.number(),
      person: vPerson,
    }),
  ),
  handler: async (ctx) =>
    ctx.viewerId === null ? [] : await listReviewsToWrite(ctx, ctx.viewerId),
});
