import { useLocation, useSearchParams } from "react-router-dom";
import { AuthShell } from "@/components/layout/auth-shell";
import { SignInPanel } from "./sign-in-panel";

/**
 * Once signed in, the route guard sends the user on to where they were going
 * (or the dashboard), replacing history. Coming from sign-up, the email is
 * filled in; coming from the verification email's link (`?email=&code=`),
 * the code step opens filled in.
 */
export function SignInPage() {
  const state = useLocation().state as { email?: unknown } | null;
  const [search] = useSearchParams();
  const linkEmail = search.get("email");
  const linkCode = search.get("code");
  const email =
    typeof state?.email === "string" ? state.email : (linkEmail ?? "");
  const initialCode =
    linkEmail !== null && linkCode !== null
      ? { email: linkEmail, code: linkCode }
      : undefined;
  return (
    <AuthShell
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your projects and applications."
    >
      <SignInPanel defaultEmail={email} initialCode={initialCode} />
    </AuthShell>
  );
}
