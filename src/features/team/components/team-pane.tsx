import { useMutation } from "convex/react";
import { Crown, LogOut, UserMinus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ConfirmActionDialog } from "@/components/confirm-action-dialog";
import { UserAvatar } from "@/components/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { toast } from "@/lib/toast";
import type { TeamMember, TeamRoomInfo } from "../lib/types";

/**
 * The Team tab: everyone with their role. The owner may remove a member
 * (their seat opens again); a member may leave. Both ask first; neither is
 * offered once the project is completed (its team is final).
 */
export function TeamPane({
  room,
  members,
}: {
  room: TeamRoomInfo;
  members: readonly TeamMember[];
}) {
  const removeMember = useMutation(api.teams.removeMember);
  const leave = useMutation(api.teams.leave);
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const open = room.status !== "completed";
  const projectId: Id<"projects"> = room.projectId;

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-h3 font-semibold">The team</h2>
      <ul aria-label="Team members" className="flex flex-col gap-2">
        {members.map((member) => (
          <li
            key={member.userId}
            className="flex items-center gap-3 rounded-lg border bg-card p-3"
          >
            <UserAvatar
              name={member.name}
              seed={member.userId}
              avatarUrl={member.avatarUrl}
            />
            <div className="flex min-w-0 flex-1 flex-col">
              {member.profileId ? (
                <Link
                  to={paths.builder(member.profileId)}
                  className="truncate font-medium hover:underline"
                >
                  {member.name}
                </Link>
              ) : (
                <span className="truncate font-medium">{member.name}</span>
              )}
              {member.username ? (
                <span className="text-xs text-muted-foreground">
                  @{member.username}
                </span>
              ) : null}
            </div>
            <Badge variant={member.role === "owner" ? "default" : "secondary"}>
              {member.role === "owner" ? <Crown aria-hidden /> : null}
              {member.role === "owner" ? "Owner" : "Member"}
              {member.isViewer ? " (you)" : ""}
            </Badge>
            {open && room.viewerRole === "owner" && member.role === "member" ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRemoving(member)}
                aria-label={`Remove ${member.name} from the team`}
              >
                <UserMinus aria-hidden />
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {open && room.viewerRole === "member" ? (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => setLeaving(true)}
        >
          <LogOut aria-hidden />
          Leave team
        </Button>
      ) : null}
      <ConfirmActionDialog
        open={removing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(null);
        }}
        onCloseAutoFocus={() => undefined}
        title={`Remove ${removing?.name ?? ""} from the team?`}
        description="They lose the room at once and are told; their seat opens again and their tasks lose their assignee."
        confirmLabel="Remove from team"
        busyLabel="Removing..."
        destructive
        failureTitle="They could not be removed"
        action={async () => {
          if (removing === null) return;
          await removeMember({ projectId, userId: removing.userId });
          toast.success(`${removing.name} was removed from the team`);
        }}
      />
      <ConfirmActionDialog
        open={leaving}
        onOpenChange={setLeaving}
        onCloseAutoFocus={() => undefined}
        title="Leave this team?"
        description="You lose the room at once; your seat opens again for someone else."
        confirmLabel="Leave team"
        busyLabel="Leaving..."
        destructive
        failureTitle="You could not leave the team"
        action={async () => {
          // Away first: the room's queries refuse the viewer once they are off the team.
          await navigate(paths.project(projectId));
          await leave({ projectId });
          toast.success(`You left the team of ${room.title}`);
        }}
      />
    </div>
  );
}
