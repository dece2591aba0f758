import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { RelativeTime } from "@/components/project-card/relative-time";
import { UserAvatar } from "@/components/user-avatar";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useRespondInvite } from "../hooks/use-respond-invite";
import { SectionCard } from "./section-card";

/**
 * The viewer's pending invitations to apply, live. Shown only when there are
 * some: it appears the moment an owner invites, and goes with the last answer.
 */
export function InvitationsCard() {
  const invites = useQuery(api.invites.listMine);
  const { inFlight, answer } = useRespondInvite();
  if (invites === undefined || invites.length === 0) return null;
  return (
    <SectionCard
      title="Invitations"
      description="Project owners who would like you to apply."
    >
      <ul aria-label="Invitations" className="flex flex-col gap-3">
        {invites.map((invite) => {
          const busy = inFlight === invite._id;
          const { title } = invite.project;
          return (
            <li
              key={invite._id}
              className="flex animate-enter flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center"
            >
              <UserAvatar
                name={invite.inviter.name}
                seed={invite.inviter.id}
                avatarUrl={invite.inviter.avatarUrl}
              />
              <div className="min-w-0 flex-1">
                <Link
                  to={paths.project(invite.project._id)}
                  className="font-medium hover:text-primary"
                >
                  {title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  From {invite.inviter.name} ·{" "}
                  <RelativeTime time={invite.createdAt} />
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  disabled={busy}
                  aria-label={`Accept the invitation to ${title}`}
                  onClick={() => void answer(invite._id, true, title)}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Decline the invitation to ${title}`}
                  onClick={() => void answer(invite._id, false, title)}
                >
                  Decline
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
