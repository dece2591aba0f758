import { useAuthActions } from "@convex-dev/auth/react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/lib/toast";
import { paths } from "@/config/paths";
import { clearFormError, showFormError } from "@/lib/form-toasts";
import { toUserMessage } from "@/lib/to-user-message";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * The two steps of a password reset: ask for a code (the same answer whether
 * or not the email has an account), then the code with a new password, which
 * signs in (and signs out every other session) and goes to the dashboard.
 */
const FORM = "password-reset";

export function usePasswordReset() {
  const { signIn } = useAuthActions();
  const navigate = useNavigate();

  const requestCode = async (email: string): Promise<boolean> => {
    try {
      await signIn("password", { flow: "reset", email });
      clearFormError(FORM);
      return true;
    } catch (error) {
      logUnexpectedError("Password reset request failed", error);
      showFormError(FORM, "Could not send the code", {
        description: toUserMessage(error, "Please try again in a moment."),
      });
      return false;
    }
  };

  const resetPassword = async (values: {
    email: string;
    code: string;
    newPassword: string;
  }): Promise<void> => {
    try {
      await signIn("password", { flow: "reset-verification", ...values });
      clearFormError(FORM);
      toast.success("Password updated", {
        description: "You're signed in with your new password.",
      });
      void navigate(paths.dashboard, { replace: true });
    } catch (error) {
      logUnexpectedError("Password reset failed", error);
      showFormError(FORM, "Password reset failed", {
        description: toUserMessage(error, "Could not reset the password"),
      });
    }
  };

  return { requestCode, resetPassword };
}
