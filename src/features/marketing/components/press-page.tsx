import { SUPPORT_EMAIL } from "@/config/company";
import { PageIntro } from "@/components/page-intro";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { pressFacts, pressSummary } from "../company-content";

/** /press: how to reach us, Buildmates in brief, and facts that can be checked in the app. */
export function PressPage() {
  useDocumentTitle("Press");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-16 sm:px-6">
      <PageIntro kicker="Company" title="Press">
        For press enquiries, write to{" "}
        <a
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Press")}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {SUPPORT_EMAIL}
        </a>{" "}
        with &ldquo;Press&rdquo; in the subject.
      </PageIntro>
      <section aria-labelledby="in-brief" className="flex flex-col gap-3">
        <h2 id="in-brief" className="text-h2">
          Buildmates in brief
        </h2>
        <p className="text-muted-foreground">{pressSummary}</p>
      </section>
      <section aria-labelledby="facts" className="flex flex-col gap-3">
        <h2 id="facts" className="text-h2">
          What it does
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-muted-foreground">
          {pressFacts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
