import { ConvexError } from "convex/values";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The message to show a person for a failed call: a ConvexError's own message (the
 * product's wording, set by the backend; sign-in and sign-up failures are
 * ConvexErrors too), or the fallback. Server internals and stack traces are never
 * shown.
 */
export function toUserMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ConvexError)) return fallback;
  const data: unknown = error.data;
  if (typeof data === "string" && data) return data;
  if (isRecord(data) && typeof data.message === "string" && data.message) {
    return data.message;
  }
  return fallback;
}
