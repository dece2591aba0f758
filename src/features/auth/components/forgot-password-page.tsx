import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { toast } from "@/lib/toast";
import { AuthShell } from "@/components/layout/auth-shell";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { formText } from "@/lib/form-text";
import { usePasswordReset } from "../hooks/use-password-reset";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * Password reset by email: the email, then the mailed code with a new
 * password, which signs in. The second step is `?email=`; the email's link
 * (`?email=&code=`) opens on it with the code filled in.
 */
export function ForgotPasswordPage() {
  // The step lives in the URL (`?email=`), so a reload keeps it.
  const [search, setSearch] = useSearchParams();
  const { requestCode, resetPassword } = usePasswordReset();
  const email = search.get("email");
  const setEmail = (value: string | null) =>
    setSearch(value === null ? {} : { email: value }, { replace: true });
  const [busy, setBusy] = useState(false);

  const submitEmail = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formText(new FormData(event.currentTarget), "email").trim();
    setBusy(true);
    try {
      if (await requestCode(value)) setEmail(value);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (email !== null && (await requestCode(email))) {
      toast.success("New code sent", {
        description: `If ${email} has an account, check it for the latest code.`,
      });
    }
  };

  return (
    <AuthShell
      title="Forgot your password?"
      subtitle={
        email === null
          ? "Enter the email of your account and we will send you a code to set a new password."
          : "Check your email for the code."
      }
    >
      {email === null ? (
        <form
          onSubmit={(e) => void submitEmail(e)}
          className="flex flex-col gap-4"
        >
          <FormField id="email" label="Email">
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              autoFocus
              placeholder="you@example.com"
            />
          </FormField>
          <Button type="submit" disabled={busy} className="mt-2 w-full">
            {busy ? "Sending..." : "Send code"}
          </Button>
          <Button variant="ghost" asChild>
            <Link to={paths.signIn}>Back to sign in</Link>
          </Button>
        </form>
      ) : (
        <ResetPasswordForm
          key={email}
          email={email}
          defaultCode={search.get("code") ?? ""}
          onSubmit={(values) => resetPassword({ email, ...values })}
          onResend={resend}
          onBack={() => setEmail(null)}
        />
      )}
    </AuthShell>
  );
}
