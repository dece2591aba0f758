import { useState } from "react";
import { flushSync } from "react-dom";
import { ROLE_LIMITS } from "@convex/shared/roles";
import {
  emptyRole,
  type ProjectFormValues,
  type RoleFormValues,
} from "../lib/project-form-values";

/** A role's row in the form: `id` keys its fields across removals; `initial` fills them. */
export type RoleRow = { id: number; initial: RoleFormValues };

/** Row ids, unique across forms. */
let lastRowId = 0;
const row = (values: RoleFormValues): RoleRow => ({
  id: ++lastRowId,
  initial: values,
});

/**
 * The project form's roles: null while it has one unnamed role (the "Open
 * positions" field), else one row per named role. Adding a role to the
 * unnamed one names it (its seats and key kept) and adds a second; focus
 * moves to the title to fill in. Rows render synchronously, so the form can
 * read and check its fields right after a change.
 */
export function useRoleRows(
  initial: Pick<ProjectFormValues, "roles" | "unnamedRoleKey">,
) {
  const [rows, setRows] = useState<RoleRow[] | null>(
    () => initial.roles?.map(row) ?? null,
  );

  const focusTitle = (form: HTMLFormElement, index: number) =>
    form.querySelector<HTMLElement>(`[name="roles.${index}.title"]`)?.focus();

  /** Adds a role; `openPositions` is the unnamed role's seats as typed. */
  const add = (form: HTMLFormElement, openPositions: string) => {
    const next =
      rows === null
        ? [
            row({
              ...emptyRole,
              ...(initial.unnamedRoleKey === undefined
                ? {}
                : { key: initial.unnamedRoleKey }),
              seats: openPositions,
            }),
            row(emptyRole),
          ]
        : [...rows, row(emptyRole)];
    flushSync(() => setRows(next));
    focusTitle(form, rows === null ? 0 : next.length - 1);
  };

  const remove = (form: HTMLFormElement, index: number) => {
    if (rows === null || rows.length <= 1) return;
    flushSync(() => setRows(rows.filter((_, i) => i !== index)));
    focusTitle(form, Math.max(0, index - 1));
  };

  return {
    rows,
    canAdd: rows === null || rows.length < ROLE_LIMITS.maxRoles,
    add,
    remove,
  };
}
