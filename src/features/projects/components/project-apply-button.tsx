import { ApplyButton } from "@/components/project-card/apply-button";
import { useAuthState } from "@/hooks/use-auth-state";
import type { ProjectSummary } from "@/lib/api-types";
import { useApply } from "../hooks/use-apply";

export function ProjectApplyButton({
  project,
  className,
}: {
  project: ProjectSummary;
  className?: string;
}) {
  const auth = useAuthState();
  const { applying, apply } = useApply(project._id);
  return (
    <ApplyButton
      project={project}
      auth={auth}
      applying={applying}
      onApply={() => void apply()}
      className={className}
    />
  );
}
