import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { AppearanceSettings } from "./appearance-settings";
import { BlockedPeopleSettings } from "./blocked-people-settings";
import { NotificationSettings } from "./notification-settings";
import { ProfileLinksSettings } from "./profile-links-settings";
import { ProfileSettingsCard } from "./profile-settings-card";
import { WorkSettingsCard } from "./work-settings-card";
import { PortfolioSettingsCard } from "./portfolio-settings-card";

/**
 * /settings (behind the route guard): the profile form (as the dashboard's
 * tab), the work details, then the Account section the route composes in (another feature's),
 * notification preferences, blocked people and the theme.
 */
export function SettingsPage({ account }: { account?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Settings"
        description="Update your profile and your account, choose your notifications and the theme."
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.dashboard}>
              <ArrowLeft aria-hidden />
              Back to Dashboard
            </Link>
          </Button>
        }
      />
      <ProfileSettingsCard />
      <WorkSettingsCard />
      <PortfolioSettingsCard />
      <ProfileLinksSettings />
      {account}
      <NotificationSettings />
      <BlockedPeopleSettings />
      <AppearanceSettings />
    </div>
  );
}
