import type { ReactNode } from "react";
import { SkillBadges } from "@/components/project-card/skill-badges";
import { Badge } from "@/components/ui/badge";
import type { AuthState } from "@/hooks/use-auth-state";
import { useIsOnline } from "@/hooks/use-online";
import { builderSkillLink } from "@/lib/skill-links";
import { EXPERTISE_OPTIONS } from "@convex/shared/constants";
import { useBuilderToggles } from "../hooks/use-builder-toggles";
import type { BuilderRow } from "../lib/types";
import { BuilderIdentity } from "./builder-identity";
import { BuilderProjectsSection } from "./builder-projects-section";
import { BuilderStats } from "./builder-stats";
import { FavoriteButton } from "./favorite-button";
import { FollowButton } from "./follow-button";
import { MessageBuilderDialog } from "./message-builder-dialog";

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

/** The profile itself: identity, counts, actions, about, expertise, skills, projects. */
export function BuilderProfile({
  builder,
  auth,
}: {
  builder: BuilderRow;
  auth: AuthState;
}) {
  const { toggleFollow, toggleFavorite } = useBuilderToggles(builder);
  const online = useIsOnline(builder.userId);
  return (
    <article className="flex flex-col gap-10">
      <header className="flex flex-col gap-5">
        <BuilderIdentity
          builder={builder}
          size="page"
          nameAs="h1"
          online={online}
        />
        <BuilderStats builder={builder} />
        {builder.isSelf ? (
          <p className="text-sm text-muted-foreground">
            This is your public profile.
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <FollowButton
              name={builder.name}
              isFollowing={builder.isFollowing}
              auth={auth}
              onToggle={toggleFollow}
            />
            <MessageBuilderDialog builder={builder} auth={auth} />
            <FavoriteButton
              name={builder.name}
              isFavorite={builder.isFavorite}
              auth={auth}
              onToggle={toggleFavorite}
            />
          </div>
        )}
      </header>
      <Section title="About">
        <p className="whitespace-pre-line text-muted-foreground">
          {builder.bio || `${builder.name} hasn't written a bio yet.`}
        </p>
      </Section>
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
          <SkillBadges
            skills={builder.skills}
            max={builder.skills.length}
            link={builderSkillLink}
          />
        </Section>
      ) : null}
      <BuilderProjectsSection profileId={builder._id} name={builder.name} />
    </article>
  );
}
