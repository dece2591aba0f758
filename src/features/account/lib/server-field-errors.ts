import { type ErrorCode, isAppError } from "@convex/shared/errors";
import type { FieldErrors } from "@/lib/field-errors";

/**
 * A failed call's error shown beside the field it is about: `fields` names
 * the field of each expected error code (INVALID_CREDENTIALS beside the
 * password, say). Null for any other failure, which the caller toasts.
 */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: Partial<Record<ErrorCode, K>>,
): FieldErrors<K> | null {
  if (!isAppError(error)) return null;
  const field = fields[error.data.code];
  if (field === undefined) return null;
  const errors: FieldErrors<K> = {};
  errors[field] = error.data.message;
  return errors;
}
