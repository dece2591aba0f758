import { useQuery } from "convex/react";
import { FileText } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ApplicationRow } from "./application-row";

/** Applications: the viewer's applications, newest first, statuses live. */
export function ApplicationsTab() {
  const applications = useQuery(api.applications.listMine);
  if (applications === undefined) {
    return (
      <div>
        <span className="sr-only">Loading your applications...</span>
        <ul aria-hidden className="flex flex-col gap-4">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Card className="flex-row items-center gap-4 p-5">
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="h-4 w-1/3" />
                </div>
                <Skeleton className="h-8 w-32" />
              </Card>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (applications.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="You haven't applied to any projects yet."
        description="Find a project that excites you and apply to join the team."
      >
        <Button asChild>
          <Link to={paths.projects}>Find Projects</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="My applications">
      {applications.map((application) => (
        <li key={application._id}>
          <ApplicationRow application={application} />
        </li>
      ))}
    </ul>
  );
}
