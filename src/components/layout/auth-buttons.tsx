import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

export function AuthButtons({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Button variant="ghost" asChild>
        <Link to={paths.signIn} onClick={onNavigate}>
          Sign in
        </Link>
      </Button>
      <Button asChild>
        <Link to={paths.signUp} onClick={onNavigate}>
          Sign up
        </Link>
      </Button>
    </div>
  );
}
