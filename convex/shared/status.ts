import type { ApplicationStatus, ProjectStatus } from "./constants";

/** UI labels for application statuses (product spec, section 4). */
export const APPLICATION_STATUS_LABELS = {
  pending: "Pending Review",
  accepted: "Accepted",
  rejected: "Not Selected",
  withdrawn: "Withdrawn",
  expired: "Expired",
  removed: "Removed from team",
  left: "Left team",
} as const satisfies Record<ApplicationStatus, string>;

/**
 * What the date an application ended is called, per status, beside that date
 * ("Withdrawn Mar 3"): each end says what happened, never a generic "decided"
 * (a withdrawn or expired application was not decided by anyone). Null while
 * pending: it has not ended.
 */
export const APPLICATION_END_LABELS = {
  pending: null,
  accepted: "Accepted",
  rejected: "Not selected",
  withdrawn: "Withdrawn",
  expired: "Expired",
  removed: "Removed",
  left: "Left",
} as const satisfies Record<ApplicationStatus, string | null>;

export const PROJECT_STATUS_LABELS = {
  open: "Open",
  full: "Full",
  closed: "Closed",
  completed: "Completed",
} as const satisfies Record<ProjectStatus, string>;

/** "1 Position Open" / "3 Positions Open" (product spec, project card). */
export function openPositionsLabel(count: number): string {
  return `${count} ${count === 1 ? "Position" : "Positions"} Open`;
}
