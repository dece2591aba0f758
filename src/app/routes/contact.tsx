import { useDocumentTitle } from "@/hooks/use-document-title";
import { ContactPage } from "@/features/contact/components/contact-page";

export function Component() {
  useDocumentTitle("Contact");
  return <ContactPage />;
}
