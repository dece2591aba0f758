import { Link } from "react-router-dom";
import type { LegalSection } from "../types";

/**
 * In-page table of contents. Links change only the hash (the router scrolls
 * to the target) and move focus to the section heading for keyboard users.
 */
export function LegalToc({ sections }: { sections: LegalSection[] }) {
  return (
    <nav
      aria-labelledby="toc"
      className="rounded-xl border border-border bg-muted/40 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
    >
      <h2 id="toc" className="text-sm font-semibold">
        On this page
      </h2>
      <ol className="mt-3 flex flex-col gap-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <Link
              to={{ hash: section.id }}
              onClick={() =>
                document
                  .getElementById(section.id)
                  ?.focus({ preventScroll: true })
              }
              className="flex min-h-9 items-baseline gap-2 rounded-md py-1 text-muted-foreground transition-colors hover:text-foreground"
            >
              <span className="w-6 shrink-0 tabular-nums">{index + 1}.</span>
              {section.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
