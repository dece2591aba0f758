import { useDocumentTitle } from "@/hooks/use-document-title";
import { MessagesPage } from "@/features/messages/components/messages-page";

export function Component() {
  useDocumentTitle("Messages");
  return <MessagesPage />;
}
