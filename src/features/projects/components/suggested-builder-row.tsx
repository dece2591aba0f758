import { Link } from "react-router-dom";
import { MatchBadge } from "@/components/match/match-badge";
import { UserAvatar } from "@/components/user-avatar";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { SuggestedBuilder } from "../lib/types";
import { InviteStatusBadge } from "./invite-status-badge";

/** One suggested builder: who, how well they match and why, and the invite. */
export function SuggestedBuilderRow({
  builder,
  projectTitle,
  inviting,
  onInvite,
}: {
  builder: SuggestedBuilder;
  projectTitle: string;
  inviting: boolean;
  onInvite: () => void;
}) {
  const [topReason] = builder.match.reasons;
  return (
    <li className="flex animate-enter flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
      <UserAvatar
        name={builder.name}
        seed={builder.userId}
        avatarUrl={builder.avatarUrl}
        className="size-10"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={paths.builder(builder._id)}
            className="font-medium hover:text-primary"
          >
            {builder.name}
          </Link>
          <MatchBadge
            match={builder.match}
            title={`Why ${builder.name} matches ${projectTitle}`}
          />
        </div>
        <p className="text-sm text-muted-foreground">{builder.role}</p>
        {topReason === undefined ? null : (
          <p className="text-sm">{topReason.text}</p>
        )}
      </div>
      <div className="shrink-0">
        {builder.invite === null ? (
          <Button
            size="sm"
            onClick={onInvite}
            disabled={inviting}
            aria-label={`Invite ${builder.name} to apply`}
          >
            {inviting ? "Inviting..." : "Invite to apply"}
          </Button>
        ) : (
          <InviteStatusBadge status={builder.invite} />
        )}
      </div>
    </li>
  );
}
