/**
 * A builder's portfolio (model/portfolio.ts): anyone reads it; only the
 * builder adds, changes, reorders and removes items, at most
 * PORTFOLIO_LIMITS.maxItems of them.
 */
import { v } from "convex/values";
import { zodToConvexFields } from "convex-helpers/server/zod4";
import { literals } from "convex-helpers/validators";
import { authedMutation, publicAction, sharedQuery } from "./functions";
import { setPicture } from "./model/pictures";
import {
  addPortfolioItem,
  listPortfolio,
  movePortfolioItem,
  removePortfolioItem,
  updatePortfolioItem,
} from "./model/portfolio";
import { portfolioItemInputSchema } from "./shared/profileWork";

const vPortfolioItem = v.object({
  _id: v.id("portfolioItems"),
  title: v.string(),
  summary: v.string(),
  url: v.union(v.string(), v.null()),
  imageUrl: v.union(v.string(), v.null()),
});

const itemFields = zodToConvexFields(portfolioItemInputSchema.shape);

/** A builder's items in their order; empty for a profile that does not exist. Public. */
export const list = sharedQuery({
  args: { profileId: v.id("profiles") },
  returns: v.array(vPortfolioItem),
  handler: async (ctx, { profileId }) => await listPortfolio(ctx, profileId),
});

/**
 * Adds an item last to the viewer's portfolio: a title (1-80 characters), a
 * summary (at most 200), an optional https link. LIMIT_REACHED when it holds
 * 12 items.
 */
export const add = authedMutation({
  args: itemFields,
  returns: v.id("portfolioItems"),
  handler: async (ctx, args) => await addPortfolioItem(ctx, ctx.viewerId, args),
});

/** Changes the fields given of one of the viewer's items; a `url` of "" removes the link. */
export const update = authedMutation({
  args: {
    itemId: v.id("portfolioItems"),
    title: v.optional(itemFields.title),
    summary: v.optional(itemFields.summary),
    url: itemFields.url,
  },
  returns: v.null(),
  handler: async (ctx, { itemId, ...fields }) => {
    await updatePortfolioItem(ctx, ctx.viewerId, itemId, fields);
    return null;
  },
});

/** Removes one of the viewer's items and its image; those after it move up. */
export const remove = authedMutation({
  args: { itemId: v.id("portfolioItems") },
  returns: v.null(),
  handler: async (ctx, { itemId }) => {
    await removePortfolioItem(ctx, ctx.viewerId, itemId);
    return null;
  },
});

/** Moves one of the viewer's items one place up or down (nothing at either end). */
export const move = authedMutation({
  args: {
    itemId: v.id("portfolioItems"),
    direction: literals("up", "down"),
  },
  returns: v.null(),
  handler: async (ctx, { itemId, direction }) => {
    await movePortfolioItem(ctx, ctx.viewerId, itemId, direction);
    return null;
  },
});

/**
 * Sets (or, with null, removes) the image of one of the viewer's items: an
 * upload from `files.generateUploadUrl`, checked from its bytes (PNG, JPEG,
 * WebP or GIF, at most 5 MB) as `profiles.setPhoto` checks a photo; the
 * image it replaces is deleted.
 */
export const setImage = publicAction({
  args: {
    itemId: v.id("portfolioItems"),
    storageId: v.union(v.id("_storage"), v.null()),
  },
  returns: v.null(),
  handler: async (ctx, { itemId, storageId }) =>
    await setPicture(ctx, { kind: "portfolio", itemId }, storageId),
});
