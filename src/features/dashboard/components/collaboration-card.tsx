import { format } from "date-fns";
import { CalendarDays, MessagesSquare } from "lucide-react";
import { Link } from "react-router-dom";
import { CategoryBadge } from "@/components/category-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import type { Collaboration } from "../lib/types";
import { CollaboratorAvatars } from "./collaborator-avatars";

/** Collaboration cards show up to 3 skills, then '+N more'. */
export const MAX_COLLABORATION_SKILLS = 3;

/** A project with its team: date, category, title, description, skills, avatars. */
export function CollaborationCard({
  collaboration: project,
}: {
  collaboration: Collaboration;
}) {
  const skills = project.skills.slice(0, MAX_COLLABORATION_SKILLS);
  const moreSkills = project.skills.length - skills.length;
  const created = new Date(project.createdAt);
  return (
    <Card className="h-full animate-enter gap-4 p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <CategoryBadge category={project.category} />
        <Badge variant="secondary">
          {project.isOwner ? "Owner" : "Member"}
        </Badge>
        <span className="ml-auto inline-flex items-center gap-1">
          <CalendarDays aria-hidden className="size-3.5" />
          Created{" "}
          <time dateTime={created.toISOString()}>
            {format(created, "MMM d, yyyy")}
          </time>
        </span>
      </div>
      <div className="flex flex-col gap-1.5">
        <h3 className="font-semibold">
          <Link to={paths.project(project._id)} className="hover:text-primary">
            {project.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">
          {project.description}
        </p>
      </div>
      {project.skills.length > 0 ? (
        <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary">{skill}</Badge>
            </li>
          ))}
          {moreSkills > 0 ? (
            <li>
              <Badge
                variant="outline"
                title={project.skills
                  .slice(MAX_COLLABORATION_SKILLS)
                  .join(", ")}
              >
                +{moreSkills} more
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <CollaboratorAvatars
        collaborators={project.collaborators}
        total={project.collaboratorCount}
      />
      <div className="mt-auto flex flex-col gap-2 sm:flex-row">
        <Button asChild className="sm:flex-1">
          <Link
            to={paths.project(project._id)}
            aria-label={`View details of ${project.title}`}
          >
            View Details
          </Link>
        </Button>
        <Button variant="outline" asChild className="sm:flex-1">
          <Link
            to={paths.teamRoom(project._id)}
            aria-label={`Team room of ${project.title}`}
          >
            <MessagesSquare aria-hidden />
            Team room
          </Link>
        </Button>
      </div>
    </Card>
  );
}
