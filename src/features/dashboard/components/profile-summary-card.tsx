import { EXPERTISE_OPTIONS } from "@convex/shared/constants";
import { Link } from "react-router-dom";
import { UserAvatar } from "@/components/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ViewerProfile } from "@/lib/api-types";
import { dashboardTabHref } from "../lib/dashboard-tabs";
import { profileCompleteness } from "../lib/profile-completeness";
import { CompletenessMeter } from "./completeness-meter";
import { ProfileSummarySkeleton } from "./profile-summary-skeleton";

/** The viewer's profile: who they are, and how complete the profile is. */
export function ProfileSummaryCard({
  profile,
}: {
  profile: ViewerProfile | null | undefined;
}) {
  if (profile === undefined) return <ProfileSummarySkeleton />;
  if (profile === null) {
    return (
      <Card className="gap-2 p-6">
        <h2 className="text-h3">Profile not found</h2>
        <p className="text-sm text-muted-foreground">
          We couldn&apos;t load your profile. Try signing out and in again.
        </p>
      </Card>
    );
  }
  const expertise = EXPERTISE_OPTIONS.filter((option) =>
    profile.expertise.includes(option.id),
  );
  return (
    <Card className="gap-5 p-6">
      <div className="flex items-center gap-4">
        <UserAvatar
          name={profile.name}
          seed={profile.userId}
          avatarUrl={profile.avatarUrl}
          className="size-16"
        />
        <div className="min-w-0">
          <h2 className="truncate text-h3">{profile.name}</h2>
          <p className="truncate text-sm text-muted-foreground">
            {profile.role}
          </p>
          <p className="truncate text-sm text-muted-foreground">
            @{profile.username}
          </p>
        </div>
      </div>
      <p className="text-sm whitespace-pre-line">
        {profile.bio.trim() === "" ? (
          <span className="text-muted-foreground">No bio yet.</span>
        ) : (
          profile.bio
        )}
      </p>
      {expertise.length > 0 ? (
        <ul aria-label="Expertise" className="flex flex-wrap gap-1.5">
          {expertise.map((option) => (
            <li key={option.id}>
              <Badge variant="outline">{option.label}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <CompletenessMeter completeness={profileCompleteness(profile)} />
      <Button variant="outline" asChild>
        <Link to={dashboardTabHref("settings")}>Edit Profile</Link>
      </Button>
    </Card>
  );
}
