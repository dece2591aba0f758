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
