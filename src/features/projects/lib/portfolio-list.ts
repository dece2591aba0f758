import { makeFunctionReference } from "convex/server";
import type { Id } from "@convex/_generated/dataModel";

/** A portfolio item as `portfolio.list` returns it (docs/API.md). */
export type PortfolioListItem = {
  _id: Id<"portfolioItems">;
  title: string;
  summary: string;
  url: string | null;
  imageUrl: string | null;
};

/**
 * `portfolio.list({ profileId })`: a builder's portfolio, in order. Referenced
 * by name with its documented types, so this feature does not depend on the
 * portfolio module's generated types.
 */
export const portfolioList = makeFunctionReference<
  "query",
  { profileId: Id<"profiles"> },
  PortfolioListItem[]
>("portfolio:list");
