import { SettingsPage } from "@/features/dashboard/components/settings-page";

export { SettingsPage as Component };
