import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Skeleton } from "@/components/ui/skeleton";
import type { ProjectSummary } from "@/lib/api-types";
import { useInvite } from "../hooks/use-invite";
import { SuggestedBuilderRow } from "./suggested-builder-row";

export const SUGGESTIONS_SHOWN = 6;

/**
 * The owner's suggested builders: the best matches for what the team still
 * lacks, with Invite to apply; invite statuses update live.
 */
export function SuggestedBuilders({ project }: { project: ProjectSummary }) {
  const builders = useQuery(api.matching.suggestedBuilders, {
    projectId: project._id,
    limit: SUGGESTIONS_SHOWN,
  });
  const { invitingId, invite } = useInvite(project._id);
  return (
    <section aria-labelledby="suggested-title">
      <h2 id="suggested-title" className="mb-1 text-h3 font-semibold">
        Suggested builders
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Builders who bring what your team still lacks, best match first.
      </p>
      {builders === undefined ? (
        <div className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            Loading suggestions
          </span>
          <Skeleton aria-hidden className="h-20 w-full" />
          <Skeleton aria-hidden className="h-20 w-full" />
        </div>
      ) : builders.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No suggestions yet: as builders with the skills you want join,
          they&apos;ll appear here.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Suggested builders">
          {builders.map((builder) => (
            <SuggestedBuilderRow
              key={builder._id}
              builder={builder}
              projectTitle={project.title}
              inviting={invitingId === builder._id}
              onInvite={() => void invite(builder._id, builder.name)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
