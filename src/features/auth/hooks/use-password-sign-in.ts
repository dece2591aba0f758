import { useAuthActions } from "@convex-dev/auth/react";
import { toast } from "@/lib/toast";
import { clearFormError, showFormError } from "@/lib/form-toasts";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { toUserMessage } from "@/lib/to-user-message";
import type { SignInValues } from "../components/sign-in-form";
import { getDeviceId } from "../lib/device-id";

/**
 * What a sign-in step came to: signed in, a code to enter (the email is not
 * verified yet: Convex Auth answers "not signed in"; the backend mailed a
 * code, or one it mailed earlier still works), or failed (a toast says why).
 */
export type SignInOutcome = "signedIn" | "codeSent" | "failed";

/** The sign-in and code steps share one error toast, cleared when either succeeds. */
const FORM = "sign-in";

const welcome = () =>
  toast.success("Welcome back!", {
    description: "You've successfully signed in.",
  });

/**
 * Password sign-in with the spec's toasts. Sends this browser's device id
 * (lib/device-id.ts) for the per-browser limit. `newCode` asks the backend to
 * mail a new verification code (replacing the earlier one) if the email is
 * not verified yet; without it, a code is mailed only when none still works.
 */
export function usePasswordSignIn() {
  const { signIn } = useAuthActions();
  return async (
    { email, password }: SignInValues,
    { newCode = false }: { newCode?: boolean } = {},
  ): Promise<SignInOutcome> => {
    try {
      const { signingIn } = await signIn("password", {
        email,
        password,
        flow: "signIn",
        device: getDeviceId(),
        ...(newCode ? { newCode: true } : {}),
      });
      clearFormError(FORM);
      if (!signingIn) return "codeSent";
      welcome();
      return "signedIn";
    } catch (error) {
      logUnexpectedError("Sign in failed", error);
      showFormError(FORM, "Sign in failed", {
        description: toUserMessage(error, "An error occurred during sign in"),
      });
      return "failed";
    }
  };
}

/** The code from the verification email: verifies the email and signs in. */
export function useEmailCodeSignIn() {
  const { signIn } = useAuthActions();
  return async (email: string, code: string): Promise<boolean> => {
    try {
      await signIn("password", { flow: "email-verification", email, code });
      clearFormError(FORM);
      toast.success("Email verified", {
        description: "You've successfully signed in.",
      });
      return true;
    } catch (error) {
      logUnexpectedError("Email verification failed", error);
      showFormError(FORM, "Verification failed", {
        description: toUserMessage(error, "Could not check the code"),
      });
      return false;
    }
  };
}
