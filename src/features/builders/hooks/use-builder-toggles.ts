import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { useSendWhenOnline } from "@/hooks/use-send-when-online";
import type { BuilderRow } from "../lib/types";

const offline = {
  notice: "Your change will be saved when the connection returns.",
};

/**
 * Follow and favourite for one builder; each resolves to the new state (the
 * caller's toast confirms it, also after a toggle queued offline).
 */
export function useBuilderToggles(builder: Pick<BuilderRow, "_id" | "userId">) {
  const follow = useMutation(api.follows.toggle);
  const favorite = useMutation(api.favorites.toggle);
  const sendWhenOnline = useSendWhenOnline();
  return {
    toggleFollow: async () =>
      (await sendWhenOnline(() => follow({ userId: builder.userId }), offline))
        .isFollowing,
    toggleFavorite: async () =>
      (
        await sendWhenOnline(
          () => favorite({ profileId: builder._id }),
          offline,
        )
      ).isFavorite,
  };
}
