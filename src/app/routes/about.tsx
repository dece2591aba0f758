import { useDocumentTitle } from "@/hooks/use-document-title";
import { AboutPage } from "@/features/marketing/components/about-page";

export function Component() {
  useDocumentTitle("About");
  return <AboutPage />;
}
