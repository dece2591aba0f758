import { useState, type FormEvent } from "react";
import { LIMITS } from "@convex/shared/constants";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
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
import type { ProjectSummary } from "@/lib/api-types";
import { useApply } from "../../hooks/use-apply";
import {
  initialRoleKey,
  roleError,
  rolesToChoose,
} from "../../lib/apply-values";
import { noAttachment, parseAttachment } from "../../lib/attachment-draft";
import { ApplyAttachmentField } from "./apply-attachment-field";
import { ApplyRoleField } from "./apply-role-field";

/**
 * Applying: the role (a project of several roles; only those with a seat
 * left, the one open role chosen already), an optional note to the owner in
 * the applicant's own words, and optionally a portfolio item or a link, then
 * Send Application. Loaded with the page (ProjectApplyButton).
 */
export function ApplyDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  project,
}: DeferredDialogProps & {
  project: Pick<ProjectSummary, "_id" | "title" | "creator" | "roles">;
}) {
  const { applying, apply } = useApply(project._id);
  const choices = rolesToChoose(project.roles);
  const [roleKey, setRoleKey] = useState(() => initialRoleKey(choices));
  const [note, setNote] = useState("");
  const [attachment, setAttachment] = useState(noAttachment);
  const [errors, setErrors] = useState<{ role?: string; attachment?: string }>(
    {},
  );
  const fieldId = `apply-${project._id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const role = roleError(choices, roleKey);
    const attached = parseAttachment(attachment);
    const found = {
      role,
      attachment: "error" in attached ? attached.error : undefined,
    };
    setErrors(found);
    if (role !== undefined || "error" in attached) return;
    if (await apply({ note, roleKey, attachment: attached.attachment })) {
      setNote("");
      setAttachment(noAttachment);
      onOpenChange(false);
    }
  };
  const owner = project.creator.name;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Apply to {project.title}</DialogTitle>
          <DialogDescription>
            {owner} sees your profile and, if you write one, your note.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="flex flex-col gap-4"
        >
          {choices.length === 0 ? null : (
            <ApplyRoleField
              id={`${fieldId}-role`}
              roles={choices}
              value={roleKey}
              onChange={setRoleKey}
              error={errors.role}
            />
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${fieldId}-note`} className="text-sm font-medium">
              Note to {owner} (optional)
            </label>
            <Textarea
              id={`${fieldId}-note`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={LIMITS.messageMaxLength}
              placeholder="What would you bring, and what draws you to this project?"
              rows={5}
            />
            <p className="text-right text-xs text-muted-foreground tabular-nums">
              {note.length}/{LIMITS.messageMaxLength}
            </p>
          </div>
          <ApplyAttachmentField
            id={`${fieldId}-attachment`}
            value={attachment}
            onChange={setAttachment}
            error={errors.attachment}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={applying}>
              {applying ? "Applying..." : "Send Application"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
