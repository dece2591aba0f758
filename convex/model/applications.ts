import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { LIMITS, type ApplicationStatus } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { applyInputSchema } from "../shared/applyInput";
import { projectRoles } from "../shared/roles";
import { attachmentToStore } from "./applicationAttachments";
import { recordAnswer, startClock, stopClock } from "./applicationClock";
import { notify } from "./notifications";
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
import { applicationRoleKey, roleToApplyFor } from "./roles";

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
 * Applies `applicantId` to a project for one of its roles, with their
 * optional note and attachment (`input` as `applyInputSchema`, parsed here). Every rule is checked in this transaction,
 * before the insert: the project exists, is not the applicant's own, has no
 * earlier application from them, is recruiting (open, with a seat left), the
 * role is given when the project has several (and exists, with a seat left),
 * the attachment is the applicant's own portfolio item or an https link, and
 * the project has fewer than LIMITS.maxPendingApplications applications
 * waiting. The role's key is stored (a project's only role when none is
 * given). One application per builder and project: a withdrawn one stays
 * final, but an expired one (the owner never answered; no fault of the
 * applicant's) may be sent again: the same row returns to pending with the
 * new note, role and attachment, a new createdAt and a fresh clock, and the
 * owner is told as for a new one. The response clock starts in the same
 * transaction (model/applicationClock.ts).
 */
export async function applyToProject(
  ctx: MutationCtx,
  applicantId: Id<"users">,
  input: unknown,
  { now }: WriteOptions,
): Promise<Id<"applications">> {
  const { projectId, message, roleKey, attachment } = parseInput(
    applyInputSchema,
    input,
  );
  const project = await getProjectOrThrow(ctx, projectId);
  if (project.creatorId === applicantId) {
    throw appError("OWN_PROJECT", ERROR_MESSAGES.ownProject);
  }
  const earlier = await findApplication(ctx, projectId, applicantId);
  if (earlier !== null && !canTransition(earlier.status, "pending")) {
    throw appError("ALREADY_APPLIED", ERROR_MESSAGES.alreadyApplied);
  }
  assertAcceptingApplications(project);
  const role = roleToApplyFor(projectRoles(project), roleKey);
  await assertNotBlocked(ctx, applicantId, project.creatorId);
  const waiting = await pendingApplicationsOf(ctx, project);
  if (waiting.length >= LIMITS.maxPendingApplications) {
    throw appError("LIMIT_REACHED", ERROR_MESSAGES.tooManyPendingApplications);
  }
  const fields = {
    message,
    roleKey: role.key,
    attachment: await attachmentToStore(ctx, applicantId, attachment),
    status: "pending" as const,
    createdAt: now,
  };
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
 * An application closed without the owner's answer (model/applicationClosure.ts)
 * cannot be accepted, and the refusal says why: the team or the role is full
 * (PROJECT_FULL), or the project ended (PROJECT_CLOSED). So of two accepts
 * racing for a role's last seat, the second is told the role is filled.
 */
function assertNotClosedByProject(application: Doc<"applications">): void {
  switch (application.closedBecause) {
    case undefined:
      return;
    case "full":
      throw appError("PROJECT_FULL", ERROR_MESSAGES.projectFull);
    case "roleFilled":
      throw appError("PROJECT_FULL", ERROR_MESSAGES.roleFilled);
    case "closed":
      throw appError("PROJECT_CLOSED", ERROR_MESSAGES.projectClosed);
    case "completed":
      throw appError("PROJECT_CLOSED", ERROR_MESSAGES.projectCompleted);
  }
}

/**
 * Owner only, pending only. Takes a seat of the application's role in the
 * same transaction; the role's last seat closes the role's other pending
 * applications, the project's last seat all of them
 * (model/applicationClosure.ts).
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
  assertNotClosedByProject(application);
  assertTransition(application, "accepted");
  await ctx.db.patch("applications", applicationId, {
    status: "accepted",
    decidedAt: options.now,
  });
  await takeSeat(ctx, project, applicationRoleKey(application), options);
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
