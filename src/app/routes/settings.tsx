import { useDocumentTitle } from "@/hooks/use-document-title";
import { AccountSettings } from "@/features/account/components/account-settings";
import { SettingsPage } from "@/features/dashboard/components/settings-page";

export function Component() {
  useDocumentTitle("Settings");
  return <SettingsPage account={<AccountSettings />} />;
}
