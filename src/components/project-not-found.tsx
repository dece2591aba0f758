import { FileQuestion } from "lucide-react";
import { Link } from "react-router-dom";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** A project link that names no project (the project page, its team room): a way on to the list. */
export function ProjectNotFound() {
  return (
    <EmptyState
      icon={FileQuestion}
      title="Project not found"
      description="It may have been removed, or the link is wrong."
    >
      <Button asChild>
        <Link to={paths.projects}>Browse Projects</Link>
      </Button>
    </EmptyState>
  );
}
