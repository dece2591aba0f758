import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { PageIntro } from "@/components/page-intro";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { SUPPORT_EMAIL } from "@/config/company";

/** /careers: no roles are listed; how to work with AI teams meanwhile, and how to write to us. */
export function CareersPage() {
  useDocumentTitle("Careers");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-16 sm:px-6">
      <PageIntro kicker="Company" title="Careers">
        We have no open roles listed right now, so there are no job openings on
        this page.
      </PageIntro>
      <section aria-labelledby="build-now" className="flex flex-col gap-3">
        <h2 id="build-now" className="text-h2">
          Build with AI teams today
        </h2>
        <p className="text-muted-foreground">
          If you want to work on AI projects now, that is what Buildmates is
          for: find an open project that needs your skills and apply.
        </p>
        <Button asChild className="self-start">
          <Link to={paths.projects}>
            Explore Projects
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </section>
      <section aria-labelledby="write-to-us" className="flex flex-col gap-3">
        <h2 id="write-to-us" className="text-h2">
          Want to work on Buildmates itself?
        </h2>
        <p className="text-muted-foreground">
          Write to{" "}
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Working on Buildmates")}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {SUPPORT_EMAIL}
          </a>{" "}
          and tell us what you would build. When we open a role, it will be
          listed here.
        </p>
      </section>
    </div>
  );
}
