import { ArrowRight, LifeBuoy } from "lucide-react";
import { Link } from "react-router-dom";
import { PageIntro } from "@/components/page-intro";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { FaqList } from "./faq-list";
import { GuideCards } from "./guide-cards";

/** /documentation: the ways into the guides, the FAQ, and where to go next. */
export function DocumentationPage() {
  useDocumentTitle("Documentation");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-16 sm:px-6">
      <PageIntro kicker="Resources" title="Documentation">
        Everything you need to find collaborators, run your projects and make
        the most of Buildmates.
      </PageIntro>
      <section aria-labelledby="guides" className="flex flex-col gap-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="guides" className="text-h2">
            Guides
          </h2>
          <Link
            to={paths.guides}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-8"
          >
            All guides
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <GuideCards />
      </section>
      <section
        aria-labelledby="faq"
        className="mx-auto flex w-full max-w-3xl flex-col gap-6"
      >
        <h2 id="faq" className="text-h2">
          Frequently asked questions
        </h2>
        <FaqList />
        <div className="flex flex-col items-start gap-4 rounded-xl bg-muted/60 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <LifeBuoy aria-hidden className="size-5 shrink-0 text-primary" />
            <p className="text-sm">
              Still have questions? Write to us and we&apos;ll answer by email.
              Building on Buildmates? See the{" "}
              <Link
                to={paths.apiReference}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                API Reference
              </Link>
              .
            </p>
          </div>
          <Button asChild>
            <Link to={paths.contact}>Contact Support</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
