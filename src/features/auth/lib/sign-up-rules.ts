import { LIMITS } from "@convex/shared/constants";
import { newCredentialsSchema } from "@convex/shared/schemas";

export interface AccountDetails {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface ToastText {
  title: string;
  description: string;
}

/**
 * Step 1 of sign-up may continue only when the passwords match and the password
 * passes the server's rules (the shared schema: long enough, not only spaces,
 * not a common password, not the email). Returns the destructive toast for the
 * first rule broken (the spec's texts for the first two), or null. (Required
 * fields and the email format are enforced by the inputs themselves.)
 */
export function checkAccountDetails(details: AccountDetails): ToastText | null {
  if (details.password !== details.confirmPassword) {
    return {
      title: "Passwords do not match",
      description: "Please make sure your passwords match.",
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
