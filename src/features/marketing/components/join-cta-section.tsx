import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Closing call to action of the About page: join, or look around first. */
export function JoinCtaSection() {
  return (
    <section aria-labelledby="join" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-2xl bg-brand-gradient px-6 py-14 text-center text-white">
        <h2 id="join" className="text-h2 font-semibold tracking-tight">
          Join the Buildmates community
        </h2>
        <p className="max-w-xl text-white/85">
          Whether you have an idea that needs a team or skills looking for a
          project, your next collaboration starts here.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" variant="secondary" asChild>
            <Link to={paths.signUp}>
              Join Buildmates
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
            asChild
          >
            <Link to={paths.projects}>Explore Projects</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
