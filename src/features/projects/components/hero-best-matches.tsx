import { useQuery } from "convex/react";
import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import type { ProjectSummary } from "@/lib/api-types";

/** The hero shows the top three of the viewer's recommendations. */
export const HERO_MATCHES = 3;

function MatchRow({ project }: { project: ProjectSummary }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-border px-3">
      <Link
        to={paths.project(project._id)}
        className="flex min-h-11 min-w-0 flex-1 items-center font-medium hover:text-primary"
      >
        <span className="truncate">{project.title}</span>
      </Link>
      {project.match === null ? null : (
        <span className="shrink-0 text-xs font-semibold text-primary tabular-nums">
          {project.match.score}% match
        </span>
      )}
    </li>
  );
}

function Matches() {
  const projects = useQuery(api.matching.recommendedProjects, {
    limit: HERO_MATCHES,
  });
  if (projects === undefined) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span role="status" className="sr-only">
          Loading your best matches
        </span>
        {Array.from({ length: HERO_MATCHES }, (_, i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
      </div>
    );
  }
  if (projects.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
        <p>
          Add your skills and we&apos;ll match you with open projects that need
          them.
        </p>
        <Link
          to={paths.settings}
          className="inline-flex min-h-11 items-center font-medium text-primary hover:underline"
        >
          Add skills in Settings
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Your best matches" className="flex flex-col gap-2">
        {projects.map((project) => (
          <MatchRow key={project._id} project={project} />
        ))}
      </ul>
      <Link
        to={paths.projectsBestMatches}
        className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
      >
        See all your matches
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </div>
  );
}

/**
 * A signed-in viewer's three best matches, live, in the hero (where visitors
 * see the decorative card). It fills the hero's fixed frame whether loading,
 * empty or full, so nothing moves; its list is left out if the query fails.
 */
export function HeroBestMatches() {
  return (
    <Card className="h-full gap-4 overflow-hidden shadow-lg">
      <CardHeader className="flex flex-row items-center gap-2">
        <Sparkles aria-hidden className="size-4 text-primary" />
        <CardTitle asChild className="text-base">
          <h2>Your best matches</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryErrorBoundary fallback={() => null}>
          <Matches />
        </QueryErrorBoundary>
      </CardContent>
    </Card>
  );
}
