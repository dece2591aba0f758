import { useLocation } from "react-router-dom";
import { AuthShell } from "@/components/layout/auth-shell";
import { usePasswordSignIn } from "../hooks/use-password-sign-in";
import { SignInForm } from "./sign-in-form";

/**
 * Once signed in, the route guard sends the user on to where they were going
 * (or the dashboard), replacing history. Coming from sign-up, the email is
 * filled in.
 */
export function SignInPage() {
  const signIn = usePasswordSignIn();
  const state = useLocation().state as { email?: unknown } | null;
  const email = typeof state?.email === "string" ? state.email : "";
  return (
    <AuthShell
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your projects and applications."
    >
      <SignInForm onSubmit={signIn} defaultEmail={email} />
    </AuthShell>
  );
}
