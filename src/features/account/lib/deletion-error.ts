import { isAppError } from "@convex/shared/errors";
import { toUserMessage } from "@/lib/to-user-message";

/** Where a refused deletion's message shows: under its field, or above the buttons. */
export type DeletionError = {
  field: "password" | "email" | null;
  message: string;
};

/** The message of a failed `account.deleteAccount`, placed by its code. */
export function deletionError(error: unknown): DeletionError {
  const message = toUserMessage(
    error,
    "Your account could not be deleted. Please try again.",
  );
  if (!isAppError(error)) return { field: null, message };
  switch (error.data.code) {
    case "INVALID_CREDENTIALS":
      return { field: "password", message };
    case "INVALID_INPUT":
      return { field: "email", message };
    default:
      return { field: null, message };
  }
}

/** Whether `typed` is the account's email, as the server compares them. */
export function sameEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
