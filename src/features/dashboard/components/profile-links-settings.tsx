import { useMutation, useQuery } from "convex/react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { Skeleton } from "@/components/ui/skeleton";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { toUserMessage } from "@/lib/to-user-message";
import { ProfileLinksForm, type LinkValues } from "./profile-links-form";
import { SectionCard } from "./section-card";

/** Settings' Links: where people can find you besides messages (https only). */
export function ProfileLinksSettings() {
  const me = useQuery(api.profiles.me, {});
  const row = useQuery(api.builders.get, me ? { profileId: me._id } : "skip");
  const save = useMutation(api.profiles.updateLinks);

  const submit = async (values: LinkValues) => {
    try {
      await save(values);
      toast.success("Links saved");
    } catch (error) {
      logUnexpectedError("Saving the links failed", error);
      toast.error("Could not save your links", {
        description: toUserMessage(error, "Please try again."),
      });
    }
  };

  return (
    <SectionCard
      title="Links"
      description="Shown on your profile to everyone you have not blocked."
      className="mt-6"
    >
      {row ? (
        <ProfileLinksForm key={row._id} links={row.links} onSubmit={submit} />
      ) : (
        <Skeleton className="h-40" />
      )}
    </SectionCard>
  );
}
