import { UserCheck, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AuthState } from "@/hooks/use-auth-state";
import { useToggleAction } from "../hooks/use-toggle-action";
import { builderToasts } from "../lib/builder-toasts";
import { SignInButton } from "./sign-in-button";

/**
 * Follow / Following (Unfollow in dialogs). Visitors go to sign-in. The state
 * shown is the server's; `onToggle` resolves to the new one, which picks the toast.
 */
export function FollowButton({
  name,
  isFollowing,
  auth,
  onToggle,
  followingLabel = "Following",
  className,
}: {
  name: string;
  isFollowing: boolean;
  auth: AuthState;
  onToggle: () => Promise<boolean>;
  /** The label while following: 'Following' on cards, 'Unfollow' in the dialog. */
  followingLabel?: string;
  className?: string;
}) {
  const { pending, toggle } = useToggleAction(onToggle, {
    on: () => builderToasts.followed(name),
    off: () => builderToasts.unfollowed(name),
  });
  const Icon = isFollowing ? UserCheck : UserPlus;

  if (auth === "signedOut") {
    return (
      <SignInButton size="sm" className={className}>
        <UserPlus aria-hidden />
        Follow
      </SignInButton>
    );
  }

  return (
    <Button
      size="sm"
      variant={isFollowing ? "secondary" : "default"}
      disabled={pending || auth === "loading"}
      onClick={toggle}
      className={className}
    >
      <Icon aria-hidden />
      {isFollowing ? followingLabel : "Follow"}
    </Button>
  );
}
