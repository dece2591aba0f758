import { Link } from "react-router-dom";
import { SkillBadges } from "@/components/project-card/skill-badges";
import { Skeleton } from "@/components/ui/skeleton";
import type { ViewerProfile } from "@/lib/api-types";
import { dashboardTabHref } from "../lib/dashboard-tabs";
import { SectionCard } from "./section-card";

/** Overview shows the first 5 skills, then '+N'. */
export const OVERVIEW_SKILLS = 5;

/** The viewer's skills; a nudge to add some when there are none. */
export function SkillsCard({
  profile,
}: {
  profile: ViewerProfile | null | undefined;
}) {
  if (profile === null) return null;
  return (
    <SectionCard title="Skills & Expertise" className="gap-4">
      {profile === undefined ? (
        <div aria-hidden className="flex flex-wrap gap-1.5">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-14" />
        </div>
      ) : profile.skills.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No skills yet.{" "}
          <Link
            to={dashboardTabHref("settings")}
            className="font-medium text-primary hover:underline"
          >
            Add your skills
          </Link>
        </p>
      ) : (
        <SkillBadges skills={profile.skills} max={OVERVIEW_SKILLS} />
      )}
    </SectionCard>
  );
}
