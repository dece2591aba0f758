import { useLocation, useSearchParams } from "react-router-dom";
import { AuthShell } from "@/components/layout/auth-shell";
import { SignInPanel, type SignInStep } from "./sign-in-panel";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** What sign-up hands over: the email, and that its code is what comes next. */
export interface SignInPageState {
  email?: unknown;
  verify?: unknown;
}

/**
 * Once signed in, the route guard sends the user on to where they were going
 * (or the dashboard), replacing history. Coming from sign-up, the page asks
 * for the code from the email; from the verification email's link
 * (`?email=&code=`), the code step opens filled in; otherwise the password
 * form, its email filled in when one was handed over.
 */
export function SignInPage() {
  useDocumentTitle("Sign in");
  const state = useLocation().state as SignInPageState | null;
  const [search] = useSearchParams();
  const linkEmail = search.get("email");
  const linkCode = search.get("code");
  const handedEmail = typeof state?.email === "string" ? state.email : null;
  let initial: SignInStep;
  if (linkEmail !== null && linkCode !== null) {
    initial = { kind: "code", email: linkEmail, code: linkCode };
  } else if (handedEmail !== null && state?.verify === true) {
    initial = { kind: "code", email: handedEmail };
  } else {
    initial = { kind: "password", email: handedEmail ?? linkEmail ?? "" };
  }
  return (
    <AuthShell
      title="Sign in"
      subtitle={
        initial.kind === "code"
          ? "One step left: verify your email."
          : "Welcome back. Sign in to manage your projects and applications."
      }
    >
      <SignInPanel initial={initial} />
    </AuthShell>
  );
}
