import { AboutStorySection } from "./about-story-section";
import { HowItWorksSection } from "./how-it-works-section";
import { JoinCtaSection } from "./join-cta-section";
import { MissionSection } from "./mission-section";
import { CreatorsSection } from "./creators-section";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function AboutPage() {
  useDocumentTitle("About");
  return (
    <>
      <header className="relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[420px] bg-[radial-gradient(60%_60%_at_50%_0%,color-mix(in_oklab,var(--color-primary)_18%,transparent),transparent)]"
        />
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-16 pb-4 text-center sm:px-6 md:pt-24">
          <p className="rounded-full border border-primary/20 bg-primary/5 px-3 py-1 text-sm font-medium text-primary">
            About Buildmates
          </p>
          <h1 className="text-h1 tracking-tight text-balance">
            We help visionaries and{" "}
            <span className="text-brand-gradient">AI builders</span> create
            together
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Buildmates is the collaboration marketplace for AI projects: a place
            to share an idea, find the people who can build it, and ship
            solutions that shape the future.
          </p>
        </div>
      </header>
      <AboutStorySection />
      <MissionSection />
      <HowItWorksSection />
      <CreatorsSection />
      <JoinCtaSection />
    </>
  );
}
