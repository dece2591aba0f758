import { ModerationPage } from "@/features/moderation/components/moderation-page";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function Component() {
  useDocumentTitle("Moderation");
  return <ModerationPage />;
}
