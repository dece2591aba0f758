import { Link } from "react-router-dom";
import { PageIntro } from "@/components/page-intro";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { GUIDE_AUDIENCES, howTos } from "../guides-content";
import { HowToArticle } from "./how-to-article";

/** /guides: step-by-step how-tos for builders, owners and everyone, with a contents list. */
export function GuidesPage() {
  useDocumentTitle("Guides");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-16 sm:px-6">
      <PageIntro kicker="Resources" title="Guides">
        How to do each thing Buildmates offers, step by step: for builders
        looking for a project, for owners building a team, and for both.
      </PageIntro>
      <nav aria-label="Guides on this page" className="rounded-xl border p-4">
        <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {howTos.map((guide) => (
            <li key={guide.id}>
              <Link
                to={{ hash: guide.id }}
                onClick={() =>
                  document
                    .getElementById(`${guide.id}-title`)
                    ?.focus({ preventScroll: true })
                }
                className="inline-flex min-h-11 items-center text-sm text-primary underline-offset-4 hover:underline md:min-h-8"
              >
                {guide.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {GUIDE_AUDIENCES.map((audience) => (
        <section
          key={audience.id}
          aria-labelledby={`for-${audience.id}`}
          className="flex flex-col gap-6"
        >
          <h2 id={`for-${audience.id}`} className="text-h2">
            {audience.title}
          </h2>
          {howTos
            .filter((guide) => guide.audience === audience.id)
            .map((guide) => (
              <HowToArticle key={guide.id} guide={guide} />
            ))}
        </section>
      ))}
    </div>
  );
}
