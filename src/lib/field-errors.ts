import type { z } from "zod";

/** A form's errors: at most one message per field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field of a failed zod parse. */
export function fieldErrors<K extends string>(
  error: z.ZodError,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && !(key in errors)) {
      errors[key as K] = issue.message;
    }
  }
  return errors;
}

/** The field errors of `values` under `schema` (none when they parse). */
export function schemaErrors<K extends string>(
  schema: z.ZodType,
  values: unknown,
): FieldErrors<K> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors<K>(parsed.error);
}

/**
 * The errors still to show after an edit: of the fields `shown` has an error
 * for, those `current` still finds one for, with its current message. A field
 * that became valid loses its error; no field gains one (that waits for the
 * next submit). `shown` itself when nothing changed.
 */
export function stillShown<K extends string>(
  shown: FieldErrors<K>,
  current: FieldErrors<K>,
): FieldErrors<K> {
  const next: FieldErrors<K> = {};
  let changed = false;
  for (const field of Object.keys(shown) as K[]) {
    const message = current[field];
    if (message !== undefined) next[field] = message;
    if (message !== shown[field]) changed = true;
  }
  return changed ? next : shown;
}

/** Whether a form has no errors. */
export function hasNoErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).every((message) => message === undefined);
}
