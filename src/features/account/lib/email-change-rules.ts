import { z } from "zod";
import { ERROR_MESSAGES } from "@convex/shared/errors";
import { emailChangeSchema, emailCodeSchema } from "@convex/shared/schemas";
import { schemaErrors, type FieldErrors } from "@/lib/field-errors";

export const EMAIL_REQUEST_FIELDS = ["newEmail", "password"] as const;
export type EmailRequestField = (typeof EMAIL_REQUEST_FIELDS)[number];
export type EmailRequestValues = Record<EmailRequestField, string>;

/** The server's rules for the request (`emailChangeSchema`), and a new address. */
export function emailRequestErrors(
  currentEmail: string,
  values: EmailRequestValues,
): FieldErrors<EmailRequestField> {
  const errors = schemaErrors<EmailRequestField>(emailChangeSchema, values);
  if (values.newEmail.trim().toLowerCase() === currentEmail) {
    errors.newEmail ??= ERROR_MESSAGES.emailUnchanged;
  }
  return errors;
}

export const EMAIL_CODE_FIELDS = ["code"] as const;
export type EmailCodeField = (typeof EMAIL_CODE_FIELDS)[number];

const codeSchema = z.object({ code: emailCodeSchema });

/** The code's shape, as the server checks it (8 digits, spaces and dashes dropped). */
export function emailCodeErrors(values: {
  code: string;
}): FieldErrors<EmailCodeField> {
  return schemaErrors<EmailCodeField>(codeSchema, values);
}
