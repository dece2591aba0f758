import type { ErrorCode } from "@convex/shared/errors";
import type { FieldErrors } from "@/lib/field-errors";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";
import { serverFieldErrors } from "./server-field-errors";

/** What a form's submit came to: saved, or the errors to show beside its fields (maybe none). */
export type SubmitOutcome<K extends string> =
  { saved: true } | { saved: false; errors: FieldErrors<K> };

/**
 * Runs a form's call: saved when it succeeds; when it fails, the error beside
 * its field (`fields`, by code) or, for any other failure, a toast under
 * `failureTitle` with the server's message.
 */
export async function submitOutcome<K extends string>(
  call: () => Promise<unknown>,
  fields: Partial<Record<ErrorCode, K>>,
  failureTitle: string,
): Promise<SubmitOutcome<K>> {
  try {
    await call();
    return { saved: true };
  } catch (error) {
    const errors = serverFieldErrors(error, fields);
    if (errors !== null) return { saved: false, errors };
    logUnexpectedError(failureTitle, error);
    toast.error(failureTitle, {
      description: toUserMessage(error, "Please try again."),
    });
    return { saved: false, errors: {} };
  }
}
