import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";
import { taskFormValues, type TaskFormValues } from "../lib/task-form";
import type { TeamMember, TeamTask } from "../lib/types";
import { TaskForm } from "./task-form";

/**
 * New task (`task` null: it goes to the end of To do) or Edit task: the
 * dialog, its mutation and its toasts. Open while `open`; the form inside is
 * mounted afresh on each open.
 */
export function TaskDialog({
  projectId,
  task,
  members,
  open,
  onOpenChange,
}: {
  projectId: Id<"projects">;
  task: TeamTask | null;
  members: readonly TeamMember[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useMutation(api.tasks.create);
  const update = useMutation(api.tasks.update);

  const save = async (values: TaskFormValues) => {
    const assigneeId =
      values.assigneeId === "" ? null : (values.assigneeId as Id<"users">);
    const dueDate = values.dueDate === "" ? null : values.dueDate;
    try {
      if (task === null) {
        await create({
          projectId,
          title: values.title,
          details: values.details,
          ...(assigneeId ? { assigneeId } : {}),
          ...(dueDate ? { dueDate } : {}),
        });
      } else {
        await update({
          taskId: task._id,
          title: values.title,
          details: values.details,
          assigneeId,
          dueDate,
        });
      }
      onOpenChange(false);
      toast.success(task === null ? "Task added" : "Task saved");
    } catch (error) {
      logUnexpectedError("Saving the task failed", error);
      toast.error("The task could not be saved", {
        description: toUserMessage(error, "Please try again."),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{task === null ? "New task" : "Edit task"}</DialogTitle>
          <DialogDescription>
            {task === null
              ? "It goes to the end of To do; anyone on the team can move it."
              : "Changes show on everyone's board at once."}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <TaskForm
            initial={taskFormValues(task)}
            members={members}
            submitLabel={task === null ? "Add task" : "Save task"}
            onSubmit={save}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
