import { useAuthActions } from "@convex-dev/auth/react";
import { toast } from "@/lib/toast";
import { clearFormError, showFormError } from "@/lib/form-toasts";
import { toUserMessage } from "@/lib/to-user-message";
import type { SignInValues } from "../components/sign-in-form";
import { getDeviceId } from "../lib/device-id";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * What a sign-in step came to: signed in, a code mailed (the email is not
 * verified yet: Convex Auth answers "not signed in" and the backend sends a
 * code), or failed (a toast says why).
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
 * (lib/device-id.ts) for the per-browser limit.
 */
export function usePasswordSignIn() {
  const { signIn } = useAuthActions();
  return async ({ email, password }: SignInValues): Promise<SignInOutcome> => {
    try {
      const { signingIn } = await signIn("password", {
        email,
        password,
        flow: "signIn",
        device: getDeviceId(),
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
