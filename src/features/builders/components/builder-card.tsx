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
import { AvailabilityBadge } from "./availability-badge";
import { BuilderIdentity } from "./builder-identity";
import { BuilderStats } from "./builder-stats";
import { FavoriteButton } from "./favorite-button";
import { FollowButton } from "./follow-button";

/**
 * A builder on /builders: who they are and whether they take projects, 4 skills then '+N', real counts,
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
    // Six rows shared with the other cards of the grid row (subgrid): each
    // part starts at the same height in every card, the buttons line up at
    // the bottom, and a part a builder lacks takes no room of its own.
    <Card className="relative row-span-6 grid min-w-0 animate-enter grid-rows-subgrid gap-0 p-5">
      <div>
        <BuilderIdentity builder={builder} online={online} />
        <AvailabilityBadge
          availability={builder.availability}
          className="mt-3"
        />
        {/* In the corner (BuilderIdentity keeps the name clear of it), so
            the name and role get the card's width. */}
        {builder.isSelf ? (
          <Badge variant="outline" className="absolute top-5 right-5">
            You
          </Badge>
        ) : (
          <FavoriteButton
            name={builder.name}
            isFavorite={builder.isFavorite}
            auth={auth}
            onToggle={onToggleFavorite}
            className="absolute top-3 right-3"
          />
        )}
      </div>
      {builder.bio ? (
        <p className="line-clamp-2 pt-4 text-sm text-muted-foreground">
          {builder.bio}
        </p>
      ) : (
        <p className="pt-4 text-sm text-muted-foreground">No bio yet.</p>
      )}
      <div className="pt-4">
        {builder.skills.length > 0 ? (
          <SkillBadges
            skills={builder.skills}
            max={CARD_SKILLS_MAX}
            link={builderSkillLink}
          />
        ) : (
          <p className="text-sm text-muted-foreground">No skills listed yet.</p>
        )}
      </div>
      {builder.match === null ? (
        <span />
      ) : (
        <div className="min-w-0 pt-4">
          <MatchBadge
            match={builder.match}
            title={`Why ${builder.name} matches ${builder.match.project.title}`}
            forProject={builder.match.project.title}
            className="min-w-0"
          />
        </div>
      )}
      <div className="flex flex-col justify-end gap-1 pt-4">
        <RatingSummary rating={builder.rating} />
        <BuilderStats builder={builder} />
      </div>
      <div className="flex flex-col gap-2 pt-4">
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
