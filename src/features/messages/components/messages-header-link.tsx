import { useQuery } from "convex/react";
import { MessageSquare } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { UnreadNavLink } from "@/components/layout/unread-nav-link";
import { UnreadCornerBadge } from "@/components/unread-corner-badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { unreadLabel } from "@/lib/unread-text";

/** The header's Messages link with the live unread count (one document read). */
export function MessagesHeaderLink() {
  const unread = useQuery(api.messages.unreadCount, {}) ?? 0;
  return (
    <Button
      variant="ghost"
      size="icon"
      asChild
      className="relative size-11 rounded-full md:size-9"
    >
      <Link to={paths.messages} aria-label={unreadLabel("Messages", unread)}>
        <MessageSquare aria-hidden />
        <UnreadCornerBadge unread={unread} testId="messages-badge" />
      </Link>
    </Button>
  );
}

/** The mobile menu's link to /messages, with the same live unread count. */
export function MessagesNavLink({ onNavigate }: { onNavigate?: () => void }) {
  const unread = useQuery(api.messages.unreadCount, {}) ?? 0;
  return (
    <UnreadNavLink
      to={paths.messages}
      icon={MessageSquare}
      name="Messages"
      unread={unread}
      onNavigate={onNavigate}
    />
  );
}
