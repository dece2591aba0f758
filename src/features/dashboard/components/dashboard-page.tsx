import { LifeBuoy } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ApplicationsTab } from "./applications-tab";
import { CollaborationsTab } from "./collaborations-tab";
import { DashboardTabs } from "./dashboard-tabs";
import { MyProjectsTab } from "./my-projects-tab";
import { OverviewTab } from "./overview-tab";
import { ProfileSettingsCard } from "./profile-settings-card";

/**
 * /dashboard (behind the route guard). `createProjectAction` is the
 * create-project control (a dialog trigger), passed in by the route because
 * features do not import each other.
 */
export function DashboardPage({
  createProjectAction,
}: {
  createProjectAction: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Dashboard"
        description="Manage your projects, applications and collaborations in one place."
        actions={
          <>
            {createProjectAction}
            <Button variant="outline" asChild>
              <Link to={paths.contact}>
                <LifeBuoy aria-hidden />
                Contact Support
              </Link>
            </Button>
          </>
        }
      />
      <DashboardTabs
        panels={{
          overview: <OverviewTab />,
          projects: <MyProjectsTab createProjectAction={createProjectAction} />,
          collaborations: <CollaborationsTab />,
          applications: <ApplicationsTab />,
          settings: <ProfileSettingsCard />,
        }}
      />
    </div>
  );
}
