import { LIMITS } from "@convex/shared/constants";

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
 * Step 1 of sign-up may continue only when the passwords match and are long enough.
 * Returns the spec's destructive toast for the first rule broken, or null.
 * (Required fields and the email format are enforced by the inputs themselves.)
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
  return null;
}
