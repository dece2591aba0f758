import { useQuery } from "convex/react";
import { ShieldCheck } from "lucide-react";
import { api } from "@convex/_generated/api";
import { EmptyState } from "@/components/empty-state";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { NotFoundPage } from "@/components/not-found-page";
import { PageHeader } from "@/components/page-header";
import { QueryResult } from "@/components/query-result";
import { Button } from "@/components/ui/button";
import { usePagedQuery } from "@/hooks/use-paged-query";
import { ReportRow } from "./report-row";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** /moderation: open reports, newest first. Anyone but a moderator gets the not-found page. */
export function ModerationPage() {
  useDocumentTitle("Moderation");
  const moderator = useQuery(api.moderation.amOperator, {});
  return (
    <QueryResult
      value={moderator === false ? null : moderator}
      loading={<FullPageSpinner />}
      notFound={<NotFoundPage />}
    >
      {() => <OpenReports />}
    </QueryResult>
  );
}

function OpenReports() {
  const { results, status, loadMore } = usePagedQuery(
    api.moderation.reports,
    { status: "open" },
    20,
  );
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Moderation"
        description="Open reports of projects, profiles and messages, newest first."
      />
      {status === "LoadingFirstPage" ? (
        <FullPageSpinner />
      ) : results.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="No open reports"
          description="Everything reported has been handled."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {results.map((report) => (
            <li key={report._id}>
              <ReportRow report={report} />
            </li>
          ))}
        </ul>
      )}
      {status === "CanLoadMore" ? (
        <Button variant="outline" className="mt-4" onClick={loadMore}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
