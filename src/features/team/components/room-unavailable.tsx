import { FileQuestion, Lock, UserX } from "lucide-react";
import { Link } from "react-router-dom";
import { appErrorCode } from "@convex/shared/errors";
import { EmptyState } from "@/components/empty-state";
import { ProjectNotFound } from "@/components/project-not-found";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import {
  ConnectionLostError,
  loadErrorDescription,
} from "@/lib/connection-lost";

/**
 * What the room says when it cannot be shown: the viewer was on the team and
 * is no more (removed while the room was open), the project is not theirs to
 * enter (FORBIDDEN), there is no such project (NOT_FOUND, or no project id),
 * or it failed to load (Try again).
 */
export function RoomUnavailable({
  error,
  wasIn,
  projectId,
  retry,
}: {
  error: unknown;
  /** The room was shown to the viewer before this failure. */
  wasIn: boolean;
  projectId: string;
  retry: () => void;
}) {
  const code = appErrorCode(error);
  const backToProject = (
    <Button asChild>
      <Link to={paths.project(projectId)}>Back to the project</Link>
    </Button>
  );
  if (code === "FORBIDDEN" && wasIn) {
    return (
      <EmptyState
        icon={UserX}
        title="You were removed from this team"
        description="The room is for the project's team only, so it is closed to you now."
      >
        <Button asChild>
          <Link to={paths.dashboard}>Go to your dashboard</Link>
        </Button>
      </EmptyState>
    );
  }
  if (code === "FORBIDDEN") {
    return (
      <EmptyState
        icon={Lock}
        title="This room is for the project's team"
        description="Only the project's owner and its accepted members can open its team room."
      >
        {backToProject}
      </EmptyState>
    );
  }
  if (code === "NOT_FOUND" || !(error instanceof ConnectionLostError)) {
    // A link whose id is no project id fails the argument's validation: not found too.
    return <ProjectNotFound />;
  }
  return (
    <EmptyState
      icon={FileQuestion}
      title="The room could not be loaded"
      description={loadErrorDescription(error, "Please try again.")}
    >
      <Button onClick={retry}>Try again</Button>
    </EmptyState>
  );
}
