import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import {
  REPORT_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from "@convex/shared/safety";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { useDialogAction } from "@/hooks/use-dialog-action";

/** Report a project, a profile or a message: a reason and a note, for the moderators. */
export function ReportDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  target,
  what,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close, when the dialog has no Radix trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  target: { kind: ReportTarget; id: string };
  /** What is reported, in words ("this project", "Ada's profile"). */
  what: string;
}) {
  const report = useMutation(api.reports.create);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const { busy, run } = useDialogAction(
    onOpenChange,
    "Could not send the report",
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) return;
    const sent = await run(async () => {
      const answer = await report({
        targetKind: target.kind,
        targetId: target.id,
        reason,
        note,
      });
      toast.success("Report sent", { description: answer });
    });
    if (sent) {
      setReason(null);
      setNote("");
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Report {what}</DialogTitle>
          <DialogDescription>
            Our moderators review every report. The person is not told who
            reported them.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">Reason</legend>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 text-sm"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-primary"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Note {reason === "other" ? "(required)" : "(optional)"}
            <Textarea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={REPORT_LIMITS.noteMaxLength}
              rows={3}
            />
          </label>
          <DialogFooter>
            <Button
              type="submit"
              disabled={
                busy || reason === null || (reason === "other" && !note.trim())
              }
            >
              {busy ? "Sending..." : "Send report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
