import type { z } from "zod";
import { appError } from "../shared/errors";

/**
 * Parses input with a shared zod schema; a failure is INVALID_INPUT carrying
 * the first issue's message (the same text the form shows).
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? "Invalid input";
    throw appError("INVALID_INPUT", message);
  }
  return result.data;
}

/**
 * An update's fields with null (the API's "clear it") as undefined, which
 * `ctx.db.patch` removes and `ctx.db.insert` leaves out.
 */
export type NullsUnset<T> = { [K in keyof T]: Exclude<T[K], null> };
export function nullsUnset<T extends Record<string, unknown>>(
  fields: T,
): NullsUnset<T> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    result[key] = value === null ? undefined : value;
  }
  return result as NullsUnset<T>;
}
