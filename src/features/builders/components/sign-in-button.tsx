import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { Button, type ButtonProps } from "@/components/ui/button";
import { paths } from "@/config/paths";

/**
 * What a signed-out visitor gets in place of an action: a link to sign-in
 * that brings them back here afterwards.
 */
export function SignInButton({
  children,
  label,
  variant,
  size,
  className,
}: {
  children: ReactNode;
  /** Accessible name, when the content is only an icon. */
  label?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}) {
  const location = useLocation();
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={paths.signIn} state={{ from: location }} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}
