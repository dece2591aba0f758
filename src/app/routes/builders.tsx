import { useDocumentTitle } from "@/hooks/use-document-title";
import { BuildersPage } from "@/features/builders/components/builders-page";

export function Component() {
  useDocumentTitle("Builders");
  return <BuildersPage />;
}
