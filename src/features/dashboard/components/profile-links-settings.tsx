import { useMutation, useQuery } from "convex/react";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import {
  PROFILE_LINK_LABELS,
  type ProfileLinks,
} from "@convex/shared/profileLinks";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toUserMessage } from "@/lib/to-user-message";
import { SectionCard } from "./section-card";

const KEYS = Object.keys(PROFILE_LINK_LABELS) as (keyof ProfileLinks)[];

/** Settings' Links: where people can find you besides messages (https only). */
export function ProfileLinksSettings() {
  const me = useQuery(api.profiles.me, {});
  const row = useQuery(api.builders.get, me ? { profileId: me._id } : "skip");
  return (
    <SectionCard
      title="Links"
      description="Shown on your profile to everyone you have not blocked."
      className="mt-6"
    >
      {row ? (
        <LinksForm key={row._id} links={row.links} />
      ) : (
        <Skeleton className="h-40" />
      )}
    </SectionCard>
  );
}

function LinksForm({ links }: { links: ProfileLinks }) {
  const save = useMutation(api.profiles.updateLinks);
  const [values, setValues] = useState<ProfileLinks>(links);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await save({
        website: values.website ?? "",
        github: values.github ?? "",
        linkedin: values.linkedin ?? "",
      });
      toast.success("Links saved");
    } catch (error) {
      toast.error("Could not save your links", {
        description: toUserMessage(error, "Please try again."),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {KEYS.map((key) => (
        <label key={key} className="flex flex-col gap-1 text-sm font-medium">
          {PROFILE_LINK_LABELS[key]}
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values[key] ?? ""}
            onChange={(e) =>
              setValues((current) => ({ ...current, [key]: e.target.value }))
            }
          />
        </label>
      ))}
      <Button type="submit" disabled={busy} className="w-fit">
        {busy ? "Saving..." : "Save links"}
      </Button>
    </form>
  );
}
