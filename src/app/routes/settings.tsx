import { useDocumentTitle } from "@/hooks/use-document-title";
import { SettingsPage } from "@/features/dashboard/components/settings-page";

export function Component() {
  useDocumentTitle("Settings");
  return <SettingsPage />;
}
