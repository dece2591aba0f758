import { format, parseISO } from "date-fns";
import type { LegalDocumentContent } from "../types";
import { LegalBlocks } from "./legal-blocks";
import { LegalToc } from "./legal-toc";

/** A legal page: title, last-updated date, table of contents and sections. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const updated = parseISO(content.lastUpdated);
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <header className="flex max-w-3xl flex-col gap-4">
        <p className="text-sm font-medium text-primary">Legal</p>
        <h1 className="text-h1 tracking-tight">{content.title}</h1>
        <p className="text-sm text-muted-foreground">
          Last updated{" "}
          <time dateTime={content.lastUpdated}>
            {format(updated, "MMMM d, yyyy")}
          </time>
        </p>
        <p className="text-lg text-muted-foreground">{content.summary}</p>
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
