import type { ApplicationStatus, ProjectStatus } from "./constants";

/** UI labels for application statuses (product spec, section 4). */
export const APPLICATION_STATUS_LABELS = {
  pending: "Pending Review",
  accepted: "Accepted",
  rejected: "Not Selected",
  withdrawn: "Withdrawn",
  expired: "Expired",
} as const satisfies Record<ApplicationStatus, string>;

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
