import { useQuery } from "convex/react";
import { Bell } from "lucide-react";
import { api } from "@convex/_generated/api";
import { UnreadNavLink } from "@/components/layout/unread-nav-link";
import { paths } from "@/config/paths";

/** The mobile menu's link to /notifications, with the live unread count. */
export function NotificationsNavLink({
  onNavigate,
}: {
  onNavigate?: () => void;
}) {
  const unread = useQuery(api.notifications.unreadCount, {}) ?? 0;
  return (
    <UnreadNavLink
      to={paths.notifications}
      icon={Bell}
      name="Notifications"
      unread={unread}
      onNavigate={onNavigate}
    />
  );
}
