import type { PaginationOptions } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { LIMITS, type ProjectStatus } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { projectInputSchema, projectUpdateSchema } from "../shared/schemas";
import { recordProjectCreated } from "./activity";
import { notify } from "./notifications";
import { writeProjectTitle } from "./projectTitles";
import { scheduleSavedSearchFanout } from "./savedSearches";
import { syncProjectSearch } from "./searchIndex";
import { countProjectChange } from "./aggregates";
import { syncProjectSkills } from "./skillIndex";
import { nullsUnset, parseInput } from "./validation";
import {
  newProjectRoles,
  projectSkillsWithRoles,
  findRole,
  seatTotals,
  updatedProjectRoles,
} from "./roles";
import { ownProjectSkills, projectRoles, roleSeatsLeft } from "../shared/roles";
import { closeStrandedApplications } from "./applicationClosure";
import { refreshTeamSkills } from "./team";
import { isRecruitingProject, seatsLeft } from "../shared/recruiting";

export type WriteOptions = { now: number };

/** Status after a change of seats, unless the project is closed or completed (both final). */
function statusForSeats(
  status: ProjectStatus,
  openPositions: number,
  filledPositions: number,
): ProjectStatus {
  if (status === "closed" || status === "completed") return status;
  return filledPositions >= openPositions ? "full" : "open";
}

export async function getProject(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<Doc<"projects"> | null> {
  return await ctx.db.get("projects", projectId);
}

/** The project a client-given id names; null when there is none or the id is not a project id. */
export async function findProject(
  ctx: QueryCtx,
  rawProjectId: string,
): Promise<Doc<"projects"> | null> {
  const projectId = ctx.db.normalizeId("projects", rawProjectId);
  return projectId === null ? null : await getProject(ctx, projectId);
}

export async function getProjectOrThrow(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<Doc<"projects">> {
  const project = await getProject(ctx, projectId);
  if (project === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.projectNotFound);
  }
  return project;
}

/** Loads the project and checks that the viewer created it (FORBIDDEN otherwise). */
export async function requireProjectOwner(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
): Promise<Doc<"projects">> {
  const project = await getProjectOrThrow(ctx, projectId);
  if (project.creatorId !== viewerId) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notOwner);
  }
  return project;
}

/**
 * Creates a project for `creatorId` after validating `input` with the shared
 * schema. `now` is the creation time (the demo seed backdates it).
 */
export async function createProject(
  ctx: MutationCtx,
  creatorId: Id<"users">,
  input: unknown,
  { now }: WriteOptions,
): Promise<Id<"projects">> {
  const {
    roles: roleInputs,
    openPositions,
    skills,
    ...fields
  } = parseInput(projectInputSchema, input);
  const roles = newProjectRoles(roleInputs, openPositions);
  const data = {
    ...nullsUnset(fields),
    skills: projectSkillsWithRoles(skills, roles),
    roles,
    ...seatTotals(roles),
  };
  const projectId = await ctx.db.insert("projects", {
    ...data,
    creatorId,
    status: "open",
    createdAt: now,
    updatedAt: now,
  });
  await writeProjectTitle(ctx, projectId, data.title);
  await refreshTeamSkills(ctx, projectId);
  await recordProjectCreated(ctx, creatorId, projectId, now);
  await countProjectChange(ctx, null, projectId);
  await scheduleSavedSearchFanout(ctx, projectId);
  await syncProjectSkills(ctx, projectId);
  await syncProjectSearch(ctx, projectId);
  return projectId;
}

/**
 * Owner only. A role's seats may not drop below those it has filled, and a
 * role with members stays; raising seats reopens a full project.
 */
export async function updateProject(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
  input: unknown,
  { now }: WriteOptions,
): Promise<void> {
  const project = await requireProjectOwner(ctx, viewerId, projectId);
  const {
    roles: roleInputs,
    openPositions: seatsGiven,
    skills: ownSkills,
    ...fields
  } = parseInput(projectUpdateSchema, input);
  const roles =
    updatedProjectRoles(project, roleInputs, seatsGiven) ??
    projectRoles(project);
  const seats = seatTotals(roles);
  const skills =
    ownSkills === undefined && roleInputs === undefined
      ? project.skills
      : projectSkillsWithRoles(
          ownSkills ?? ownProjectSkills(project.skills, projectRoles(project)),
          roles,
        );
  await ctx.db.patch("projects", projectId, {
    ...nullsUnset(fields),
    skills,
    roles,
    ...seats,
    status: statusForSeats(
      project.status,
      seats.openPositions,
      seats.filledPositions,
    ),
    updatedAt: now,
  });
  await writeProjectTitle(ctx, projectId, fields.title ?? project.title);
  await countProjectChange(ctx, project, projectId);
  await syncProjectSkills(ctx, projectId);
  await syncProjectSearch(ctx, projectId);
  // A role removed or lowered to its filled seats, or the whole team full:
  // the applications waiting on them close.
  await closeStrandedApplications(ctx, projectId, { now });
}

/**
 * Owner only. A closed project refuses applications and accepts; closing is
 * final, and closes the applications still waiting.
 */
export async function closeProject(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
  options: WriteOptions,
): Promise<void> {
  const project = await requireProjectOwner(ctx, viewerId, projectId);
  await endProject(ctx, project, options);
}

/**
 * Closes a project that is still running, and the applications still waiting
 * on it (each applicant told); the caller checked who may. Returns false,
 * changing nothing, when it had ended already (closed or completed).
 */
export async function endProject(
  ctx: MutationCtx,
  project: Doc<"projects">,
  { now }: WriteOptions,
): Promise<boolean> {
  if (project.status === "closed" || project.status === "completed") {
    return false;
  }
  await ctx.db.patch("projects", project._id, {
    status: "closed",
    updatedAt: now,
  });
  await countProjectChange(ctx, project, project._id);
  await syncProjectSkills(ctx, project._id);
  await closeStrandedApplications(ctx, project._id, { now });
  return true;
}

/** Refuses changes to the team of a closed or completed project. */
export function assertNotEnded(project: Doc<"projects">): void {
  if (project.status === "closed") {
    throw appError("PROJECT_CLOSED", ERROR_MESSAGES.projectClosed);
  }
  if (project.status === "completed") {
    throw appError("PROJECT_CLOSED", ERROR_MESSAGES.projectCompleted);
  }
}

/**
 * Takes one seat of a role (absent: the first role; same transaction as the
 * accept, after the application left `pending`); on the role's last seat
 * the role's other waiting applications close, and on the project's last
 * seat it is full and every application still waiting closes.
 */
export async function takeSeat(
  ctx: MutationCtx,
  project: Doc<"projects">,
  roleKey: string | undefined,
  { now }: WriteOptions,
): Promise<void> {
  assertNotEnded(project);
  if (seatsLeft(project) < 1) {
    throw appError("PROJECT_FULL", ERROR_MESSAGES.projectFull);
  }
  const roles = projectRoles(project);
  const role = findRole(roles, roleKey);
  if (roleSeatsLeft(role) < 1) {
    throw appError("PROJECT_FULL", ERROR_MESSAGES.roleFilled);
  }
  const updated = roles.map((r) =>
    r.key === role.key ? { ...r, filled: r.filled + 1 } : r,
  );
  const seats = seatTotals(updated);
  const status = statusForSeats(
    project.status,
    seats.openPositions,
    seats.filledPositions,
  );
  await ctx.db.patch("projects", project._id, {
    roles: updated,
    ...seats,
    status,
    updatedAt: now,
  });
  await countProjectChange(ctx, project, project._id);
  // No actor: the project filling up is news to its owner even though their accept did it.
  if (status === "full") {
    await notify(
      ctx,
      {
        userId: project.creatorId,
        kind: "projectFull",
        projectId: project._id,
      },
      { now },
    );
  }
  await syncProjectSkills(ctx, project._id);
  await closeStrandedApplications(ctx, project._id, { now });
}

/**
 * Gives back the seat of a member who left the team (removed, left, or their
 * account deleted) to their role (absent: the first role with a seat taken),
 * in a project still running: a full project recruits again. A closed or
 * completed project keeps its team as it ended.
 */
export async function releaseSeat(
  ctx: MutationCtx,
  project: Doc<"projects">,
  roleKey: string | undefined,
  { now }: WriteOptions,
): Promise<void> {
  if (project.status === "closed" || project.status === "completed") return;
  const roles = projectRoles(project);
  const role =
    roles.find((r) => r.key === roleKey && r.filled > 0) ??
    roles.find((r) => r.filled > 0);
  const updated = roles.map((r) =>
    r.key === role?.key ? { ...r, filled: r.filled - 1 } : r,
  );
  const seats = seatTotals(updated);
  await ctx.db.patch("projects", project._id, {
    roles: updated,
    ...seats,
    status: statusForSeats(
      project.status,
      seats.openPositions,
      seats.filledPositions,
    ),
    updatedAt: now,
  });
  await countProjectChange(ctx, project, project._id);
  await syncProjectSkills(ctx, project._id);
  await refreshTeamSkills(ctx, project._id);
}

/** Refuses applications (and invites) to a project that is not recruiting. */
export function assertAcceptingApplications(project: Doc<"projects">): void {
  assertNotEnded(project);
  if (!isRecruitingProject(project)) {
    throw appError("PROJECT_FULL", ERROR_MESSAGES.projectFull);
  }
}

export function clampPagination(opts: PaginationOptions): PaginationOptions {
  return {
    ...opts,
    numItems: Math.max(1, Math.min(opts.numItems, LIMITS.maxPageSize)),
  };
}
