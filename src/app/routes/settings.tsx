import { useDocumentTitle } from "@/hooks/use-document-title";
import { AccountSettings } from "@/features/account/components/account-settings";
import { SettingsPage } from "@/features/dashboard/components/settings-page";

/** Composes the settings page with the account feature's section. */
export function SettingsRoute() {
  useDocumentTitle("Settings");
  return <SettingsPage account={<AccountSettings />} />;
}
