import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AuthState } from "@/hooks/use-auth-state";
import { cn } from "@/lib/cn";
import { useToggleAction } from "../hooks/use-toggle-action";
import { builderToasts } from "../lib/builder-toasts";
import { SignInButton } from "./sign-in-button";

/** The heart toggle. Visitors go to sign-in; the state shown is the server's. */
export function FavoriteButton({
  name,
  isFavorite,
  auth,
  onToggle,
  className,
}: {
  name: string;
  isFavorite: boolean;
  auth: AuthState;
  onToggle: () => Promise<boolean>;
  className?: string;
}) {
  const { pending, toggle } = useToggleAction(onToggle, {
    on: () => builderToasts.favorited(name),
    off: () => builderToasts.unfavorited(),
  });
  const label = `Favorite ${name}`;

  if (auth === "signedOut") {
    return (
      <SignInButton
        variant="ghost"
        size="icon"
        label={label}
        className={className}
      >
        <Heart aria-hidden />
      </SignInButton>
    );
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={isFavorite}
      disabled={pending || auth === "loading"}
      onClick={toggle}
      className={className}
    >
      <Heart
        aria-hidden
        className={cn(
          "transition-colors duration-150",
          isFavorite && "fill-rose-500 text-rose-500",
        )}
      />
    </Button>
  );
}
