import { useMutation } from "convex/react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { toUserMessage } from "@/lib/to-user-message";
import type { Decision } from "../components/application-row";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/** Accept or reject an application; tracks which one is in flight. */
export function useDecide() {
  const accept = useMutation(api.applications.accept);
  const reject = useMutation(api.applications.reject);
  const [inFlight, setInFlight] = useState<{
    id: Id<"applications">;
    decision: Decision;
  } | null>(null);

  const decide = async (
    applicationId: Id<"applications">,
    decision: Decision,
    applicantName: string,
  ) => {
    setInFlight({ id: applicationId, decision });
    try {
      if (decision === "accept") {
        await accept({ applicationId });
        toast.success("Application accepted", {
          description: `${applicantName} has joined your project.`,
        });
      } else {
        await reject({ applicationId });
        toast.success("Application updated", {
          description: `${applicantName} was not selected.`,
        });
      }
    } catch (error) {
      logUnexpectedError("Decision failed", error);
      toast.error("Could not update the application", {
        description: toUserMessage(error, "Please try again."),
      });
    } finally {
      setInFlight(null);
    }
  };

  return { inFlight, decide };
}
