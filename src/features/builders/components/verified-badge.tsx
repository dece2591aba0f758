import { useQuery } from "convex/react";
import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { VerificationChecks } from "@/components/trust/verification-checks";
import { badgeVariants } from "@/components/ui/badge-variants";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";

/** The Verified badge: a button that says exactly what was checked, and when. */
export function VerifiedBadge({
  profileId,
  name,
}: {
  profileId: string;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const check = useQuery(
    api.builders.verification,
    open ? { profileId } : "skip",
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* On a phone the button is a 44 px target around the small badge. */}
      <DialogTrigger
        className="inline-flex shrink-0 items-center justify-center rounded-md max-sm:min-h-11 max-sm:min-w-11"
        aria-label={`Verified: what was checked for ${name}`}
      >
        <span className={badgeVariants({ variant: "success" })}>
          <BadgeCheck aria-hidden />
          Verified
        </span>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{name} is Verified</DialogTitle>
          <DialogDescription>What Buildmates checked:</DialogDescription>
        </DialogHeader>
        {check ? (
          <VerificationChecks check={check} />
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}
