import { z } from "zod";
import {
  dueDateSchema,
  taskDetailsSchema,
  taskTitleSchema,
} from "@convex/shared/team";
import { schemaErrors, type FieldErrors } from "@/lib/field-errors";
import type { TeamTask } from "./types";

/** The task form's values as the fields hold them ("" for no assignee, no due date). */
export interface TaskFormValues {
  title: string;
  details: string;
  assigneeId: string;
  dueDate: string;
}

export type TaskField = keyof TaskFormValues;
export const TASK_FIELDS: readonly TaskField[] = [
  "title",
  "details",
  "assigneeId",
  "dueDate",
];

/** The rules `tasks.create` and `tasks.update` parse with (convex/shared/team.ts). */
const taskFormSchema = z.object({
  title: taskTitleSchema,
  details: taskDetailsSchema,
  dueDate: z.union([z.literal(""), dueDateSchema]),
});

export function taskFormErrors(values: TaskFormValues): FieldErrors<TaskField> {
  return schemaErrors<TaskField>(taskFormSchema, values);
}

export function taskFormValues(task: TeamTask | null): TaskFormValues {
  return {
    title: task?.title ?? "",
    details: task?.details ?? "",
    assigneeId: task?.assignee?.userId ?? "",
    dueDate: task?.dueDate ?? "",
  };
}
