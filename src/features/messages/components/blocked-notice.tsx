import { useMutation } from "convex/react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/ui/button";
import { toUserMessage } from "@/lib/to-user-message";

/** In place of the composer while the viewer blocks the other person. */
export function BlockedNotice({
  userId,
  name,
}: {
  userId: Id<"users">;
  name: string;
}) {
  const unblock = useMutation(api.blocks.unblock);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted/60 p-3 text-sm"
    >
      <p>You blocked {name}. Neither of you can send messages.</p>
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          void unblock({ userId }).then(
            () => toast.success(`${name} is unblocked`),
            (error: unknown) =>
              toast.error(toUserMessage(error, "Please try again.")),
          )
        }
      >
        Unblock
      </Button>
    </div>
  );
}
