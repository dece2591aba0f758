import { z } from "zod";
import { multilineText, singleLineText } from "./text";

/** Longest accepted value of each contact field (also the inputs' maxLength). */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

/** A cleaned, trimmed, required text field of at most `max` characters. */
function requiredText(label: string, max: number, lines: "single" | "multi") {
  return (lines === "single" ? singleLineText() : multilineText())
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** The contact form, on both sides: all four fields required, the email well formed. */
export const contactSchema = z.object({
  name: requiredText("Name", CONTACT_LIMITS.name, "single"),
  email: requiredText("Email", CONTACT_LIMITS.email, "single").pipe(
    z.email("Enter a valid email address"),
  ),
  subject: requiredText("Subject", CONTACT_LIMITS.subject, "single"),
  message: requiredText("Message", CONTACT_LIMITS.message, "multi"),
});

export type ContactValues = z.infer<typeof contactSchema>;
