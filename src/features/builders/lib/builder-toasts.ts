import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";

/** The spec's follow/favourite toasts (section 4), word for word. */
export const builderToasts = {
  followed: (name: string) =>
    toast.success("Following", {
      description: `You are now following ${name}`,
    }),
  unfollowed: (name: string) =>
    toast("Unfollowed", { description: `You are no longer following ${name}` }),
  favorited: (name: string) =>
    toast.success("Added to favorites", {
      description: `${name} has been added to your favorites`,
    }),
  unfavorited: () => toast("Removed from favorites"),
  messageSent: () => toast.success("Message sent"),
  failed: (error: unknown) =>
    toast.error(
      toUserMessage(error, "Something went wrong. Please try again."),
    ),
};
