import { steps } from "../content";
import { FeatureGrid } from "./feature-grid";
import { SectionHeading } from "./section-heading";

export function HowItWorksSection() {
  return (
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
  );
}
