import { ConvexError } from "convex/values";

/** Known failure codes of @convex-dev/auth's Password flow, in words a person reads. */
const AUTH_MESSAGES: [RegExp, string][] = [
  [
    /InvalidAccountId|InvalidSecret|Invalid credentials/,
    "Invalid email or password.",
  ],
  [
    /TooManyFailedAttempts/,
    "Too many failed sign-in attempts. Please wait a while and try again.",
  ],
  [/Account .* already exists/, "An account with this email already exists."],
  [/Invalid password/, "Password must be at least 6 characters long."],
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The message to show a person for a failed call: a ConvexError's own message (the
 * product's wording, set by the backend), a known auth failure in plain words, or
 * the fallback. Server internals and stack traces are never shown.
 */
export function toUserMessage(error: unknown, fallback: string): string {
  if (error instanceof ConvexError) {
    const data: unknown = error.data;
    if (typeof data === "string" && data) return data;
    if (isRecord(data) && typeof data.message === "string" && data.message) {
      return data.message;
    }
    return fallback;
  }
  const text = error instanceof Error ? error.message : String(error);
  for (const [pattern, message] of AUTH_MESSAGES) {
    if (pattern.test(text)) return message;
  }
  return fallback;
}
