import type { z } from "zod";

/** The first message per top-level field of a failed zod parse. */
export function fieldErrors<K extends string>(
  error: z.ZodError,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && !(key in errors)) {
      errors[key as K] = issue.message;
    }
  }
  return errors;
}
