import { useQuery } from "convex/react";
import { Bell } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { badgeText, bellLabel } from "../lib/notification-text";

/** The mobile menu's link to /notifications, with the live unread count. */
export function NotificationsNavLink({
  onNavigate,
}: {
  onNavigate?: () => void;
}) {
  const unread = useQuery(api.notifications.unreadCount, {}) ?? 0;
  return (
    <Button variant="outline" asChild className="w-full justify-between">
      <Link
        to={paths.notifications}
        onClick={onNavigate}
        aria-label={bellLabel(unread)}
      >
        <span className="flex items-center gap-2">
          <Bell aria-hidden />
          Notifications
        </span>
        {unread > 0 ? (
          <span
            aria-hidden
            className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
