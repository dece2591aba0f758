import { useMutation } from "convex/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { projectApplyHref } from "@/lib/project-links";
import { toUserMessage } from "@/lib/to-user-message";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * Accept or decline an invitation. Accepting goes to the project with its
 * apply flow open; declining toasts (the row leaves the live list).
 */
export function useRespondInvite() {
  const respond = useMutation(api.invites.respond);
  const navigate = useNavigate();
  const [inFlight, setInFlight] = useState<Id<"invites"> | null>(null);

  const answer = async (
    inviteId: Id<"invites">,
    accept: boolean,
    projectTitle: string,
  ) => {
    setInFlight(inviteId);
    try {
      const { projectId } = await respond({ inviteId, accept });
      if (accept) {
        void navigate(projectApplyHref(projectId));
      } else {
        toast.success("Invitation declined", {
          description: `You declined the invitation to ${projectTitle}.`,
        });
      }
    } catch (error) {
      logUnexpectedError("Answering the invitation failed", error);
      toast.error("Could not answer the invitation", {
        description: toUserMessage(error, "Please try again."),
      });
    } finally {
      setInFlight(null);
    }
  };

  return { inFlight, answer };
}
