import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { BuilderRow } from "../lib/types";

/** Follow and favourite for one builder; each resolves to the new state. */
export function useBuilderToggles(builder: Pick<BuilderRow, "_id" | "userId">) {
  const follow = useMutation(api.follows.toggle);
  const favorite = useMutation(api.favorites.toggle);
  return {
    toggleFollow: async () =>
      (await follow({ userId: builder.userId })).isFollowing,
    toggleFavorite: async () =>
      (await favorite({ profileId: builder._id })).isFavorite,
  };
}
