import { toast } from "@/lib/toast";
import { AuthShell } from "@/components/layout/auth-shell";
import { usePasswordReset } from "../hooks/use-password-reset";
import { ResetEmailForm } from "./reset-email-form";
import { ResetPasswordForm } from "./reset-password-form";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useUrlParams } from "@/hooks/use-url-params";

/**
 * Password reset by email: the email, then the mailed code with a new
 * password, which signs in. The second step is `?email=`; the email's link
 * (`?email=&code=`) opens on it with the code filled in.
 */
export function ForgotPasswordPage() {
  useDocumentTitle("Reset your password");
  // The step lives in the URL (`?email=`), so a reload keeps it.
  const [search, write] = useUrlParams();
  const { requestCode, resetPassword } = usePasswordReset();
  const email = search.get("email");
  const setEmail = (value: string | null) =>
    write(() => new URLSearchParams(value === null ? {} : { email: value }));
  const submitEmail = async (value: string) => {
    if (await requestCode(value)) setEmail(value);
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
        <ResetEmailForm onSubmit={submitEmail} />
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
