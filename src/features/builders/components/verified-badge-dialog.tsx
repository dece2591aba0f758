import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import { VerificationChecks } from "@/components/trust/verification-checks";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";

/** VerifiedBadge's dialog, loaded on first open: what was checked, and when. */
export function VerifiedBadgeDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  profileId,
  name,
}: DeferredDialogProps & { profileId: string; name: string }) {
  const check = useQuery(
    api.builders.verification,
    open ? { profileId } : "skip",
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={onCloseAutoFocus}
      >
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
