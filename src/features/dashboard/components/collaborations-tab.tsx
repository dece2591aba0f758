import { useQuery } from "convex/react";
import { Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { EmptyState } from "@/components/empty-state";
import { LoadingGrid } from "@/components/loading-grid";
import { ProjectCardSkeleton } from "@/components/project-card/project-card-skeleton";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { CollaborationCard } from "./collaboration-card";

/** The tab shows the first 2 collaborations until "Show all". */
export const COLLABORATIONS_PREVIEW = 2;

/** Collaborations: projects with accepted collaborators, the viewer's and joined ones. */
export function CollaborationsTab() {
  const collaborations = useQuery(api.dashboard.collaborations);
  const [showAll, setShowAll] = useState(false);
  if (collaborations === undefined) {
    return (
      <LoadingGrid
        label="Loading collaborations..."
        count={2}
        skeleton={<ProjectCardSkeleton />}
        className="grid gap-6 md:grid-cols-2"
      />
    );
  }
  if (collaborations.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No collaborations yet"
        description="When you accept someone into your project, or you're accepted to one, it shows up here."
      >
        <Button asChild>
          <Link to={paths.projects}>Browse Projects</Link>
        </Button>
      </EmptyState>
    );
  }
  const hidden = collaborations.length - COLLABORATIONS_PREVIEW;
  const shown = showAll
    ? collaborations
    : collaborations.slice(0, COLLABORATIONS_PREVIEW);
  return (
    <div className="flex flex-col gap-6">
      <ul id="collaborations-list" className="grid gap-6 md:grid-cols-2">
        {shown.map((collaboration) => (
          <li key={collaboration._id}>
            <CollaborationCard collaboration={collaboration} />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <Button
          variant="outline"
          className="self-center"
          aria-expanded={showAll}
          aria-controls="collaborations-list"
          onClick={() => setShowAll((current) => !current)}
        >
          {showAll ? "Show less" : `Show all (${collaborations.length})`}
        </Button>
      ) : null}
    </div>
  );
}
