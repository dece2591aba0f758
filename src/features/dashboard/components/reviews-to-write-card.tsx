import { useQuery } from "convex/react";
import { Star } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { UserAvatar } from "@/components/user-avatar";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useNow } from "@/hooks/use-now";
import { daysLeftLabel } from "../lib/days-left";
import { SectionCard } from "./section-card";

/**
 * The reviews the viewer still owes teammates of finished projects, live: it
 * appears when a project they worked on is completed and goes with the last
 * review written (or when the windows close). Each opens the project's team.
 */
export function ReviewsToWriteCard() {
  const owed = useQuery(api.reviews.toWrite);
  // The query never reads the clock; windows that closed are dropped here.
  const now = useNow();
  const open = owed?.filter((item) => item.windowEndsAt > now) ?? [];
  if (open.length === 0) return null;
  return (
    <SectionCard
      title="Reviews to write"
      description="Say how working together went. Only teammates can review each other."
    >
      <ul aria-label="Reviews to write" className="flex flex-col gap-3">
        {open.map(({ project, person, windowEndsAt }) => (
          <li
            key={`${project._id}:${person.userId}`}
            className="flex animate-enter flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center"
          >
            <UserAvatar
              name={person.name}
              seed={person.userId}
              avatarUrl={person.avatarUrl}
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{person.name}</p>
              <p className="text-sm text-muted-foreground">
                {project.title} · {daysLeftLabel(windowEndsAt, now)}
              </p>
            </div>
            <Button size="sm" variant="outline" asChild>
              <Link
                to={paths.projectTeam(project._id)}
                aria-label={`Review ${person.name} for ${project.title}`}
              >
                <Star aria-hidden />
                Review
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
