import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { Card } from "@/components/ui/card";
import type { HowTo } from "../guides-content";

/** One guide: its title (the anchor the contents link to), numbered steps and where to start. */
export function HowToArticle({ guide }: { guide: HowTo }) {
  return (
    <article
      id={guide.id}
      aria-labelledby={`${guide.id}-title`}
      className="scroll-mt-24"
    >
      <Card className="gap-4 p-6">
        <h3 id={`${guide.id}-title`} tabIndex={-1} className="text-h3">
          {guide.title}
        </h3>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted-foreground marker:text-foreground">
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link
          to={guide.link.to}
          className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-8"
        >
          {guide.link.label}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </Card>
    </article>
  );
}
