import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { isRecruiting } from "@convex/shared/recruiting";
import type { ProjectSummary } from "@/lib/api-types";
import { ProjectApplyButton } from "./project-apply-button";

/**
 * The apply flow opened by `?apply=1` (after accepting an invitation): a
 * call to apply with the Apply button, focused on arrival so a keyboard or
 * screen-reader user lands on it.
 */
export function ApplyPrompt({ project }: { project: ProjectSummary }) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, []);
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="apply-prompt-title"
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-accent p-5 text-accent-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center"
    >
      <MailCheck aria-hidden className="size-6 shrink-0" />
      <div className="flex-1">
        <h2 id="apply-prompt-title" className="font-semibold">
          Apply to join {project.title}
        </h2>
        <p className="text-sm">
          {project.viewerApplicationStatus !== null
            ? "Your application is in."
            : isRecruiting(project)
              ? `You're invited: send your application to ${project.creator.name}.`
              : "This project no longer takes applications."}
        </p>
      </div>
      <ProjectApplyButton project={project} className="min-w-40" />
    </section>
  );
}
