import type { Id } from "@convex/_generated/dataModel";
import { teamRoom } from "@convex/shared/presence";
import { ViewersList } from "@/components/viewers-list";
import { usePresence } from "@/hooks/use-presence";

/** The viewer joins the room's presence while it is open, and sees who else is in it now. */
export function RoomPresence({ projectId }: { projectId: Id<"projects"> }) {
  const people = usePresence(teamRoom(projectId));
  const others = (people ?? []).filter((person) => !person.isViewer);
  return <ViewersList viewers={others} label="In the room now" />;
}
