import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { Faq } from "../content";

/** One disclosure: a heading button (aria-expanded) that shows its answer. */
export function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="border-b border-border last:border-b-0">
      <h3 className="text-body font-medium">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center justify-between gap-4 rounded-md py-4 text-left transition-colors duration-150 hover:text-primary"
        >
          {faq.question}
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 ease-out data-[open=true]:rotate-180"
            data-open={open}
          />
        </button>
      </h3>
      <div
        id={panelId}
        hidden={!open}
        className="flex animate-fade-in flex-col gap-3 pb-5 text-muted-foreground"
      >
        {faq.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
}
