import { useMutation } from "convex/react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { toUserMessage } from "@/lib/to-user-message";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/** Invites a builder to apply, with toasts; `invitingId` is the one in flight. */
export function useInvite(projectId: Id<"projects">) {
  const send = useMutation(api.invites.send);
  const [invitingId, setInvitingId] = useState<Id<"profiles"> | null>(null);

  const invite = async (profileId: Id<"profiles">, name: string) => {
    setInvitingId(profileId);
    try {
      await send({ projectId, profileId });
      toast.success("Invitation sent", {
        description: `${name} can now accept it and apply.`,
      });
    } catch (error) {
      logUnexpectedError("Invite failed", error);
      toast.error("Could not send the invitation", {
        description: toUserMessage(error, "Please try again."),
      });
    } finally {
      setInvitingId(null);
    }
  };

  return { invitingId, invite };
}
