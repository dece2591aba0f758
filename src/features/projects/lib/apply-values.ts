import type { FunctionArgs } from "convex/server";
import type { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { ApplicationAttachment } from "@convex/shared/attachments";
import { ERROR_MESSAGES } from "@convex/shared/errors";
import { roleSeatsLeft, type ProjectRole } from "@convex/shared/roles";

/** What the apply dialog sends: the note, the role (a project of several roles), an attachment. */
export type ApplyValues = {
  note: string;
  /** null: no role chosen (a project with one role needs none). */
  roleKey: string | null;
  attachment: ApplicationAttachment | null;
};

export type ApplyArgs = FunctionArgs<typeof api.applications.apply>;

/** The apply mutation's arguments: only what was given (a blank note is none). */
export function applyArgs(
  projectId: Id<"projects">,
  { note, roleKey, attachment }: ApplyValues,
): ApplyArgs {
  return {
    projectId,
    ...(note.trim() === "" ? {} : { message: note }),
    ...(roleKey === null ? {} : { roleKey }),
    ...(attachment === null ? {} : { attachment }),
  };
}

/**
 * The roles an applicant chooses from: those with a seat left; none to choose
 * from when the project has one role (applying names it).
 */
export function rolesToChoose(roles: readonly ProjectRole[]): ProjectRole[] {
  return roles.length > 1 ? roles.filter((r) => roleSeatsLeft(r) > 0) : [];
}

/** The role an application starts with: the one open role when only one is. */
export function initialRoleKey(choices: readonly ProjectRole[]): string | null {
  return choices.length === 1 ? choices[0]!.key : null;
}

/** The role's error, if a choice is needed and none is made. */
export function roleError(
  choices: readonly ProjectRole[],
  roleKey: string | null,
): string | undefined {
  return choices.length > 0 && roleKey === null
    ? ERROR_MESSAGES.roleRequired
    : undefined;
}
