/**
 * The dashboard's views: recent activity (the `activity` table, written in
 * each event's transaction by model/activity.ts), recent collaborators and
 * collaborations (computed from projects and applications). Every read is bounded by an index and `take`; every person joined in
 * is reduced to public profile fields (never an email).
 */
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { ACTIVITY_KINDS, ACTIVITY_ROLES } from "../shared/activity";
import { CLOSURE_CAUSES } from "../shared/recruiting";
import { LIMITS } from "../shared/constants";
import { getApplicantSummary } from "./profiles";
import { getProjectTitle, vProjectTitle } from "./projectTitles";
import { vProjectCategory } from "./validators";

export const DASHBOARD_LIMITS = {
  /** The viewer's newest projects the dashboard looks at. */
  projectWindow: 20,
  /** Applications read per project (newest first). */
  applicationsPerProject: LIMITS.maxListSize,
  /** The viewer's latest decided applications the dashboard looks at. */
  applicationWindow: LIMITS.maxListSize,
  /** The viewer's newest accepted applications whose projects it looks at. */
  joinedProjectWindow: 20,
  activityItems: 10,
  recentCollaborators: 4,
  /** Collaborator avatars returned per collaboration card. */
  collaboratorsShown: 3,
  collaborations: 24,
} as const;

/** A person as the dashboard shows them: public profile fields only. */
export const vDashboardPerson = v.object({
  userId: v.id("users"),
  profileId: v.union(v.id("profiles"), v.null()),
  name: v.string(),
  username: v.union(v.string(), v.null()),
  role: v.string(),
  avatarUrl: v.union(v.string(), v.null()),
});
export type DashboardPerson = typeof vDashboardPerson.type;

export const vActivityItem = v.object({
  id: v.id("activity"),
  kind: literals(...ACTIVITY_KINDS),
  /** "actor": the viewer did it ("You accepted ..."); "recipient": it happened to them. */
  role: literals(...ACTIVITY_ROLES),
  time: v.number(),
  /** Null for a message, or when the project was deleted. */
  project: v.union(vProjectTitle, v.null()),
  /** The other person of the event (the applicant, the owner, the sender ...). */
  person: v.union(vDashboardPerson, v.null()),
  /** An application closed because the project stopped recruiting: why. */
  closedBecause: v.union(literals(...CLOSURE_CAUSES), v.null()),
});
export type ActivityItem = typeof vActivityItem.type;

export const vCollaboration = v.object({
  _id: v.id("projects"),
  title: v.string(),
  description: v.string(),
  category: vProjectCategory,
  skills: v.array(v.string()),
  createdAt: v.number(),
  /** The viewer created the project (else they joined it). */
  isOwner: v.boolean(),
  /** The first few collaborators (the viewer excluded). */
  collaborators: v.array(vDashboardPerson),
  /** All collaborators: the owner plus accepted members, the viewer excluded. */
  collaboratorCount: v.number(),
});
export type Collaboration = typeof vCollaboration.type;

/** A user's public face (the applicant summary without skills): never an email. */
export async function getDashboardPerson(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<DashboardPerson> {
  const summary = await getApplicantSummary(ctx, userId);
  return {
    userId: summary.id,
    profileId: summary.profileId,
    name: summary.name,
    username: summary.username,
    role: summary.role,
    avatarUrl: summary.avatarUrl,
  };
}

async function myRecentProjects(ctx: QueryCtx, viewerId: Id<"users">) {
  return await ctx.db
    .query("projects")
    .withIndex("by_creator_and_createdAt", (q) => q.eq("creatorId", viewerId))
    .order("desc")
    .take(DASHBOARD_LIMITS.projectWindow);
}

/** Projects the viewer was accepted to: their newest accepted applications. */
async function myAcceptedApplications(ctx: QueryCtx, viewerId: Id<"users">) {
  return await ctx.db
    .query("applications")
    .withIndex("by_applicant_and_status", (q) =>
      q.eq("applicantId", viewerId).eq("status", "accepted"),
    )
    .order("desc")
    .take(DASHBOARD_LIMITS.joinedProjectWindow);
}

/** A project's accepted applications, newest first. */
async function acceptedApplicationsTo(
  ctx: QueryCtx,
  project: Doc<"projects">,
): Promise<Doc<"applications">[]> {
  if (project.filledPositions === 0) return [];
  return await ctx.db
    .query("applications")
    .withIndex("by_project_and_status", (q) =>
      q.eq("projectId", project._id).eq("status", "accepted"),
    )
    .order("desc")
    .take(DASHBOARD_LIMITS.applicationsPerProject);
}

function byTimeDesc<T extends { time: number; id: string }>(a: T, b: T) {
  return b.time - a.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The viewer's newest activity rows, joined with the other person and the
 * project's title (its `projectTitles` row, which a seat taken does not touch).
 */
export async function listActivity(
  ctx: QueryCtx,
  viewerId: Id<"users">,
): Promise<ActivityItem[]> {
  const rows = await ctx.db
    .query("activity")
    .withIndex("by_user_and_createdAt", (q) => q.eq("userId", viewerId))
    .order("desc")
    .take(DASHBOARD_LIMITS.activityItems);
  return await Promise.all(
    rows.map(async (row) => {
      const [project, person] = await Promise.all([
        row.projectId === undefined
          ? null
          : getProjectTitle(ctx, row.projectId),
        row.otherId === undefined ? null : getDashboardPerson(ctx, row.otherId),
      ]);
      return {
        id: row._id,
        kind: row.kind,
        role: row.role,
        time: row.createdAt,
        project,
        person,
        closedBecause: row.closedBecause ?? null,
      };
    }),
  );
}

/**
 * People the viewer worked with, most recent first: those accepted into the
 * viewer's projects and the owners of projects the viewer was accepted to.
 */
export async function listRecentCollaborators(
  ctx: QueryCtx,
  viewerId: Id<"users">,
): Promise<DashboardPerson[]> {
  const latest = new Map<Id<"users">, number>();
  const meet = (userId: Id<"users">, time: number) => {
    if (userId === viewerId) return;
    latest.set(userId, Math.max(latest.get(userId) ?? 0, time));
  };
  for (const project of await myRecentProjects(ctx, viewerId)) {
    for (const application of await acceptedApplicationsTo(ctx, project)) {
      meet(
        application.applicantId,
        application.decidedAt ?? application.createdAt,
      );
    }
  }
  for (const application of await myAcceptedApplications(ctx, viewerId)) {
    const project = await ctx.db.get("projects", application.projectId);
    if (project === null) continue;
    meet(project.creatorId, application.decidedAt ?? application.createdAt);
  }
  const people = [...latest.entries()]
    .map(([id, time]) => ({ id, time }))
    .sort(byTimeDesc)
    .slice(0, DASHBOARD_LIMITS.recentCollaborators);
  return await Promise.all(
    people.map(async ({ id }) => await getDashboardPerson(ctx, id)),
  );
}

/** A project's team as the viewer sees it: its owner and accepted members, minus the viewer. */
async function toCollaboration(
  ctx: QueryCtx,
  project: Doc<"projects">,
  viewerId: Id<"users">,
): Promise<Collaboration | null> {
  const accepted = await acceptedApplicationsTo(ctx, project);
  const team = [
    project.creatorId,
    ...accepted.map((application) => application.applicantId),
  ].filter(
    (userId, i, all) => userId !== viewerId && all.indexOf(userId) === i,
  );
  if (accepted.length === 0 || team.length === 0) return null;
  return {
    _id: project._id,
    title: project.title,
    description: project.description,
    category: project.category,
    skills: project.skills,
    createdAt: project.createdAt,
    isOwner: project.creatorId === viewerId,
    collaborators: await Promise.all(
      team
        .slice(0, DASHBOARD_LIMITS.collaboratorsShown)
        .map(async (userId) => await getDashboardPerson(ctx, userId)),
    ),
    collaboratorCount: team.length,
  };
}

/**
 * Projects with accepted collaborators: the viewer's own and those the viewer
 * was accepted to, newest project first.
 */
export async function listCollaborations(
  ctx: QueryCtx,
  viewerId: Id<"users">,
): Promise<Collaboration[]> {
  const projects = new Map<Id<"projects">, Doc<"projects">>();
  for (const project of await myRecentProjects(ctx, viewerId)) {
    projects.set(project._id, project);
  }
  for (const application of await myAcceptedApplications(ctx, viewerId)) {
    const project = await ctx.db.get("projects", application.projectId);
    if (project !== null) projects.set(project._id, project);
  }
  const newestFirst = [...projects.values()].sort(
    (a, b) => b.createdAt - a.createdAt,
  );
  const rows: Collaboration[] = [];
  for (const project of newestFirst) {
    if (rows.length >= DASHBOARD_LIMITS.collaborations) break;
    const row = await toCollaboration(ctx, project, viewerId);
    if (row !== null) rows.push(row);
  }
  return rows;
}
