import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { CompanySocialLinks } from "@/components/company-social-links";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { SectionHeading } from "./section-heading";

/**
 * "Meet The Creators": the people who create on Buildmates, its builders,
 * each with a real profile (no invented people stand in for them).
 */
export function CreatorsSection() {
  return (
    <section
      aria-labelledby="creators"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <SectionHeading
        id="creators"
        title="Meet The Creators"
        subtitle="The creators on Buildmates are its builders: developers, designers, marketers and no-code makers. Each profile shows their skills, the projects they finished and what their teammates say about them."
      />
      <div className="flex flex-col items-center gap-8">
        <Button asChild size="lg">
          <Link to={paths.builders}>
            Discover Builders
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground">Follow our work</p>
          <CompanySocialLinks />
        </div>
      </div>
    </section>
  );
}
