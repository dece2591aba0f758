import { useAuthActions } from "@convex-dev/auth/react";
import { useQuery } from "convex/react";
import { LayoutDashboard, LogOut, Settings, ShieldAlert } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { UserAvatar } from "@/components/user-avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/config/paths";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { leaveSignedOutTo } from "@/lib/signed-out-destination";

/** The signed-in avatar menu: Dashboard, Settings, Moderation (moderators only), Log out. */
export function UserMenu() {
  const { signOut } = useAuthActions();
  const me = useQuery(api.profiles.me, {});
  const moderator = useQuery(api.moderation.amOperator, {});
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const logOut = async () => {
    // Home, whether the router or the sign-out lands first: a member-only
    // page's guard follows this way out instead of asking to sign in.
    leaveSignedOutTo({ from: pathname, to: paths.home });
    void navigate(paths.home);
    try {
      await signOut();
    } catch (error) {
      leaveSignedOutTo(null);
      logUnexpectedError("Sign out failed", error);
      toast.error("Could not log out. Please try again.");
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-11 rounded-full md:size-9"
        >
          <UserAvatar
            name={me?.name ?? ""}
            seed={me?.userId ?? "me"}
            avatarUrl={me?.avatarUrl}
          />
          <span className="sr-only">Account menu</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {me ? (
          <>
            <DropdownMenuLabel className="flex flex-col">
              <span className="truncate">{me.name}</span>
              <span className="truncate text-xs font-normal text-muted-foreground">
                @{me.username}
              </span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard}>
            <LayoutDashboard aria-hidden />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settings}>
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        {moderator ? (
          <DropdownMenuItem asChild>
            <Link to={paths.moderation}>
              <ShieldAlert aria-hidden />
              Moderation
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
