import { useQuery } from "convex/react";
import { MessageSquare } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { messagesLabel, unreadBadgeText } from "../lib/messages-text";

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
      <Link to={paths.messages} aria-label={messagesLabel(unread)}>
        <MessageSquare aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="messages-badge"
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] leading-none font-semibold text-primary-foreground tabular-nums md:top-0 md:right-0"
          >
            {unreadBadgeText(unread)}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}

/** The mobile menu's link to /messages, with the same live unread count. */
export function MessagesNavLink({ onNavigate }: { onNavigate?: () => void }) {
  const unread = useQuery(api.messages.unreadCount, {}) ?? 0;
  return (
    <Button variant="outline" asChild className="w-full justify-between">
      <Link
        to={paths.messages}
        onClick={onNavigate}
        aria-label={messagesLabel(unread)}
      >
        <span className="flex items-center gap-2">
          <MessageSquare aria-hidden />
          Messages
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
