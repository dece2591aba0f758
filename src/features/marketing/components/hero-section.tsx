import { useAuthState } from "@/hooks/use-auth-state";
import { HeroActions } from "./hero-actions";
import { MatchPreviewCard } from "./match-preview-card";

export function HeroSection() {
  const auth = useAuthState();
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[480px] bg-[radial-gradient(60%_60%_at_50%_0%,color-mix(in_oklab,var(--color-primary)_22%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 md:grid-cols-[1.2fr_1fr] md:pt-24">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-primary/20 bg-primary/5 px-3 py-1 text-sm font-medium text-primary">
            Join the AI Collaboration Revolution
          </p>
          <h1 className="text-display font-semibold tracking-tight text-balance">
            Connect, Create, Collaborate on{" "}
            <span className="text-brand-gradient">AI Projects that Matter</span>
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Matching visionaries with AI builders to create innovative solutions
            that shape the future. Find your perfect collaboration today.
          </p>
          <HeroActions auth={auth} />
        </div>
        <MatchPreviewCard />
      </div>
    </section>
  );
}
