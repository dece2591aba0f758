import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { DashboardPage } from "@/features/dashboard/components/dashboard-page";
import { CreateProjectDialog } from "@/features/projects/components/create-project-dialog";

/** Composes the dashboard with the projects feature's create dialog. */
export function DashboardRoute() {
  useDocumentTitle("Dashboard");
  return (
    <DashboardPage
      createProjectAction={
        <CreateProjectDialog
          trigger={
            <Button>
              <Plus aria-hidden />
              Create Project
            </Button>
          }
        />
      }
    />
  );
}
