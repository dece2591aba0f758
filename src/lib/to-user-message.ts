import { isAppError } from "@convex/shared/errors";

/**
 * The message to show a person for a failed call, chosen by the error's code:
 * one of the app's expected failures (`isAppError`: a ConvexError whose code
 * is one of `ERROR_CODES`, docs/API.md) shows its message, the product's
 * wording set by the backend (sign-in and sign-up failures are such errors
 * too); anything else (an unknown code, a server bug, a lost connection)
 * shows `fallback`. Server internals and stack traces are never shown.
 */
export function toUserMessage(error: unknown, fallback: string): string {
  return isAppError(error) && error.data.message !== ""
    ? error.data.message
    : fallback;
}
