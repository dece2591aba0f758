import { AVATAR_STACK_OVERLAP, UserAvatar } from "@/components/user-avatar";
import { cn } from "@/lib/cn";
import type { DashboardPerson } from "../lib/types";

/** Collaboration cards show up to 3 avatars, then '+N'. */
export const MAX_COLLABORATOR_AVATARS = 3;

/** Overlapping avatars of up to 3 collaborators, then '+N' for the rest. */
export function CollaboratorAvatars({
  collaborators,
  total,
}: {
  collaborators: readonly DashboardPerson[];
  /** Everyone on the team (the server sends only the first few). */
  total: number;
}) {
  const shown = collaborators.slice(0, MAX_COLLABORATOR_AVATARS);
  const rest = Math.max(0, total - shown.length);
  const names = shown.map((person) => person.name).join(", ");
  const label =
    rest > 0
      ? `Collaborators: ${names} and ${rest} more`
      : `Collaborators: ${names}`;
  return (
    <div role="group" aria-label={label} className="flex items-center">
      <ul aria-hidden className={cn("flex", AVATAR_STACK_OVERLAP)}>
        {shown.map((person) => (
          <li key={person.userId} title={person.name}>
            <UserAvatar
              name={person.name}
              seed={person.userId}
              avatarUrl={person.avatarUrl}
              stacked
              className="size-8 ring-2 ring-card"
            />
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <span
          aria-hidden
          className="-ml-1 flex size-8 items-center justify-center rounded-full bg-muted text-xs font-medium text-muted-foreground tabular-nums ring-2 ring-card"
        >
          +{rest}
        </span>
      ) : null}
    </div>
  );
}
