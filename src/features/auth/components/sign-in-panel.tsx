import { useState } from "react";
import { toast } from "@/lib/toast";
import {
  useEmailCodeSignIn,
  usePasswordSignIn,
} from "../hooks/use-password-sign-in";
import { EmailCodeForm } from "./email-code-form";
import { SignInForm, type SignInValues } from "./sign-in-form";

/**
 * Where sign-in stands: the password form (`newCode`: to mail a new
 * verification code), or the code from the email (with the password when it
 * was just typed, so a new code needs no second typing).
 */
export type SignInStep =
  | { kind: "password"; email: string; newCode?: boolean }
  | { kind: "code"; email: string; code?: string; password?: string };

const newCodeSent = (email: string) =>
  toast.success("New code sent", {
    description: `Check ${email} for it. Codes from earlier emails no longer work.`,
  });

/**
 * Sign-in in one or two steps: email and password; then, while the email is
 * not verified, the code from the email (sign-up and the email's link open
 * straight on it). A sign-in never replaces a code that still works, so the
 * first email's code keeps working; "Send a new code" asks for one (with the
 * password: typed already, or asked for first), and the older code stops.
 */
export function SignInPanel({
  initial = { kind: "password", email: "" },
}: {
  initial?: SignInStep;
}) {
  const signIn = usePasswordSignIn();
  const verify = useEmailCodeSignIn();
  const [step, setStep] = useState<SignInStep>(initial);

  if (step.kind === "password") {
    const newCode = step.newCode === true;
    const submit = async (values: SignInValues) => {
      if ((await signIn(values, { newCode })) !== "codeSent") return;
      setStep({ kind: "code", email: values.email, password: values.password });
      if (newCode) {
        newCodeSent(values.email);
      } else {
        toast.info("Check your email", {
          description: "Enter the code we sent you to verify your account.",
        });
      }
    };
    return (
      <SignInForm
        key={String(newCode)}
        onSubmit={submit}
        defaultEmail={step.email}
        newCode={newCode}
      />
    );
  }

  const { email, password } = step;
  const resend = async () => {
    if (password === undefined) {
      setStep({ kind: "password", email, newCode: true });
    } else if (
      (await signIn({ email, password }, { newCode: true })) === "codeSent"
    ) {
      newCodeSent(email);
    }
  };
  return (
    <EmailCodeForm
      key={email}
      email={email}
      defaultCode={step.code}
      onSubmit={(code) => verify(email, code)}
      onResend={resend}
      onBack={() => setStep({ kind: "password", email })}
    />
  );
}
