import type { ReactNode } from "react";
import { SkillBadges } from "@/components/project-card/skill-badges";
import { RatingSummary } from "@/components/trust/rating-summary";
import { Badge } from "@/components/ui/badge";
import type { AuthState } from "@/hooks/use-auth-state";
import type { PortfolioItem } from "@/lib/api-types";
import { useIsOnline } from "@/hooks/use-online";
import { builderSkillLink } from "@/lib/skill-links";
import { EXPERTISE_OPTIONS } from "@convex/shared/constants";
import { useBuilderToggles } from "../hooks/use-builder-toggles";
import { groupSkills } from "../lib/group-skills";
import type { BuilderRow } from "../lib/types";
import { BuilderIdentity } from "./builder-identity";
import { BuilderProjectsSection } from "./builder-projects-section";
import { BuilderReviewsSection } from "./builder-reviews-section";
import { BuilderStats } from "./builder-stats";
import { BuilderWorkFacts } from "./builder-work-facts";
import { CompletedProjectsSection } from "./completed-projects-section";
import { CurrentProjectsSection } from "./current-projects-section";
import { FavoriteButton } from "./favorite-button";
import { FollowButton } from "./follow-button";
import { MessageBuilderDialog } from "./message-builder-dialog";
import { OwnVerificationCard } from "./own-verification-card";
import { PortfolioGrid } from "./portfolio-grid";
import { ProfileSafetyMenu } from "./profile-safety-menu";
import { ReachSection } from "./reach-section";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-h3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const expertiseLabel = Object.fromEntries(
  EXPERTISE_OPTIONS.map((option) => [option.id, option.label]),
);

/**
 * A builder's portfolio: who they are, their rating and the ways to reach them
 * up top; then what they did (portfolio, completed projects, reviews, current projects)
 * beside what they bring (verification, expertise, skills).
 */
export function BuilderProfile({
  builder,
  auth,
  portfolio = [],
}: {
  builder: BuilderRow;
  auth: AuthState;
  /** `portfolio.list`'s items, in order (none: no Portfolio section). */
  portfolio?: PortfolioItem[];
}) {
  const { toggleFollow, toggleFavorite } = useBuilderToggles(builder);
  const online = useIsOnline(builder.userId);
  return (
    <article className="flex flex-col gap-10">
      <header className="flex flex-col gap-4">
        <BuilderIdentity
          builder={builder}
          size="page"
          nameAs="h1"
          online={online}
        />
        <BuilderWorkFacts builder={builder} />
        <RatingSummary rating={builder.rating} />
        <BuilderStats builder={builder} />
        {builder.isSelf ? (
          <p className="text-sm text-muted-foreground">
            This is your public profile.
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <MessageBuilderDialog builder={builder} auth={auth} />
            <FollowButton
              name={builder.name}
              isFollowing={builder.isFollowing}
              auth={auth}
              onToggle={toggleFollow}
            />
            <FavoriteButton
              name={builder.name}
              isFavorite={builder.isFavorite}
              auth={auth}
              onToggle={toggleFavorite}
            />
            {auth === "signedIn" ? (
              <ProfileSafetyMenu builder={builder} />
            ) : null}
          </div>
        )}
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <Section title="About">
            <p className="whitespace-pre-line text-muted-foreground">
              {builder.bio || `${builder.name} hasn't written a bio yet.`}
            </p>
          </Section>
          {portfolio.length > 0 ? (
            <Section title="Portfolio">
              <PortfolioGrid items={portfolio} name={builder.name} />
            </Section>
          ) : null}
          <CompletedProjectsSection
            profileId={builder._id}
            name={builder.name}
          />
          <BuilderReviewsSection builder={builder} />
          <CurrentProjectsSection profileId={builder._id} name={builder.name} />
          <BuilderProjectsSection profileId={builder._id} name={builder.name} />
        </div>
        <aside className="flex flex-col gap-8">
          {builder.isSelf ? (
            <OwnVerificationCard profileId={builder._id} />
          ) : null}
          <ReachSection builder={builder} />
          {builder.expertise.length > 0 ? (
            <Section title="Expertise">
              <ul className="flex flex-wrap gap-1.5">
                {builder.expertise.map((id) => (
                  <li key={id}>
                    <Badge variant="outline">{expertiseLabel[id] ?? id}</Badge>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {builder.skills.length > 0 ? (
            <Section title="Skills">
              <div className="flex flex-col gap-3">
                {groupSkills(builder.skills).map((group) => (
                  <div key={group.label} className="flex flex-col gap-1.5">
                    <h3 className="text-xs font-medium text-muted-foreground uppercase">
                      {group.label}
                    </h3>
                    <SkillBadges
                      skills={group.skills}
                      max={group.skills.length}
                      link={builderSkillLink}
                    />
                  </div>
                ))}
              </div>
            </Section>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
