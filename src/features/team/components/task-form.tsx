import { useState, type FormEvent } from "react";
import { TEAM_LIMITS } from "@convex/shared/constants";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useFieldErrors } from "@/hooks/use-field-errors";
import {
  TASK_FIELDS,
  taskFormErrors,
  type TaskFormValues,
} from "../lib/task-form";
import type { TeamMember } from "../lib/types";

const NOBODY = "nobody";

/**
 * A task's fields, pure (values in, `onSubmit(values)` out), for creating
 * and editing alike: title, details, an assignee among the team and a due
 * day, checked with the server's rules before they are sent.
 */
export function TaskForm({
  initial,
  members,
  submitLabel,
  onSubmit,
}: {
  initial: TaskFormValues;
  members: readonly TeamMember[];
  submitLabel: string;
  onSubmit: (values: TaskFormValues) => Promise<void>;
}) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { errors, check, recheck } = useFieldErrors(
    TASK_FIELDS,
    taskFormErrors,
  );
  const set = (field: keyof TaskFormValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check(values, event.currentTarget)) return;
    setBusy(true);
    void onSubmit(values).finally(() => setBusy(false));
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <FormField id="task-title" label="Title" required error={errors.title}>
        {(control) => (
          <Input
            {...control}
            name="title"
            maxLength={TEAM_LIMITS.taskTitleMaxLength}
            value={values.title}
            onChange={(event) => set("title", event.target.value)}
          />
        )}
      </FormField>
      <FormField id="task-details" label="Details" error={errors.details}>
        {(control) => (
          <Textarea
            {...control}
            name="details"
            maxLength={TEAM_LIMITS.taskDetailsMaxLength}
            value={values.details}
            onChange={(event) => set("details", event.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="task-assignee" label="Assignee">
          {(control) => (
            <Select
              name="assigneeId"
              value={values.assigneeId === "" ? NOBODY : values.assigneeId}
              onValueChange={(value) =>
                set("assigneeId", value === NOBODY ? "" : value)
              }
            >
              <SelectTrigger {...control} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NOBODY}>Nobody yet</SelectItem>
                {members.map((member) => (
                  <SelectItem key={member.userId} value={member.userId}>
                    {member.isViewer ? `${member.name} (you)` : member.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField id="task-due" label="Due date" error={errors.dueDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              name="dueDate"
              value={values.dueDate}
              onChange={(event) => set("dueDate", event.target.value)}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" disabled={busy} className="sm:self-end">
        {busy ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
