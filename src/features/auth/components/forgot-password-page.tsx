import { LifeBuoy } from "lucide-react";
import { Link } from "react-router-dom";
import { AuthShell } from "@/components/layout/auth-shell";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/**
 * Password reset by email needs an email service, which this deployment does not
 * have yet. Rather than pretend to send a link, the page says what to do.
 */
export function ForgotPasswordPage() {
  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Resetting a password by email is not available yet."
    >
      <div className="flex flex-col gap-4">
        <div className="flex gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm">
          <LifeBuoy
            aria-hidden
            className="mt-0.5 size-5 shrink-0 text-primary"
          />
          <p>
            Contact support with the email address of your account and we will
            help you get back in. If you remember your password, sign in as
            usual.
          </p>
        </div>
        <Button asChild>
          <Link to={paths.contact}>Contact support</Link>
        </Button>
        <Button variant="ghost" asChild>
          <Link to={paths.signIn}>Back to sign in</Link>
        </Button>
      </div>
    </AuthShell>
  );
}
