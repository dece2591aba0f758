import { ERROR_MESSAGES } from "@convex/shared/errors";
import {
  passwordChangeSchema,
  passwordIsEmail,
  PASSWORDS_DIFFER,
} from "@convex/shared/schemas";
import { schemaErrors, type FieldErrors } from "@/lib/field-errors";

export const PASSWORD_CHANGE_FIELDS = [
  "currentPassword",
  "newPassword",
  "confirmPassword",
] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];
export type PasswordChangeValues = Record<PasswordChangeField, string>;

/**
 * The server's rules (`passwordChangeSchema`, and not the account's email),
 * then the confirmation matching the new password.
 */
export function passwordChangeErrors(
  email: string,
  values: PasswordChangeValues,
): FieldErrors<PasswordChangeField> {
  const errors = schemaErrors<PasswordChangeField>(passwordChangeSchema, {
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  if (passwordIsEmail(values.newPassword, email)) {
    errors.newPassword ??= ERROR_MESSAGES.passwordIsEmail;
  }
  if (values.newPassword !== values.confirmPassword) {
    errors.confirmPassword ??= PASSWORDS_DIFFER;
  }
  return errors;
}
