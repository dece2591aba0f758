import { useQuery } from "convex/react";
import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { CategoryBadge } from "@/components/category-badge";
import { LoadingGrid } from "@/components/loading-grid";
import { MatchBadge } from "@/components/match/match-badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { projectsHref } from "@/lib/project-links";
import { SectionCard } from "./section-card";

/** Recommendations shown on the overview; the rest are one click away. */
export const RECOMMENDED_SHOWN = 6;

/**
 * Recommended for you: the viewer's best matches among open projects, live,
 * each with its badge and the first reason. `hasSkills` picks the empty
 * state's words (undefined while the profile loads).
 */
export function RecommendedCard({ hasSkills }: { hasSkills?: boolean }) {
  const projects = useQuery(api.matching.recommendedProjects, {
    limit: RECOMMENDED_SHOWN,
  });
  return (
    <SectionCard
      title="Recommended for you"
      description="Open projects that fit your skills best."
    >
      {projects === undefined ? (
        // As tall as the list that comes (a row has a title and a reason,
        // then See all), so the cards below do not move when it arrives.
        <div className="flex flex-col gap-4">
          <LoadingGrid
            label="Loading recommendations..."
            count={RECOMMENDED_SHOWN}
            skeleton={<Skeleton className="h-19 w-full" />}
            className="flex flex-col gap-3"
          />
          <Skeleton aria-hidden className="h-11 w-24 md:h-8" />
        </div>
      ) : projects.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <Sparkles aria-hidden className="size-6 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">
            {hasSkills === true
              ? "No open projects fit your skills right now. Adding skills widens your matches."
              : "Add your skills so we can match you with projects that need them."}
          </p>
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.settings}>Add skills in Settings</Link>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ul aria-label="Recommended projects" className="flex flex-col gap-3">
            {projects.map((project) => (
              <li
                key={project._id}
                className="flex animate-enter flex-col gap-1.5 rounded-lg border border-border p-3"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">
                    <Link
                      to={paths.project(project._id)}
                      className="hover:text-primary"
                    >
                      {project.title}
                    </Link>
                  </h3>
                  <CategoryBadge category={project.category} />
                  {project.match === null ? null : (
                    <MatchBadge
                      match={project.match}
                      title={`Why you match ${project.title}`}
                    />
                  )}
                </div>
                {project.match?.reasons[0] === undefined ? null : (
                  <p className="text-sm text-muted-foreground">
                    {project.match.reasons[0].text}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <Button variant="outline" size="sm" asChild className="self-start">
            <Link to={projectsHref({ sort: "match" })}>
              See all
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
