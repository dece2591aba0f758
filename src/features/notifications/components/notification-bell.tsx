import { useQuery } from "convex/react";
import { Bell } from "lucide-react";
import { api } from "@convex/_generated/api";
import { UnreadCornerBadge } from "@/components/unread-corner-badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { unreadLabel } from "@/lib/unread-text";
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
          aria-label={unreadLabel("Notifications", unread)}
        >
          <Bell aria-hidden />
          <UnreadCornerBadge unread={unread} testId="notification-badge" />
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
