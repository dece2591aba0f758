import { useQuery } from "convex/react";
import { Sparkles } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import {
  ALL_CATEGORIES,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";
import { EmptyState } from "@/components/empty-state";
import { LoadingGrid } from "@/components/loading-grid";
import { ProjectCard } from "@/components/project-card/project-card";
import { ProjectCardSkeleton } from "@/components/project-card/project-card-skeleton";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useFailSlowLoadWhileOffline } from "@/hooks/use-connection";
import { wantsSkill } from "../lib/wants-skill";
import { ProjectApplyButton } from "./project-apply-button";

/** As many as `matching.recommendedProjects` returns in one call. */
export const BEST_MATCH_LIMIT = 50;
const GRID = "grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3";

/**
 * /projects?sort=match without a search: the viewer's best matches among
 * open projects with a seat (not their own, not ones they applied to), live.
 * The recommendations take no skill, so a `?skill=` filter narrows them here.
 */
export function RecommendedGrid({
  category,
  skill = "",
}: {
  category: ProjectCategoryFilter;
  /** Only projects that want this skill ("" for any). */
  skill?: string;
}) {
  const recommended = useQuery(api.matching.recommendedProjects, {
    limit: BEST_MATCH_LIMIT,
    category: category === ALL_CATEGORIES ? undefined : category,
  });
  const projects = recommended?.filter((project) => wantsSkill(project, skill));
  useFailSlowLoadWhileOffline(projects === undefined);
  if (projects === undefined) {
    return (
      <LoadingGrid
        label="Loading your best matches"
        count={6}
        skeleton={<ProjectCardSkeleton />}
        className={GRID}
      />
    );
  }
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={Sparkles}
        title="No matches yet"
        description="Add skills to your profile and we'll match you with open projects that need them."
      >
        <Button asChild>
          <Link to={paths.settings}>Add skills in Settings</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className={GRID} aria-label="Best matches">
      {projects.map((project) => (
        <li key={project._id}>
          <ProjectCard
            project={project}
            applyAction={<ProjectApplyButton project={project} />}
          />
        </li>
      ))}
    </ul>
  );
}
