import { z } from "zod";
import {
  contactSchema,
  CONTACT_LIMITS,
  type ContactValues,
} from "@convex/shared/contact";

export { contactSchema, CONTACT_LIMITS, type ContactValues };

export type ContactField = keyof ContactValues;

export const CONTACT_FIELDS = [
  "name",
  "email",
  "subject",
  "message",
] as const satisfies readonly ContactField[];

export const emptyContactValues: ContactValues = {
  name: "",
  email: "",
  subject: "",
  message: "",
};

export type ContactErrors = Partial<Record<ContactField, string>>;

/** The first message of each invalid field, for inline display. */
export function contactErrors(error: z.ZodError<ContactValues>): ContactErrors {
  const { fieldErrors } = z.flattenError(error);
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
