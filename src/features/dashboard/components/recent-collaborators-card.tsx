import { Users } from "lucide-react";
import { Link } from "react-router-dom";
import { LoadingGrid } from "@/components/loading-grid";
import { AvatarLinesSkeleton } from "@/components/skeletons/avatar-lines-skeleton";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { DashboardPerson } from "../lib/types";
import { CollaboratorLink } from "./collaborator-link";
import { SectionCard } from "./section-card";

/** Up to 4 people the viewer worked with, each linking to their builder page. */
export function RecentCollaboratorsCard({
  people,
}: {
  people: DashboardPerson[] | undefined;
}) {
  return (
    <SectionCard
      title="Recent Collaborators"
      description="People you've teamed up with on projects."
    >
      {people === undefined ? (
        <LoadingGrid
          label="Loading collaborators..."
          count={2}
          skeleton={
            <AvatarLinesSkeleton
              avatar="size-10 rounded-full"
              lines={["h-4 w-2/3", "h-3 w-1/2"]}
              dense
              className="p-2"
            />
          }
          className="grid gap-3 sm:grid-cols-2"
        />
      ) : people.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <Users aria-hidden className="size-6 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">
            No collaborators yet. People you work with on projects will appear
            here.
          </p>
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.builders}>Discover Builders</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {people.map((person) => (
            <li key={person.userId}>
              <CollaboratorLink person={person} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
