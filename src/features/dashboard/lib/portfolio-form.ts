import type { z } from "zod";
import {
  type portfolioItemInputSchema,
  type PortfolioItemInput,
} from "@convex/shared/profileWork";
import type { Id } from "@convex/_generated/dataModel";
import type { PortfolioItem } from "@/lib/api-types";

/** A portfolio item's form values as typed ("" for no link). */
export type PortfolioFormValues = Required<PortfolioItemInput>;

/** What `portfolio.add` / `portfolio.update` get: trimmed, the link as an https URL or absent. */
export type PortfolioItemData = z.output<typeof portfolioItemInputSchema>;

/** What happens to an item's image when its form is saved. */
export type ImageChange = "keep" | "remove" | "new";

/** The form's values for an item (a new one: empty). */
export function toPortfolioFormValues(
  item: PortfolioItem | null,
): PortfolioFormValues {
  return {
    title: item?.title ?? "",
    summary: item?.summary ?? "",
    url: item?.url ?? "",
  };
}

/**
 * The portfolio functions the editor calls (`api.portfolio.*`, docs/API.md):
 * the items in order (undefined while loading) and the owner's writes.
 */
export type PortfolioBackend = {
  items: PortfolioItem[] | undefined;
  add: (args: PortfolioItemData) => Promise<Id<"portfolioItems">>;
  update: (
    args: PortfolioItemData & { itemId: Id<"portfolioItems"> },
  ) => Promise<unknown>;
  remove: (args: { itemId: Id<"portfolioItems"> }) => Promise<unknown>;
  move: (args: {
    itemId: Id<"portfolioItems">;
    direction: "up" | "down";
  }) => Promise<unknown>;
  setImage: (args: {
    itemId: Id<"portfolioItems">;
    storageId: Id<"_storage"> | null;
  }) => Promise<unknown>;
};
