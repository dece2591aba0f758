import { useMutation } from "convex/react";
import { Ban, Flag, MoreHorizontal, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { ReportDialog } from "@/components/safety/report-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toUserMessage } from "@/lib/to-user-message";
import type { BuilderRow } from "../lib/types";

/** The profile's "More" menu for signed-in visitors: report the profile, block or unblock. */
export function ProfileSafetyMenu({ builder }: { builder: BuilderRow }) {
  const block = useMutation(api.blocks.block);
  const unblock = useMutation(api.blocks.unblock);
  const [reporting, setReporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = async (action: () => Promise<null>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(
        toUserMessage(error, "Something went wrong. Please try again."),
      );
    }
  };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="More actions">
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag aria-hidden />
            Report profile
          </DropdownMenuItem>
          {builder.blockedByViewer ? (
            <DropdownMenuItem
              onSelect={() =>
                void run(
                  () => unblock({ userId: builder.userId }),
                  `${builder.name} is unblocked`,
                )
              }
            >
              <ShieldCheck aria-hidden />
              Unblock {builder.name}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setConfirming(true)}>
              <Ban aria-hidden />
              Block {builder.name}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        target={{ kind: "profile", id: builder._id }}
        what={`${builder.name}'s profile`}
      />
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Block {builder.name}?</DialogTitle>
            <DialogDescription>
              They won&apos;t be able to message you, apply to your projects or
              see your contact options, and you won&apos;t see each other in
              recommendations. They are not told. You can unblock them in
              Settings.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirming(false);
                void run(
                  () => block({ userId: builder.userId }),
                  `${builder.name} is blocked`,
                );
              }}
            >
              Block
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
