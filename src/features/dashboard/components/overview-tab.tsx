import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { ActivityCard } from "./activity-card";
import { InvitationsCard } from "./invitations-card";
import { ProfileSummaryCard } from "./profile-summary-card";
import { RecentCollaboratorsCard } from "./recent-collaborators-card";
import { RecommendedCard } from "./recommended-card";
import { ReviewsToWriteCard } from "./reviews-to-write-card";
import { SavedSearchesCard } from "./saved-searches-card";
import { SkillsCard } from "./skills-card";

/**
 * Overview: the viewer's profile, skills and saved searches; invitations,
 * reviews still to write, recommendations, recent activity and collaborators.
 */
export function OverviewTab() {
  const profile = useQuery(api.profiles.me);
  const activity = useQuery(api.dashboard.activity);
  const collaborators = useQuery(api.dashboard.recentCollaborators);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6">
        <ProfileSummaryCard profile={profile} />
        <SkillsCard profile={profile} />
        <SavedSearchesCard />
      </div>
      <div className="flex flex-col gap-6 lg:col-span-2">
        <InvitationsCard />
        <ReviewsToWriteCard />
        <RecommendedCard
          hasSkills={profile == null ? undefined : profile.skills.length > 0}
        />
        <ActivityCard items={activity} />
        <RecentCollaboratorsCard people={collaborators} />
      </div>
    </div>
  );
}
