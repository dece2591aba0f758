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
        // On a phone the button is a 44 px target around the small badge.
        <button
          type="button"
          className="inline-flex shrink-0 items-center justify-center rounded-md max-sm:min-h-11 max-sm:min-w-11"
          aria-label={`Verified: what was checked for ${name}`}
        >
          <span className={badgeVariants({ variant: "success" })}>
            <BadgeCheck aria-hidden />
            Verified
          </span>
        </button>
      }
      preload={Checks.preload}
    >
      {(dialog) => <Checks {...dialog} profileId={profileId} name={name} />}
    </DeferredDialog>
  );
}
