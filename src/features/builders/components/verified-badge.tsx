import { BadgeCheck } from "lucide-react";
import { DeferredDialog } from "@/components/deferred-dialog";
import { badgeVariants } from "@/components/ui/badge-variants";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

const Checks = lazyWithPreload(() =>
  import("./verified-badge-dialog").then((m) => m.VerifiedBadgeDialog),
);

/**
 * The Verified badge: a button that says exactly what was checked, and when,
 * in a dialog loaded on first open (preloaded on hover or focus).
 */
export function VerifiedBadge({
  profileId,
  name,
}: {
  profileId: string;
  name: string;
}) {
  return (
    <DeferredDialog
      trigger={
        <button
          type="button"
          className={badgeVariants({ variant: "success" })}
          aria-label={`Verified: what was checked for ${name}`}
        >
          <BadgeCheck aria-hidden />
          Verified
        </button>
      }
      preload={Checks.preload}
    >
      {(dialog) => <Checks {...dialog} profileId={profileId} name={name} />}
    </DeferredDialog>
  );
}
