import { Lightbulb } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SUPPORT_EMAIL } from "@/config/company";

const featureRequestHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Feature request")}`;

/** Invites ideas for the product, straight to the team's inbox. */
export function FeatureRequestCta() {
  return (
    <section
      aria-labelledby="feature-request"
      className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Lightbulb aria-hidden className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="feature-request" className="text-h3">
            Have a feature request?
          </h2>
          <p className="text-sm text-muted-foreground">
            Buildmates grows with the people who use it. Tell us what would make
            your next collaboration easier and it goes straight to the product
            team.
          </p>
        </div>
      </div>
      <Button variant="outline" asChild>
        <a href={featureRequestHref}>Request a Feature</a>
      </Button>
    </section>
  );
}
