import { useDocumentTitle } from "@/hooks/use-document-title";
import { NotificationsPage } from "@/features/notifications/components/notifications-page";

export function Component() {
  useDocumentTitle("Notifications");
  return <NotificationsPage />;
}
