import { useState } from "react";
import { toast } from "@/lib/toast";
import {
  useEmailCodeSignIn,
  usePasswordSignIn,
} from "../hooks/use-password-sign-in";
import { EmailCodeForm } from "./email-code-form";
import { SignInForm, type SignInValues } from "./sign-in-form";

/**
 * Sign-in in one or two steps: email and password; then, while the email is
 * not verified, the code the backend just mailed. "Send a new code" signs in
 * again with the same password (which mails a fresh code). A link from the
 * email (`initialCode`) opens straight on the code step.
 */
export function SignInPanel({
  defaultEmail = "",
  initialCode,
}: {
  defaultEmail?: string;
  /** A code from the email's link, with its email: the code step, filled in. */
  initialCode?: { email: string; code: string };
}) {
  const signIn = usePasswordSignIn();
  const verify = useEmailCodeSignIn();
  const [pending, setPending] = useState<SignInValues | null>(null);
  const [fromLink, setFromLink] = useState(initialCode);

  const submitPassword = async (values: SignInValues) => {
    if ((await signIn(values)) === "codeSent") {
      setFromLink(undefined);
      setPending(values);
      toast.info("Check your email", {
        description: "Enter the code we sent you to verify your account.",
      });
    }
  };

  const email = pending?.email ?? fromLink?.email;
  if (email === undefined) {
    return <SignInForm onSubmit={submitPassword} defaultEmail={defaultEmail} />;
  }
  const resend =
    pending === null
      ? undefined
      : async () => {
          if ((await signIn(pending)) === "codeSent") {
            toast.success("New code sent", {
              description: `Check ${pending.email} for the latest code.`,
            });
          }
        };
  return (
    <EmailCodeForm
      key={email}
      email={email}
      defaultCode={fromLink?.code}
      onSubmit={(code) => verify(email, code)}
      onResend={resend}
      onBack={() => {
        setPending(null);
        setFromLink(undefined);
      }}
    />
  );
}
