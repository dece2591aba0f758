import { LifeBuoy } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { defaultDocPageIntro, docPageIntros } from "../content";
import { FaqList } from "./faq-list";
import { GuideCards } from "./guide-cards";

/** Guides and FAQ; every documentation-family route shows this page, under its own heading. */
export function DocumentationPage() {
  const { pathname } = useLocation();
  const { heading, intro } = docPageIntros[pathname] ?? defaultDocPageIntro;
  useDocumentTitle(heading);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-16 sm:px-6">
      <header className="mx-auto flex max-w-2xl flex-col gap-4 text-center">
        <p className="text-sm font-medium text-primary">Resources</p>
        <h1 className="text-h1 tracking-tight">{heading}</h1>
        <p className="text-lg text-muted-foreground">{intro}</p>
      </header>
      <section aria-labelledby="guides" className="flex flex-col gap-6">
        <h2 id="guides" className="text-h2">
          Guides
        </h2>
        <GuideCards />
      </section>
      <section
        aria-labelledby="faq"
        className="mx-auto flex w-full max-w-3xl flex-col gap-6"
      >
        <h2 id="faq" className="text-h2">
          Frequently asked questions
        </h2>
        <FaqList />
        <div className="flex flex-col items-start gap-4 rounded-xl bg-muted/60 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <LifeBuoy aria-hidden className="size-5 shrink-0 text-primary" />
            <p className="text-sm">
              Still have questions? Our team replies within 24 hours.
            </p>
          </div>
          <Button asChild>
            <Link to={paths.contact}>Contact Support</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
