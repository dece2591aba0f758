import type { ReactNode } from "react";
import { paths } from "@/config/paths";
import { benefits } from "../content";
import { CategoriesSection } from "./categories-section";
import { CtaSection } from "./cta-section";
import { FeatureGrid } from "./feature-grid";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { SectionHeading } from "./section-heading";
import { CreatorsSection } from "./creators-section";

/**
 * `featuredProjects` and the hero's `bestMatches` are composed in by the route
 * (they belong to the projects feature).
 */
export function HomePage({
  featuredProjects,
  bestMatches,
}: {
  featuredProjects?: ReactNode;
  bestMatches?: ReactNode;
}) {
  return (
    <>
      <HeroSection bestMatches={bestMatches} />
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
      <HowItWorksSection />
      <CreatorsSection />
      <CtaSection
        id="cta"
        title="Ready to build the future of AI together?"
        body="Create your profile and meet the collaborators your next project is waiting for."
        primary={{ label: "Create Your Profile", to: paths.signUp }}
        secondary={{ label: "Learn More", to: paths.about }}
      />
    </>
  );
}
