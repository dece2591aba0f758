import type { ReactNode } from "react";
import { useAuthState, type AuthState } from "@/hooks/use-auth-state";
import { HeroActions } from "./hero-actions";
import { MatchPreviewCard } from "./match-preview-card";
import { SitePulseLine } from "./site-pulse";

/**
 * The hero's card: the viewer's best matches when signed in, the example
 * match card for visitors, nothing while the session loads. Its frame has a
 * fixed height, so whichever arrives moves nothing.
 */
function HeroAside({
  auth,
  bestMatches,
}: {
  auth: AuthState;
  bestMatches?: ReactNode;
}) {
  return (
    <div className="relative mx-auto h-[19rem] w-full max-w-sm">
      <div
        aria-hidden
        className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-gradient-from/20 to-gradient-to/20 blur-2xl"
      />
      {auth === "signedIn" && bestMatches !== undefined ? (
        bestMatches
      ) : auth === "signedOut" || bestMatches === undefined ? (
        <MatchPreviewCard />
      ) : null}
    </div>
  );
}

/** `bestMatches` is composed in by the route (it belongs to the projects feature). */
export function HeroSection({ bestMatches }: { bestMatches?: ReactNode }) {
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
          <SitePulseLine />
        </div>
        <HeroAside auth={auth} bestMatches={bestMatches} />
      </div>
    </section>
  );
}
