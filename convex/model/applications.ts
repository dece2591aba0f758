import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  LIMITS,
  type ApplicationStatus,
  type ProjectCategory,
  type ProjectStatus,
} from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { applyMessageSchema } from "../shared/schemas";
import { recordAnswer, startClock, stopClock } from "./applicationClock";
import { notify } from "./notifications";
import {
  getApplicantSummary,
  getCreatorSummary,
  type ApplicantSummary,
  type CreatorSummary,
} from "./profiles";
import {
  assertAcceptingApplications,
  getProjectOrThrow,
  requireProjectOwner,
  takeSeat,
  type WriteOptions,
} from "./projects";
import { refreshTeamSkills } from "./team";
import { announceJoin } from "./teamJoin";
import { parseInput } from "./validation";
import { assertNotBlocked } from "./blocks";
import { pendingApplicationsOf } from "./applicationClosure";
import type { ClosureCause } from "../shared/recruiting";

/** The application state machine: the only moves allowed. */
export const APPLICATION_TRANSITIONS = {
  pending: ["accepted", "rejected", "withdrawn", "expired"],
  accepted: ["removed", "left"],
  rejected: [],
  withdrawn: [],
  expired: ["pending"],
  removed: [],
  left: [],
} as const satisfies Record<ApplicationStatus, readonly ApplicationStatus[]>;

const TRANSITION_MESSAGES = {
  accepted: "Only pending applications can be accepted.",
  rejected: "Only pending applications can be rejected.",
  withdrawn: "Only pending applications can be withdrawn.",
  expired: "Only pending applications can expire.",
  pending: "Only an expired application can be sent again.",
  removed: "Only a member of the team can be removed.",
  left: "Only a member of the team can leave it.",
} as const satisfies Record<ApplicationStatus, string>;

export function canTransition(
  from: ApplicationStatus,
  to: ApplicationStatus,
): boolean {
  return (
    APPLICATION_TRANSITIONS[from] as readonly ApplicationStatus[]
  ).includes(to);
}

export function assertTransition(
  application: Doc<"applications">,
  to: ApplicationStatus,
): void {
  if (!canTransition(application.status, to)) {
    throw appError("INVALID_TRANSITION", TRANSITION_MESSAGES[to]);
  }
}

export async function getApplicationOrThrow(
  ctx: QueryCtx,
  applicationId: Id<"applications">,
): Promise<Doc<"applications">> {
  const application = await ctx.db.get("applications", applicationId);
  if (application === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.applicationNotFound);
  }
  return application;
}

export async function findApplication(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  applicantId: Id<"users">,
): Promise<Doc<"applications"> | null> {
  return await ctx.db
    .query("applications")
    .withIndex("by_project_and_applicant", (q) =>
      q.eq("projectId", projectId).eq("applicantId", applicantId),
    )
    .first();
}

/**
 * Applies `applicantId` to a project, with their optional note. Every rule is
 * checked in this transaction, before the insert: the project exists, is not
 * the applicant's own, has no earlier application from them, is recruiting
 * (open, with a seat left) and has fewer than LIMITS.maxPendingApplications
 * applications waiting. One application per builder and project: a withdrawn
 * one stays final, but an expired one (the owner never answered; no fault of
 * the applicant's) may be sent again: the same row returns to pending with
 * the new note, a new createdAt and a fresh clock, and the owner is told as
 * for a new one. The response clock starts in the same transaction
 * (model/applicationClock.ts).
 */
export async function applyToProject(
  ctx: MutationCtx,
  applicantId: Id<"users">,
  projectId: Id<"projects">,
  rawMessage: string | undefined,
  { now }: WriteOptions,
): Promise<Id<"applications">> {
  const message = parseInput(applyMessageSchema, rawMessage);
  const project = await getProjectOrThrow(ctx, projectId);
  if (project.creatorId === applicantId) {
    throw appError("OWN_PROJECT", ERROR_MESSAGES.ownProject);
  }
  const earlier = await findApplication(ctx, projectId, applicantId);
  if (earlier !== null && !canTransition(earlier.status, "pending")) {
    throw appError("ALREADY_APPLIED", ERROR_MESSAGES.alreadyApplied);
  }
  assertAcceptingApplications(project);
  await assertNotBlocked(ctx, applicantId, project.creatorId);
  const waiting = await pendingApplicationsOf(ctx, project);
  if (waiting.length >= LIMITS.maxPendingApplications) {
    throw appError("LIMIT_REACHED", ERROR_MESSAGES.tooManyPendingApplications);
  }
  const fields = { message, status: "pending" as const, createdAt: now };
  let applicationId: Id<"applications">;
  if (earlier === null) {
    applicationId = await ctx.db.insert("applications", {
      projectId,
      applicantId,
      ...fields,
    });
  } else {
    applicationId = earlier._id;
    await ctx.db.patch("applications", applicationId, {
      ...fields,
      decidedAt: undefined,
      remindedAt: undefined,
    });
  }
  await startClock(ctx, { _id: applicationId, createdAt: now }, Date.now());
  await notify(
    ctx,
    {
      userId: project.creatorId,
      kind: "applicationReceived",
      actorId: applicantId,
      projectId,
      applicationId,
    },
    { now },
  );
  return applicationId;
}

/** The applicant's notification of the owner's decision. */
function decisionNotice(
  application: Doc<"applications">,
  kind: "applicationAccepted" | "applicationRejected",
  ownerId: Id<"users">,
) {
  return {
    userId: application.applicantId,
    kind,
    actorId: ownerId,
    projectId: application.projectId,
    applicationId: application._id,
  };
}

/** Loads an application and its project, checking that the viewer owns the project. */
async function requireApplicationProjectOwner(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  applicationId: Id<"applications">,
) {
  const application = await getApplicationOrThrow(ctx, applicationId);
  const project = await requireProjectOwner(
    ctx,
    viewerId,
    application.projectId,
  );
  return { application, project };
}

/**
 * Owner only, pending only. Takes a seat in the same transaction; the last
 * seat closes the other pending applications (model/applicationClosure.ts).
 */
export async function acceptApplication(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  applicationId: Id<"applications">,
  options: WriteOptions,
): Promise<void> {
  const { application, project } = await requireApplicationProjectOwner(
    ctx,
    viewerId,
    applicationId,
  );
  assertTransition(application, "accepted");
  await ctx.db.patch("applications", applicationId, {
    status: "accepted",
    decidedAt: options.now,
  });
  await takeSeat(ctx, project, application.roleKey, options);
  await recordAnswer(ctx, viewerId, application, options.now);
  await refreshTeamSkills(ctx, project._id);
  await notify(
    ctx,
    decisionNotice(application, "applicationAccepted", viewerId),
    options,
  );
  await announceJoin(ctx, project, application.applicantId, options.now);
}

/** Owner only, pending only. */
export async function rejectApplication(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  applicationId: Id<"applications">,
  { now }: WriteOptions,
): Promise<void> {
  const { application } = await requireApplicationProjectOwner(
    ctx,
    viewerId,
    applicationId,
  );
  assertTransition(application, "rejected");
  await ctx.db.patch("applications", applicationId, {
    status: "rejected",
    decidedAt: now,
  });
  await recordAnswer(ctx, viewerId, application, now);
  await notify(
    ctx,
    decisionNotice(application, "applicationRejected", viewerId),
    { now },
  );
}

/** Applicant only, pending only. */
export async function withdrawApplication(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  applicationId: Id<"applications">,
  { now }: WriteOptions,
): Promise<void> {
  const application = await getApplicationOrThrow(ctx, applicationId);
  if (application.applicantId !== viewerId) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notApplicant);
  }
  assertTransition(application, "withdrawn");
  await ctx.db.patch("applications", applicationId, {
    status: "withdrawn",
    decidedAt: now,
  });
  await stopClock(ctx, application);
  const project = await ctx.db.get("projects", application.projectId);
  if (project === null) return;
  await notify(
    ctx,
    {
      userId: project.creatorId,
      kind: "applicationWithdrawn",
      actorId: viewerId,
      projectId: project._id,
      applicationId,
    },
    { now },
  );
}

/** The applicant's note as lists show it: null when they wrote none. */
function noteOf(application: Doc<"applications">): string | null {
  return application.message === "" ? null : application.message;
}

export type MyApplication = {
  _id: Id<"applications">;
  status: ApplicationStatus;
  message: string | null;
  closedBecause: ClosureCause | null;
  createdAt: number;
  decidedAt: number | null;
  project: {
    _id: Id<"projects">;
    title: string;
    category: ProjectCategory;
    status: ProjectStatus;
    creator: CreatorSummary;
  };
};

/** The applicant's applications with their projects, newest first (bounded). */
export async function listApplicationsByApplicant(
  ctx: QueryCtx,
  applicantId: Id<"users">,
): Promise<MyApplication[]> {
  const applications = await ctx.db
    .query("applications")
    .withIndex("by_applicant_and_createdAt", (q) =>
      q.eq("applicantId", applicantId),
    )
    .order("desc")
    .take(LIMITS.maxListSize);
  const rows = await Promise.all(
    applications.map(async (application): Promise<MyApplication | null> => {
      const project = await ctx.db.get("projects", application.projectId);
      if (project === null) return null;
      return {
        _id: application._id,
        status: application.status,
        message: noteOf(application),
        closedBecause: application.closedBecause ?? null,
        createdAt: application.createdAt,
        decidedAt: application.decidedAt ?? null,
        project: {
          _id: project._id,
          title: project.title,
          category: project.category,
          status: project.status,
          creator: await getCreatorSummary(ctx, project.creatorId),
        },
      };
    }),
  );
  return rows.filter((row) => row !== null);
}

export type ProjectApplication = {
  _id: Id<"applications">;
  status: ApplicationStatus;
  message: string | null;
  closedBecause: ClosureCause | null;
  createdAt: number;
  decidedAt: number | null;
  applicant: ApplicantSummary;
};

/** Owner only: a project's applications with applicant summaries, newest first (bounded). */
export async function listApplicationsForProject(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
): Promise<ProjectApplication[]> {
  await requireProjectOwner(ctx, viewerId, projectId);
  const applications = await ctx.db
    .query("applications")
    .withIndex("by_project_and_createdAt", (q) => q.eq("projectId", projectId))
    .order("desc")
    .take(LIMITS.maxListSize);
  return await Promise.all(
    applications.map(async (application) => ({
      _id: application._id,
      status: application.status,
      message: noteOf(application),
      closedBecause: application.closedBecause ?? null,
      createdAt: application.createdAt,
      decidedAt: application.decidedAt ?? null,
      applicant: await getApplicantSummary(ctx, application.applicantId),
    })),
  );
}
