import { AuthShell } from "@/components/layout/auth-shell";
import { usePasswordSignIn } from "../hooks/use-password-sign-in";
import { SignInForm } from "./sign-in-form";

/**
 * Once signed in, the route guard sends the user on to where they were going
 * (or the dashboard), replacing history.
 */
export function SignInPage() {
  const signIn = usePasswordSignIn();
  return (
    <AuthShell
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your projects and applications."
    >
      <SignInForm onSubmit={signIn} />
    </AuthShell>
  );
}
