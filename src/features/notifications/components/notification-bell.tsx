import { useQuery } from "convex/react";
import { Bell } from "lucide-react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { badgeText, bellLabel } from "../lib/notification-text";
import { NotificationPanel } from "./notification-panel";

/**
 * The header's bell: the live unread count (one document read, subscribed
 * while signed in) and, on open, a menu with the latest notifications. The
 * panel mounts only while open, so its list is subscribed only then.
 */
export function NotificationBell() {
  const unread = useQuery(api.notifications.unreadCount, {}) ?? 0;
  return (
    // Not modal: a panel beside the page, like a popover, so the page behind
    // is neither aria-hidden nor scroll-locked while it is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative size-11 rounded-full md:size-9"
          aria-label={bellLabel(unread)}
        >
          <Bell aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden
              data-testid="notification-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] leading-none font-semibold text-primary-foreground tabular-nums md:top-0 md:right-0"
            >
              {badgeText(unread)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
      >
        <NotificationPanel unread={unread} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
