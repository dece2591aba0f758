import { Check } from "lucide-react";
import { roleSeatsLeft, type ProjectRole } from "@convex/shared/roles";
import { SkillBadges } from "./skill-badges";

/**
 * A project's named roles, each with its seats left ("ML engineer · 1 of 2
 * open") or marked filled. Nothing for a project that names no role: its
 * seats show as its open positions. `max` roles, then "+N more roles";
 * `withSkills` adds each role's own skills (the project page).
 */
export function ProjectRoles({
  roles,
  max = roles.length,
  withSkills = false,
}: {
  roles: readonly ProjectRole[];
  max?: number;
  withSkills?: boolean;
}) {
  if (roles.every((role) => role.title === "")) return null;
  const shown = roles.slice(0, max);
  const rest = roles.length - shown.length;
  return (
    <ul aria-label="Roles" className="flex flex-col gap-1.5 text-sm">
      {shown.map((role) => {
        const left = roleSeatsLeft(role);
        return (
          <li key={role.key} className="flex flex-col gap-1">
            <span className="flex flex-wrap items-center gap-x-1.5">
              <span className="font-medium">{role.title}</span>
              <span aria-hidden className="text-muted-foreground">
                ·
              </span>
              {left === 0 ? (
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  <Check aria-hidden className="size-3.5" />
                  Filled
                </span>
              ) : (
                <span className="text-success tabular-nums">
                  {left} of {role.seats} open
                </span>
              )}
            </span>
            {withSkills ? (
              <SkillBadges skills={role.skills} max={role.skills.length} />
            ) : null}
          </li>
        );
      })}
      {rest > 0 ? (
        <li className="text-muted-foreground">
          +{rest} more {rest === 1 ? "role" : "roles"}
        </li>
      ) : null}
    </ul>
  );
}
