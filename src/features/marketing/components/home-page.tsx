import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { benefits, steps } from "../content";
import { CategoriesSection } from "./categories-section";
import { FeatureGrid } from "./feature-grid";
import { HeroSection } from "./hero-section";
import { SectionHeading } from "./section-heading";
import { TeamSection } from "./team-section";

/** `featuredProjects` is composed in by the route (it belongs to the projects feature). */
export function HomePage({
  featuredProjects,
}: {
  featuredProjects?: ReactNode;
}) {
  return (
    <>
      <HeroSection />
      <CategoriesSection />
      {featuredProjects}
      <section aria-labelledby="why" className="bg-muted/40 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="why"
            title="Why Choose Buildmates"
            subtitle="Everything you need to go from idea to team to launch."
          />
          <FeatureGrid items={benefits} />
        </div>
      </section>
      <section
        aria-labelledby="how"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
      >
        <SectionHeading
          id="how"
          title="How It Works"
          subtitle="Three steps from a profile to a shipped project."
        />
        <FeatureGrid items={steps} numbered />
      </section>
      <TeamSection />
      <section aria-labelledby="cta" className="px-4 pb-20 sm:px-6">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-2xl bg-brand-gradient px-6 py-14 text-center text-white">
          <h2 id="cta" className="text-h2 font-semibold tracking-tight">
            Ready to build the future of AI together?
          </h2>
          <p className="max-w-xl text-white/85">
            Create your profile and meet the collaborators your next project is
            waiting for.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" variant="secondary" asChild>
              <Link to={paths.signUp}>Create Your Profile</Link>
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
              asChild
            >
              <Link to={paths.about}>Learn More</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
