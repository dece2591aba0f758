import { useMutation, useQuery } from "convex/react";
import { UserX } from "lucide-react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { EmptyState } from "@/components/empty-state";
import { QueryResult } from "@/components/query-result";
import { toUserMessage } from "@/lib/to-user-message";
import { toProfileFormValues, type ProfileFormData } from "../lib/profile-form";
import { ProfileSettingsForm } from "./profile-settings-form";
import { ProfileSettingsSkeleton } from "./profile-settings-skeleton";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * The viewer's profile settings: loads `profiles.me`, saves with
 * `profiles.update` and reports the outcome in a toast. The form is keyed by
 * the profile, so it starts from the saved values once they load.
 */
export function ProfileSettings() {
  const profile = useQuery(api.profiles.me);
  const updateProfile = useMutation(api.profiles.update);

  const save = async (data: ProfileFormData) => {
    try {
      await updateProfile(data);
      toast.success("Profile updated", {
        description: "Your changes have been saved.",
      });
    } catch (error) {
      logUnexpectedError("Failed to update profile", error);
      toast.error("Could not save your profile", {
        description: toUserMessage(
          error,
          "Failed to update your profile. Please try again.",
        ),
      });
    }
  };

  return (
    <QueryResult
      value={profile}
      loading={<ProfileSettingsSkeleton />}
      notFound={
        <EmptyState
          icon={UserX}
          title="Profile not found"
          description="We couldn't load your profile. Try signing out and in again."
        />
      }
    >
      {(found) => (
        <ProfileSettingsForm
          key={found._id}
          initialValues={toProfileFormValues(found)}
          email={found.email}
          onSubmit={save}
        />
      )}
    </QueryResult>
  );
}
