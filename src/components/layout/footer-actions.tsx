import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { AuthState } from "@/hooks/use-auth-state";

/** The footer's account links: sign-up and sign-in for visitors, the dashboard for members. */
export function FooterActions({ auth }: { auth: AuthState }) {
  if (auth === "loading") return <div className="h-8" aria-hidden />;
  if (auth === "signedIn") {
    return (
      <Button size="sm" asChild>
        <Link to={paths.dashboard}>Dashboard</Link>
      </Button>
    );
  }
  return (
    <div className="flex gap-2">
      <Button size="sm" asChild>
        <Link to={paths.signUp}>Sign up</Link>
      </Button>
      <Button size="sm" variant="outline" asChild>
        <Link to={paths.signIn}>Sign in</Link>
      </Button>
    </div>
  );
}
