import type { ReactNode } from "react";
import { SkillBadges } from "@/components/project-card/skill-badges";
import type { BuilderRow } from "../lib/types";
import { BuilderProjectTitles } from "./builder-project-titles";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** About, skills and projects: what the message dialog tells about a builder. */
export function BuilderDetails({
  builder,
}: {
  builder: Pick<BuilderRow, "_id" | "name" | "bio" | "skills">;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Section title="About">
        <p className="text-sm whitespace-pre-line text-muted-foreground">
          {builder.bio || `${builder.name} hasn't written a bio yet.`}
        </p>
      </Section>
      {builder.skills.length > 0 ? (
        <Section title="Skills">
          <SkillBadges skills={builder.skills} max={builder.skills.length} />
        </Section>
      ) : null}
      <Section title="Projects created">
        <BuilderProjectTitles profileId={builder._id} />
      </Section>
    </div>
  );
}
