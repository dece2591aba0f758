import { Link } from "react-router-dom";
import { CompanySocialLinks } from "@/components/company-social-links";
import { PageIntro } from "@/components/page-intro";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** /blog: there are no posts yet, and it says so; where to read meanwhile. */
export function BlogPage() {
  useDocumentTitle("Blog");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-16 sm:px-6">
      <PageIntro kicker="Company" title="Blog">
        We haven&apos;t published any posts yet. When we do, they will be listed
        here.
      </PageIntro>
      <section aria-labelledby="meanwhile" className="flex flex-col gap-3">
        <h2 id="meanwhile" className="text-h2">
          Meanwhile
        </h2>
        <p className="text-muted-foreground">
          The{" "}
          <Link to={paths.guides} className={linkClass}>
            Guides
          </Link>{" "}
          show how everything on Buildmates works, step by step, and{" "}
          <Link to={paths.about} className={linkClass}>
            About
          </Link>{" "}
          tells why we built it.
        </p>
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted-foreground">Follow our work</p>
          <CompanySocialLinks className="-ml-3" />
        </div>
      </section>
    </div>
  );
}
