import { CategoryBadge } from "@/components/category-badge";
import { OpenPositionsBadge } from "@/components/project-card/open-positions-badge";
import { ProjectCover } from "@/components/project-cover";
import { ProjectRoles } from "@/components/project-card/project-roles";
import { RelativeTime } from "@/components/project-card/relative-time";
import { SkillBadges } from "@/components/project-card/skill-badges";
import { UserAvatar } from "@/components/user-avatar";
import type { ProjectSummary } from "@/lib/api-types";
import { categoryMeta } from "@/lib/category-meta";
import { cn } from "@/lib/cn";
import { projectSkillLink } from "@/lib/skill-links";
import { ProjectTerms } from "./project-terms";

/** The full project: its cover image (if any), what it is, who runs it, the roles it needs and its terms. */
export function ProjectDetail({ project }: { project: ProjectSummary }) {
  const { icon: Icon, tint } = categoryMeta[project.category];
  return (
    <article className="flex flex-col gap-6">
      {project.coverUrl === null ? null : (
        <ProjectCover
          url={project.coverUrl}
          title={project.title}
          className="aspect-[3/1] w-full rounded-xl"
        />
      )}
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              "flex size-9 items-center justify-center rounded-lg",
              tint,
            )}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <CategoryBadge category={project.category} />
          <OpenPositionsBadge project={project} />
        </div>
        <h1 className="text-h1 font-semibold tracking-tight">
          {project.title}
        </h1>
        <div className="flex items-center gap-3 text-sm">
          <UserAvatar
            name={project.creator.name}
            seed={project.creator.id}
            avatarUrl={project.creator.avatarUrl}
          />
          <div>
            <p className="font-medium">{project.creator.name}</p>
            <p className="text-muted-foreground">
              Posted <RelativeTime time={project.createdAt} />
            </p>
          </div>
        </div>
      </header>
      <p className="text-body whitespace-pre-line">{project.description}</p>
      {project.roles.some((role) => role.title !== "") ? (
        <section
          aria-labelledby="project-roles-heading"
          className="flex flex-col gap-3"
        >
          <h2 id="project-roles-heading" className="text-h3 font-semibold">
            Roles
          </h2>
          <div className="rounded-xl border border-border p-5">
            <ProjectRoles roles={project.roles} withSkills />
          </div>
        </section>
      ) : null}
      <ProjectTerms project={project} />
      <dl className="grid gap-4 rounded-xl border border-border p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">Team</dt>
          <dd className="mt-1 font-medium tabular-nums">
            {project.filledPositions} of {project.openPositions} positions
            filled
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Skills wanted</dt>
          <dd className="mt-2 flex flex-wrap gap-1.5">
            {project.skills.length === 0 ? (
              <span className="text-sm text-muted-foreground">Any</span>
            ) : (
              <SkillBadges
                skills={project.skills}
                max={project.skills.length}
                link={projectSkillLink}
              />
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}
