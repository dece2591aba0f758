import { useQuery } from "convex/react";
import { BadgeCheck } from "lucide-react";
import { api } from "@convex/_generated/api";
import { VerificationChecks } from "@/components/trust/verification-checks";
import { Skeleton } from "@/components/ui/skeleton";

/** On my own profile: where I stand on each check of the Verified badge. */
export function OwnVerificationCard({ profileId }: { profileId: string }) {
  const check = useQuery(api.builders.verification, { profileId });
  return (
    <section
      aria-labelledby="own-verification"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h2
        id="own-verification"
        className="flex items-center gap-2 font-semibold"
      >
        <BadgeCheck aria-hidden className="size-5 text-success" />
        {check?.verified ? "You are Verified" : "Your progress to Verified"}
      </h2>
      {check ? (
        <VerificationChecks check={check} />
      ) : (
        <Skeleton className="h-24" />
      )}
    </section>
  );
}
