import { Link } from "react-router-dom";
import { UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import type { DashboardPerson } from "../lib/types";

/** Avatar, name and role, linking to the person's builder page when they have one. */
export function CollaboratorLink({ person }: { person: DashboardPerson }) {
  const body = (
    <>
      <UserAvatar
        name={person.name}
        seed={person.userId}
        avatarUrl={person.avatarUrl}
        className="size-10"
      />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">
          {person.name}
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          {person.role}
        </span>
      </span>
    </>
  );
  const className = "flex min-h-11 items-center gap-3 rounded-lg p-2";
  return person.profileId === null ? (
    <div className={className}>{body}</div>
  ) : (
    <Link
      to={paths.builder(person.profileId)}
      className={cn(
        className,
        "transition-colors duration-150 ease-out hover:bg-muted",
      )}
    >
      {body}
    </Link>
  );
}
