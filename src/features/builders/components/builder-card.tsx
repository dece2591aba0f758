import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { MatchBadge } from "@/components/match/match-badge";
import { RatingSummary } from "@/components/trust/rating-summary";
import { SkillBadges } from "@/components/project-card/skill-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import type { AuthState } from "@/hooks/use-auth-state";
import { builderSkillLink } from "@/lib/skill-links";
import { CARD_SKILLS_MAX } from "../lib/builder-filters";
import type { BuilderRow } from "../lib/types";
import { BuilderIdentity } from "./builder-identity";
import { BuilderStats } from "./builder-stats";
import { FavoriteButton } from "./favorite-button";
import { FollowButton } from "./follow-button";

/**
 * A builder on /builders: who they are, 4 skills then '+N', real counts,
 * favourite and follow toggles, View Profile and the Message action. The
 * rating shows once there are enough reviews (the server decides).
 */
export function BuilderCard({
  builder,
  auth,
  onToggleFollow,
  onToggleFavorite,
  messageAction,
  online,
}: {
  builder: BuilderRow;
  auth: AuthState;
  onToggleFollow: () => Promise<boolean>;
  onToggleFavorite: () => Promise<boolean>;
  /** The Message button (and its dialog). */
  messageAction: ReactNode;
  /** Online now (signed-in viewers only; undefined shows no dot). */
  online?: boolean;
}) {
  return (
    <Card className="flex h-full animate-enter flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-2">
        <BuilderIdentity builder={builder} online={online} />
        {builder.isSelf ? (
          <Badge variant="outline" className="shrink-0">
            You
          </Badge>
        ) : (
          <FavoriteButton
            name={builder.name}
            isFavorite={builder.isFavorite}
            auth={auth}
            onToggle={onToggleFavorite}
            className="-mt-1 -mr-2 shrink-0"
          />
        )}
      </div>
      {builder.bio ? (
        <p className="line-clamp-2 text-sm text-muted-foreground">
          {builder.bio}
        </p>
      ) : null}
      <SkillBadges
        skills={builder.skills}
        max={CARD_SKILLS_MAX}
        link={builderSkillLink}
      />
      {builder.match === null ? null : (
        <MatchBadge
          match={builder.match}
          title={`Why ${builder.name} matches ${builder.match.project.title}`}
          forProject={builder.match.project.title}
          className="min-w-0"
        />
      )}
      <div className="mt-auto flex flex-col gap-1">
        <RatingSummary rating={builder.rating} />
        <BuilderStats builder={builder} />
      </div>
      <div className="flex flex-col gap-2">
        {builder.isSelf ? null : (
          <div className="grid grid-cols-2 gap-2 *:w-full">
            <FollowButton
              name={builder.name}
              isFollowing={builder.isFollowing}
              auth={auth}
              onToggle={onToggleFollow}
            />
            {messageAction}
          </div>
        )}
        <Button variant="ghost" size="sm" asChild>
          <Link
            to={paths.builder(builder._id)}
            aria-label={`View ${builder.name}'s profile`}
          >
            View Profile
          </Link>
        </Button>
      </div>
    </Card>
  );
}
