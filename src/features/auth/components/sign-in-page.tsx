import { useAuthActions } from "@convex-dev/auth/react";
import { toast } from "sonner";
import { AuthShell } from "@/components/layout/auth-shell";
import { toUserMessage } from "@/lib/to-user-message";
import { SignInForm, type SignInValues } from "./sign-in-form";

/**
 * Once signed in, the route guard sends the user on to where they were going
 * (or the dashboard), replacing history.
 */
export function SignInPage() {
  const { signIn } = useAuthActions();

  const submit = async ({ email, password }: SignInValues) => {
    try {
      await signIn("password", { email, password, flow: "signIn" });
      toast.success("Welcome back!", {
        description: "You've successfully signed in.",
      });
    } catch (error) {
      console.error("Sign in failed", error);
      toast.error("Sign in failed", {
        description: toUserMessage(error, "An error occurred during sign in"),
      });
    }
  };

  return (
    <AuthShell
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your projects and applications."
    >
      <SignInForm onSubmit={submit} />
    </AuthShell>
  );
}
