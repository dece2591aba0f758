import { unreadBadgeText } from "@/lib/unread-text";

/**
 * The unread count on the corner of a round icon button (the header's
 * Messages link and bell); nothing while there is none. Hidden from assistive
 * technology: the button's own name carries the count (unreadLabel).
 */
export function UnreadCornerBadge({
  unread,
  testId,
}: {
  unread: number;
  testId?: string;
}) {
  if (unread <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid={testId}
      className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] leading-none font-semibold text-primary-foreground tabular-nums md:top-0 md:right-0"
    >
      {unreadBadgeText(unread)}
    </span>
  );
}
