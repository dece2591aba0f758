import { z } from "zod";
import { LIMITS } from "@convex/shared/constants";
import {
  fullNameSchema,
  newCredentialsSchema,
  PASSWORDS_DIFFER,
} from "@convex/shared/schemas";
import { schemaErrors, type FieldErrors } from "@/lib/field-errors";

export interface AccountDetails {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Step 1's fields, in the order focus looks for the first invalid one. */
export const ACCOUNT_FIELDS = [
  "name",
  "email",
  "password",
  "confirmPassword",
] as const satisfies readonly (keyof AccountDetails)[];

export { PASSWORDS_DIFFER };

export interface ToastText {
  title: string;
  description: string;
}

/**
 * Step 1 of sign-up may continue only when the passwords match and the password
 * passes the server's rules (the shared schema: long enough, not only spaces,
 * not a common password, not the email). Returns the destructive toast for the
 * first rule broken (the spec's texts for the first two), or null. The
 * fields' own errors, shown beside them, are `accountDetailsErrors`.
 */
export function checkAccountDetails(details: AccountDetails): ToastText | null {
  if (details.password !== details.confirmPassword) {
    return {
      title: "Passwords do not match",
      description: PASSWORDS_DIFFER,
    };
  }
  if (details.password.length < LIMITS.passwordMinLength) {
    return {
      title: "Password too short",
      description: `Password must be at least ${LIMITS.passwordMinLength} characters long.`,
    };
  }
  const result = newCredentialsSchema.safeParse(details);
  const passwordIssue = result.error?.issues.find(
    (issue) => issue.path[0] === "password",
  );
  if (passwordIssue) {
    return {
      title: "Choose another password",
      description: passwordIssue.message,
    };
  }
  return null;
}

const nameSchema = z.object({ name: fullNameSchema });

/**
 * Step 1's errors by field, shown beside the fields: the server's rules for
 * the name, the email and the password (the shared schemas), and the
 * confirmation matching the password.
 */
export function accountDetailsErrors(
  details: AccountDetails,
): FieldErrors<keyof AccountDetails> {
  const errors: FieldErrors<keyof AccountDetails> = {
    ...schemaErrors<keyof AccountDetails>(nameSchema, details),
    ...schemaErrors<keyof AccountDetails>(newCredentialsSchema, details),
  };
  if (details.password !== details.confirmPassword) {
    errors.confirmPassword = PASSWORDS_DIFFER;
  }
  return errors;
}
