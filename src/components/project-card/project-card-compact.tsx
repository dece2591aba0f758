import { Link } from "react-router-dom";
import { CategoryBadge } from "@/components/category-badge";
import { MatchBadge } from "@/components/match/match-badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import type { ProjectSummary } from "@/lib/api-types";
import { RelativeTime } from "./relative-time";

/** Compact card: title, category, two lines of description, age, View. */
export function ProjectCardCompact({ project }: { project: ProjectSummary }) {
  return (
    <Card className="flex h-full animate-enter flex-col gap-3 p-5 transition-shadow duration-200 hover:shadow-card-hover">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">
          <Link to={paths.project(project._id)} className="hover:text-primary">
            {project.title}
          </Link>
        </h3>
        <CategoryBadge category={project.category} className="shrink-0" />
      </div>
      <p className="line-clamp-2 text-sm text-muted-foreground">
        {project.description}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <RelativeTime
            time={project.createdAt}
            className="text-xs text-muted-foreground"
          />
          {project.match === null ? null : (
            <MatchBadge
              match={project.match}
              title={`Why you match ${project.title}`}
            />
          )}
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link
            to={paths.project(project._id)}
            aria-label={`View ${project.title}`}
          >
            View
          </Link>
        </Button>
      </div>
    </Card>
  );
}
