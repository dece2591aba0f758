import { ERROR_MESSAGES } from "@convex/shared/errors";
import { roleSeatsLeft } from "@convex/shared/roles";
import type { ProjectSummary } from "@/lib/api-types";

/** The reason shown when the project itself has no seat left or is not open. */
export const NO_OPEN_POSITIONS = "No open positions left";

/**
 * Why the owner cannot accept an application for `roleKey` right now, in the
 * words the backend would refuse it with (accepting fills a seat of that
 * role), or null when a seat is there. The backend decides; this only greys
 * out a button that would fail.
 */
export function acceptBlockedReason(
  project: Pick<ProjectSummary, "status" | "seatsLeft" | "roles">,
  roleKey: string,
): string | null {
  if (project.status !== "open" || project.seatsLeft < 1) {
    return NO_OPEN_POSITIONS;
  }
  const role = project.roles.find((r) => r.key === roleKey);
  if (role === undefined) return ERROR_MESSAGES.roleNotFound;
  return roleSeatsLeft(role) < 1 ? ERROR_MESSAGES.roleFilled : null;
}
