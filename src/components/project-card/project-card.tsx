import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { CategoryBadge } from "@/components/category-badge";
import { Highlight } from "@/components/highlight";
import { MatchBadge } from "@/components/match/match-badge";
import { ProjectCover } from "@/components/project-cover";
import { UserAvatar } from "@/components/user-avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import type { ProjectSummary } from "@/lib/api-types";
import { categoryMeta } from "@/lib/category-meta";
import { cn } from "@/lib/cn";
import { projectSkillLink } from "@/lib/skill-links";
import { OpenPositionsBadge } from "./open-positions-badge";
import { ProjectRoles } from "./project-roles";
import { ProjectTermChips } from "./project-term-chips";
import { RelativeTime } from "./relative-time";
import { SkillBadges } from "./skill-badges";

/**
 * Full project card, topped by its cover image when it has one. For the project's owner, Manage Applications replaces the
 * apply action (passed in by the caller, which owns the mutation).
 */
export function ProjectCard({
  project,
  applyAction,
  highlight,
}: {
  project: ProjectSummary;
  applyAction?: ReactNode;
  /** A search text to mark in the title and description. */
  highlight?: string;
}) {
  const { icon: Icon, tint } = categoryMeta[project.category];
  const detail = paths.project(project._id);
  return (
    <Card
      className={cn(
        "flex h-full animate-enter flex-col gap-4 p-5 transition-shadow duration-200 hover:shadow-card-hover",
        project.coverUrl !== null && "overflow-hidden",
      )}
    >
      {project.coverUrl === null ? null : (
        <ProjectCover
          url={project.coverUrl}
          title={project.title}
          lazy
          className="-mx-5 -mt-5 h-36 shrink-0"
        />
      )}
      <div className="flex items-start gap-3">
        <span
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-lg",
            tint,
          )}
        >
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">
            <Link to={detail} className="hover:text-primary">
              <Highlight text={project.title} search={highlight} />
            </Link>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <CategoryBadge category={project.category} />
            <OpenPositionsBadge project={project} />
            {project.match === null ? null : (
              <MatchBadge
                match={project.match}
                title={`Why you match ${project.title}`}
              />
            )}
          </div>
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">
        <Highlight text={project.description} search={highlight} />
      </p>
      <ProjectRoles roles={project.roles} max={3} />
      <ProjectTermChips project={project} />
      <SkillBadges skills={project.skills} max={4} link={projectSkillLink} />
      <div className="mt-auto flex items-center gap-2 pt-1 text-sm">
        <UserAvatar
          name={project.creator.name}
          seed={project.creator.id}
          avatarUrl={project.creator.avatarUrl}
          className="size-7"
        />
        <span className="truncate font-medium">{project.creator.name}</span>
        <span aria-hidden className="text-muted-foreground">
          ·
        </span>
        <RelativeTime
          time={project.createdAt}
          className="shrink-0 text-muted-foreground"
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" asChild className="sm:flex-1">
          <Link to={detail} aria-label={`View details of ${project.title}`}>
            View Details
          </Link>
        </Button>
        {project.isOwner ? (
          <Button asChild className="sm:flex-1">
            <Link to={`${detail}#applications`}>Manage Applications</Link>
          </Button>
        ) : (
          <div className="flex sm:flex-1 [&>*]:flex-1">{applyAction}</div>
        )}
      </div>
    </Card>
  );
}
