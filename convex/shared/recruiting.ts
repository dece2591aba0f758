/**
 * Whether a project is recruiting, and what it says when it is not: the one
 * rule every screen and every list applies. A project recruits only while it
 * is open and has a seat left; otherwise it is full, closed or completed, is
 * never offered to apply to, and stays out of the lists of projects looking
 * for people (the feed's default, the home page, recommendations, saved-search
 * notifications, best matches). Isomorphic: the server's lists and the web
 * app's cards decide with the same code.
 */
import type { ProjectStatus } from "./constants";

/** The phases of a project that takes no more people. */
export const ENDED_PHASES = ["full", "closed", "completed"] as const;
export type EndedPhase = (typeof ENDED_PHASES)[number];

/** What a project's seats and status come to, as its cards and pages say it. */
export type ProjectPhase = "recruiting" | EndedPhase;

/** A project that takes no more people, as its badge says it (a recruiting one shows its open seats). */
export const ENDED_PHASE_LABELS = {
  full: "Full",
  closed: "Closed",
  completed: "Completed",
} as const satisfies Record<EndedPhase, string>;

/**
 * Why a pending application closed without the owner's answer: the project
 * stopped recruiting, or the role it was for has no seat left.
 */
export const CLOSURE_CAUSES = [...ENDED_PHASES, "roleFilled"] as const;
export type ClosureCause = (typeof CLOSURE_CAUSES)[number];

/** A closure's cause as the applicant reads it ("Not selected: the team is full"). */
export const CLOSURE_REASONS = {
  full: "the team is full",
  closed: "the project was closed",
  completed: "the project was completed",
  roleFilled: "the role is filled",
} as const satisfies Record<ClosureCause, string>;

/** A project's seats as its document holds them. */
export type ProjectSeats = {
  status: ProjectStatus;
  openPositions: number;
  filledPositions: number;
};

export function seatsLeft(
  project: Pick<ProjectSeats, "openPositions" | "filledPositions">,
): number {
  return Math.max(0, project.openPositions - project.filledPositions);
}

/** The phase of a project, from its status and the seats left (as listings carry them). */
export function projectPhase(project: {
  status: ProjectStatus;
  seatsLeft: number;
}): ProjectPhase {
  if (project.status === "completed" || project.status === "closed") {
    return project.status;
  }
  return project.status === "full" || project.seatsLeft < 1
    ? "full"
    : "recruiting";
}

/** Open, with a seat left: the only projects anyone may apply or be invited to. */
export function isRecruiting(project: {
  status: ProjectStatus;
  seatsLeft: number;
}): boolean {
  return projectPhase(project) === "recruiting";
}

/** `isRecruiting` of a project document. */
export function isRecruitingProject(project: ProjectSeats): boolean {
  return isRecruiting({
    status: project.status,
    seatsLeft: seatsLeft(project),
  });
}

/** Which projects a list shows: those recruiting (the default), or every one. */
export const PROJECT_SHOW_OPTIONS = ["recruiting", "all"] as const;
export type ProjectShow = (typeof PROJECT_SHOW_OPTIONS)[number];
