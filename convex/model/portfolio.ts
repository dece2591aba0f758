/**
 * A builder's portfolio: at most PORTFOLIO_LIMITS.maxItems items, shown on
 * their page in `position` order. Positions stay dense (0, 1, 2 ...): adding
 * puts an item last, removing closes the gap, moving swaps two neighbours.
 * Only the builder changes their items; an item's image is a picture in file
 * storage (model/pictures.ts, kind "portfolio"), deleted with the item and
 * when replaced. Items go with the account (model/accountDeletion.ts) and
 * are in the data export.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import {
  PORTFOLIO_LIMITS,
  portfolioItemInputSchema,
} from "../shared/profileWork";
import { deleteStoredFile, storedFileUrl } from "./files";
import { getProfileByUserIdOrThrow } from "./profiles";
import { parseInput } from "./validation";

/** More than a portfolio may hold, so rows beyond the limit are still found. */
const ITEM_READ_LIMIT = PORTFOLIO_LIMITS.maxItems * 2;

export type PortfolioItem = {
  _id: Id<"portfolioItems">;
  title: string;
  summary: string;
  url: string | null;
  imageUrl: string | null;
};

const portfolioUpdateSchema = portfolioItemInputSchema.partial();

/** A profile's items in order (bounded). */
async function itemsOf(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
): Promise<Doc<"portfolioItems">[]> {
  return await ctx.db
    .query("portfolioItems")
    .withIndex("by_profile_and_position", (q) => q.eq("profileId", profileId))
    .take(ITEM_READ_LIMIT);
}

/** `portfolio.list`: a builder's items, in order, as anyone sees them. */
export async function listPortfolio(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
): Promise<PortfolioItem[]> {
  const items = await itemsOf(ctx, profileId);
  return await Promise.all(
    items.map(async (item) => ({
      _id: item._id,
      title: item.title,
      summary: item.summary,
      url: item.url ?? null,
      imageUrl: await storedFileUrl(ctx, item.imageId),
    })),
  );
}

/** The viewer's own item (NOT_FOUND when gone, FORBIDDEN when someone else's). */
export async function requireOwnPortfolioItem(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  itemId: Id<"portfolioItems">,
): Promise<Doc<"portfolioItems">> {
  const item = await ctx.db.get("portfolioItems", itemId);
  if (item === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.portfolioItemNotFound);
  }
  if (item.userId !== viewerId) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notPortfolioOwner);
  }
  return item;
}

/** Adds an item last; LIMIT_REACHED when the portfolio is full. */
export async function addPortfolioItem(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  input: unknown,
): Promise<Id<"portfolioItems">> {
  const { title, summary, url } = parseInput(portfolioItemInputSchema, input);
  const profile = await getProfileByUserIdOrThrow(ctx, viewerId);
  const items = await itemsOf(ctx, profile._id);
  if (items.length >= PORTFOLIO_LIMITS.maxItems) {
    throw appError("LIMIT_REACHED", ERROR_MESSAGES.portfolioFull);
  }
  return await ctx.db.insert("portfolioItems", {
    profileId: profile._id,
    userId: viewerId,
    title,
    summary,
    ...(url === undefined ? {} : { url }),
    position: items.length,
  });
}

/** Changes the fields given; a `url` of "" removes the link. */
export async function updatePortfolioItem(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  itemId: Id<"portfolioItems">,
  input: { title?: string; summary?: string; url?: string },
): Promise<void> {
  const item = await requireOwnPortfolioItem(ctx, viewerId, itemId);
  const { title, summary, url } = parseInput(portfolioUpdateSchema, input);
  await ctx.db.patch("portfolioItems", item._id, {
    ...(title === undefined ? {} : { title }),
    ...(summary === undefined ? {} : { summary }),
    ...(input.url === undefined ? {} : { url }),
  });
}

/** Removes an item and its image; the items after it move up. */
export async function removePortfolioItem(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  itemId: Id<"portfolioItems">,
): Promise<void> {
  const item = await requireOwnPortfolioItem(ctx, viewerId, itemId);
  await deleteItem(ctx, item);
  const rest = await itemsOf(ctx, item.profileId);
  for (const [position, other] of rest.entries()) {
    if (other.position !== position) {
      await ctx.db.patch("portfolioItems", other._id, { position });
    }
  }
}

/** Swaps an item with its neighbour above or below; nothing at either end. */
export async function movePortfolioItem(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  itemId: Id<"portfolioItems">,
  direction: "up" | "down",
): Promise<void> {
  const item = await requireOwnPortfolioItem(ctx, viewerId, itemId);
  const items = await itemsOf(ctx, item.profileId);
  const index = items.findIndex((other) => other._id === item._id);
  const neighbour = items[direction === "up" ? index - 1 : index + 1];
  if (neighbour === undefined) return;
  await ctx.db.patch("portfolioItems", item._id, {
    position: neighbour.position,
  });
  await ctx.db.patch("portfolioItems", neighbour._id, {
    position: item.position,
  });
}

async function deleteItem(
  ctx: MutationCtx,
  item: Doc<"portfolioItems">,
): Promise<void> {
  await ctx.db.delete("portfolioItems", item._id);
  if (item.imageId !== undefined) await deleteStoredFile(ctx, item.imageId);
}

/** Deletes a profile's whole portfolio with its images (account deletion). */
export async function deletePortfolio(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
): Promise<void> {
  for (const item of await itemsOf(ctx, profileId)) {
    await deleteItem(ctx, item);
  }
}
