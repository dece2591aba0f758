import { useMutation } from "convex/react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useSendWhenOnline } from "@/hooks/use-send-when-online";
import { toUserMessage } from "@/lib/to-user-message";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { applyArgs, type ApplyValues } from "../lib/apply-values";

/**
 * Applies to a project with the applicant's optional note, role and
 * attachment, with the spec's toasts; `applying` while it runs. `apply`
 * resolves to whether it was sent.
 */
export function useApply(projectId: Id<"projects">) {
  const applyMutation = useMutation(api.applications.apply);
  const [applying, setApplying] = useState(false);
  const sendWhenOnline = useSendWhenOnline();

  const apply = async (values: ApplyValues): Promise<boolean> => {
    setApplying(true);
    try {
      await sendWhenOnline(() => applyMutation(applyArgs(projectId, values)), {
        notice: "Your application will be sent when the connection returns.",
      });
      toast.success("Application Submitted", {
        description: "Your application has been sent to the project creator.",
      });
      return true;
    } catch (error) {
      logUnexpectedError("Application failed", error);
      toast.error("Application Failed", {
        description: toUserMessage(
          error,
          "There was an error submitting your application.",
        ),
      });
      return false;
    } finally {
      setApplying(false);
    }
  };

  return { applying, apply };
}
