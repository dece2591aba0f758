import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";

interface CtaLink {
  label: string;
  to: string;
}

/** A closing call to action on the brand gradient: one primary, one secondary link. */
export function CtaSection({
  id,
  title,
  body,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  body: string;
  primary: CtaLink;
  secondary: CtaLink;
}) {
  return (
    <section aria-labelledby={id} className="px-4 pb-20 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-2xl bg-brand-gradient px-6 py-14 text-center text-white">
        <h2 id={id} className="text-h2 font-semibold tracking-tight">
          {title}
        </h2>
        <p className="max-w-xl text-white/85">{body}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" variant="secondary" asChild>
            <Link to={primary.to}>
              {primary.label}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
            asChild
          >
            <Link to={secondary.to}>{secondary.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
