import { UserCheck, UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { AuthState } from "@/hooks/use-auth-state";
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
  const [pending, setPending] = useState(false);
  const Icon = isFollowing ? UserCheck : UserPlus;

  if (auth === "signedOut") {
    return (
      <SignInButton size="sm" className={className}>
        <UserPlus aria-hidden />
        Follow
      </SignInButton>
    );
  }

  async function toggle() {
    setPending(true);
    try {
      const following = await onToggle();
      if (following) builderToasts.followed(name);
      else builderToasts.unfollowed(name);
    } catch (error) {
      builderToasts.failed(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      size="sm"
      variant={isFollowing ? "secondary" : "default"}
      disabled={pending || auth === "loading"}
      onClick={() => void toggle()}
      className={className}
    >
      <Icon aria-hidden />
      {isFollowing ? followingLabel : "Follow"}
    </Button>
  );
}
