import { useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Skeleton } from "@/components/ui/skeleton";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";
import { toWorkFormValues, type WorkFormData } from "../lib/work-form";
import { SectionCard } from "./section-card";
import { WorkSettingsForm } from "./work-settings-form";

/**
 * Settings' Work card: availability, hours a week and time zone, loaded from
 * `profiles.me` and saved with `profiles.update` (only these fields), with
 * the outcome in a toast.
 */
export function WorkSettingsCard() {
  const me = useQuery(api.profiles.me, {});
  const updateProfile = useMutation(api.profiles.update);

  const save = async (data: WorkFormData) => {
    try {
      await updateProfile(data);
      toast.success("Work details saved", {
        description: "Your profile shows them now.",
      });
    } catch (error) {
      logUnexpectedError("Failed to save the work details", error);
      toast.error("Could not save your work details", {
        description: toUserMessage(error, "Please try again."),
      });
    }
  };

  return (
    <SectionCard
      title="Work"
      description="Whether you are open to projects, how many hours you can give and where you work from."
      className="mt-6 w-full max-w-3xl"
    >
      {me ? (
        <WorkSettingsForm
          key={me._id}
          initialValues={toWorkFormValues(me)}
          onSubmit={save}
        />
      ) : (
        <Skeleton className="h-72" />
      )}
    </SectionCard>
  );
}
