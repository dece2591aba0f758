import { PageIntro } from "@/components/page-intro";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { apiGroups } from "../api-reference-content";
import { ApiCalling } from "./api-calling";
import { ApiFunctionList } from "./api-function-list";
import { ErrorCodeList } from "./error-code-list";

/** /api-reference: the backend's public functions and error codes, for developers. */
export function ApiReferencePage() {
  useDocumentTitle("API Reference");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-16 sm:px-6">
      <PageIntro kicker="Resources" title="API Reference">
        The Buildmates backend is a set of Convex functions: the web app uses
        exactly these, and so can your code. Here is each public function, who
        may call it, and the errors it answers with.
      </PageIntro>
      <ApiCalling />
      <section aria-labelledby="functions" className="flex flex-col gap-8">
        <h2 id="functions" className="text-h2">
          Functions
        </h2>
        {apiGroups.map((group) => (
          <ApiFunctionList key={group.id} group={group} />
        ))}
      </section>
      <ErrorCodeList />
    </div>
  );
}
