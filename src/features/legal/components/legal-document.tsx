import { format, parseISO } from "date-fns";
import { useDocumentTitle } from "@/hooks/use-document-title";
import type { LegalDocumentContent, LegalFocus } from "../types";
import { LegalBlocks } from "./legal-blocks";
import { LegalToc } from "./legal-toc";

/**
 * A legal page: title, last-updated date, table of contents and sections. With
 * `focus`, the page is headed by one of its sections (the cookie policy inside
 * the privacy policy) and says where that section is.
 */
export function LegalDocument({
  content,
  focus,
}: {
  content: LegalDocumentContent;
  focus?: LegalFocus;
}) {
  useDocumentTitle(focus?.title ?? content.title);
  const updated = parseISO(content.lastUpdated);
  const focusIndex = focus
    ? content.sections.findIndex((section) => section.id === focus.sectionId)
    : -1;
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <header className="flex max-w-3xl flex-col gap-4">
        <p className="text-sm font-medium text-primary">Legal</p>
        <h1 className="text-h1 tracking-tight">
          {focus?.title ?? content.title}
        </h1>
        <p className="text-sm text-muted-foreground">
          Last updated{" "}
          <time dateTime={content.lastUpdated}>
            {format(updated, "MMMM d, yyyy")}
          </time>
        </p>
        {focus && focusIndex >= 0 ? (
          <p className="text-lg text-muted-foreground">
            This page is section {focusIndex + 1} of our {content.title},{" "}
            <a
              href={`#${focus.sectionId}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {content.sections[focusIndex]?.title}
            </a>
            . The whole {content.title} follows.
          </p>
        ) : (
          <p className="text-lg text-muted-foreground">{content.summary}</p>
        )}
      </header>
      <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <aside>
          <LegalToc sections={content.sections} />
        </aside>
        <article className="flex max-w-3xl min-w-0 flex-col gap-12 leading-7">
          {content.sections.map((section, index) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="flex flex-col gap-4"
            >
              <h2
                id={section.id}
                tabIndex={-1}
                className="text-h2 tracking-tight"
              >
                <span className="mr-2 text-muted-foreground tabular-nums">
                  {index + 1}.
                </span>
                {section.title}
              </h2>
              <LegalBlocks blocks={section.blocks} />
              {section.subsections?.map((subsection) => (
                <div key={subsection.title} className="flex flex-col gap-3">
                  <h3 className="mt-2 text-h3">{subsection.title}</h3>
                  <LegalBlocks blocks={subsection.blocks} />
                </div>
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
