import { Link } from "react-router-dom";
import { AVATAR_STACK_OVERLAP, UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import type { PresentUser } from "@/lib/api-types";
import { cn } from "@/lib/cn";

/** Avatars shown before '+N'. */
export const VIEWERS_SHOWN = 5;

function namesOf(viewers: PresentUser[]): string {
  const names = viewers.map((viewer) => viewer.name);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

/**
 * "Viewing now" (or the room's own `label`): the other people in a presence
 * room, as overlapping avatars that link to their profiles, then '+N'.
 * Nothing when nobody else is here.
 */
export function ViewersList({
  viewers,
  label = "Viewing now",
  className,
}: {
  /** The others in the room, the viewer already left out. */
  viewers: PresentUser[];
  label?: string;
  className?: string;
}) {
  if (viewers.length === 0) return null;
  const shown = viewers.slice(0, VIEWERS_SHOWN);
  const more = viewers.length - shown.length;
  return (
    <section
      aria-label={label}
      className={cn("flex animate-enter items-center gap-2", className)}
    >
      <span className="text-sm text-muted-foreground">{label}</span>
      <ul className={cn("flex", AVATAR_STACK_OVERLAP)} title={namesOf(viewers)}>
        {shown.map((viewer) => (
          <li key={viewer.userId}>
            <Link
              to={paths.builder(viewer.profileId)}
              aria-label={`${viewer.name}, ${label.toLowerCase()}`}
              className="block rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <UserAvatar
                name={viewer.name}
                seed={viewer.userId}
                avatarUrl={viewer.avatarUrl}
                stacked
                className="size-8 ring-2 ring-background"
              />
            </Link>
          </li>
        ))}
        {more > 0 ? (
          <li className="flex size-8 items-center justify-center rounded-full bg-muted text-xs font-medium tabular-nums ring-2 ring-background">
            <span aria-label={`and ${more} more`}>+{more}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
