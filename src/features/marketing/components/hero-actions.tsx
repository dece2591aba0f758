import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { AuthState } from "@/hooks/use-auth-state";

/** Hero calls to action: the dashboard for members, sign-up for visitors. */
export function HeroActions({ auth }: { auth: AuthState }) {
  if (auth === "loading") {
    return <div className="h-11" aria-hidden />;
  }
  const [primary, secondary] =
    auth === "signedIn"
      ? [
          { label: "Dashboard", to: paths.dashboard },
          { label: "Find Collaborators", to: paths.projects },
        ]
      : [
          { label: "Get Started", to: paths.signUp },
          { label: "Explore Projects", to: paths.projects },
        ];
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button size="lg" asChild>
        <Link to={primary.to}>
          {primary.label}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
      <Button size="lg" variant="outline" asChild>
        <Link to={secondary.to}>{secondary.label}</Link>
      </Button>
    </div>
  );
}
