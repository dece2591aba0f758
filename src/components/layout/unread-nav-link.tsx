import type { LucideIcon } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { unreadBadgeText, unreadLabel } from "@/lib/unread-text";

/**
 * A full-width link of the mobile menu with its unread count (Messages,
 * Notifications): the icon and name, and the count as a badge at the end
 * while there is one. `onNavigate` closes the menu.
 */
export function UnreadNavLink({
  to,
  icon: Icon,
  name,
  unread,
  onNavigate,
}: {
  to: string;
  icon: LucideIcon;
  name: string;
  unread: number;
  onNavigate?: () => void;
}) {
  return (
    <Button variant="outline" asChild className="w-full justify-between">
      <Link to={to} onClick={onNavigate} aria-label={unreadLabel(name, unread)}>
        <span className="flex items-center gap-2">
          <Icon aria-hidden />
          {name}
        </span>
        {unread > 0 ? (
          <span
            aria-hidden
            className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums"
          >
            {unreadBadgeText(unread)}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
