import { cn } from "@/lib/cn";

/**
 * The green "online now" dot (with its words for screen readers), or nothing
 * when the person is offline or it is not known yet. No data: callers read
 * presence with `useIsOnline` / `useOnlineUserIds` and pass it in.
 */
export function OnlineDot({
  online,
  className,
}: {
  online: boolean | undefined;
  className?: string;
}) {
  if (online !== true) return null;
  return (
    <span
      data-slot="online-dot"
      title="Online now"
      className={cn(
        "block size-3 rounded-full bg-emerald-500 ring-2 ring-background",
        className,
      )}
    >
      <span className="sr-only">Online now</span>
    </span>
  );
}
