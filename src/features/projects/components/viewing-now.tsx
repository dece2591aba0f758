import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { projectRoom } from "@convex/shared/presence";
import { usePresence } from "@/hooks/use-presence";
import { ViewersList } from "@/components/viewers-list";

/**
 * The project page's presence: the signed-in viewer joins the page's room
 * while it is open, and sees who else is here, live. Visitors send nothing
 * and see nobody. Joins only a project that exists (the same subscription as
 * the page's own `projects.listing`).
 */
export function ViewingNow({ projectId }: { projectId: string }) {
  const project = useQuery(api.projects.listing, { projectId });
  const people = usePresence(project ? projectRoom(project._id) : null);
  const others = (people ?? []).filter((person) => !person.isViewer);
  return <ViewersList viewers={others} />;
}
