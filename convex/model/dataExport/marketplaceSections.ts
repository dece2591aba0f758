/**
 * A data export's marketplace sections: the member's projects, applications
 * sent and received, invitations, saved searches, finished projects and
 * reviews written and received. Sections read per project take the project
 * id as their scope and answer only for the member's own.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import {
  EMPTY_PAGE,
  iso,
  mapPage,
  pageFrom,
  personItem,
  projectItem,
  type SectionPage,
} from "./items";
import { projectFiltersOf } from "../../shared/savedSearches";
import { attachmentView } from "../applicationAttachments";
import { roleOf } from "../applicationLists";

/** The project a scope names, when the member created it. */
async function ownProjectId(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  scope: string | null,
): Promise<Id<"projects"> | null> {
  const projectId =
    scope === null ? null : ctx.db.normalizeId("projects", scope);
  if (projectId === null) return null;
  const project = await ctx.db.get("projects", projectId);
  return project?.creatorId === ownerId ? projectId : null;
}

export async function readProjects(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("projects")
    .withIndex("by_creator_and_createdAt", (q) => q.eq("creatorId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, (project) => ({
    id: project._id,
    title: project.title,
    description: project.description,
    category: project.category,
    skills: project.skills,
    openPositions: project.openPositions,
    filledPositions: project.filledPositions,
    status: project.status,
    createdAt: iso(project.createdAt),
    updatedAt: iso(project.updatedAt),
    completedAt: iso(project.completedAt),
  }));
}

/**
 * What an application names besides its note: the role applied for (its key
 * and its title as the project now names it; null when the project is gone)
 * and the attachment as the owner sees it.
 */
async function applicationChoices(
  ctx: QueryCtx,
  application: Doc<"applications">,
) {
  const project = await ctx.db.get("projects", application.projectId);
  return {
    role: project === null ? null : roleOf(application, project),
    attachment: await attachmentView(ctx, application.attachment),
  };
}

export async function readApplicationsSent(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("applications")
    .withIndex("by_applicant_and_createdAt", (q) =>
      q.eq("applicantId", ownerId),
    )
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (application) => ({
    project: await projectItem(ctx, application.projectId),
    ...(await applicationChoices(ctx, application)),
    message: application.message,
    status: application.status,
    closedBecause: application.closedBecause ?? null,
    sentAt: iso(application.createdAt),
    decidedAt: iso(application.decidedAt),
  }));
}

/** Scope: one of the member's projects. */
export async function readApplicationsReceived(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  scope: string | null,
  cursor: string | null,
): Promise<SectionPage> {
  const projectId = await ownProjectId(ctx, ownerId, scope);
  if (projectId === null) return EMPTY_PAGE;
  const page = await ctx.db
    .query("applications")
    .withIndex("by_project_and_createdAt", (q) => q.eq("projectId", projectId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (application) => ({
    project: await projectItem(ctx, projectId),
    applicant: await personItem(ctx, application.applicantId),
    ...(await applicationChoices(ctx, application)),
    message: application.message,
    status: application.status,
    closedBecause: application.closedBecause ?? null,
    receivedAt: iso(application.createdAt),
    decidedAt: iso(application.decidedAt),
  }));
}

/** Scope: one of the member's projects. */
export async function readInvitesSent(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  scope: string | null,
  cursor: string | null,
): Promise<SectionPage> {
  const projectId = await ownProjectId(ctx, ownerId, scope);
  if (projectId === null) return EMPTY_PAGE;
  const page = await ctx.db
    .query("invites")
    .withIndex("by_project_and_invitee", (q) => q.eq("projectId", projectId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (invite) => ({
    project: await projectItem(ctx, projectId),
    invited: await personItem(ctx, invite.inviteeId),
    status: invite.status,
    sentAt: iso(invite.createdAt),
    answeredAt: iso(invite.respondedAt),
  }));
}

export async function readInvitesReceived(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("invites")
    .withIndex("by_invitee_and_status_and_createdAt", (q) =>
      q.eq("inviteeId", ownerId),
    )
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (invite) => ({
    project: await projectItem(ctx, invite.projectId),
    from: await personItem(ctx, invite.inviterId),
    status: invite.status,
    receivedAt: iso(invite.createdAt),
    answeredAt: iso(invite.respondedAt),
  }));
}

export async function readSavedSearches(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("savedSearches")
    .withIndex("by_user_and_createdAt", (q) => q.eq("userId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, (search) => ({
    text: search.text,
    category: search.category ?? null,
    skills: search.skills,
    ...projectFiltersOf(search),
    createdAt: iso(search.createdAt),
  }));
}

/** The completed projects whose team the member was on (the owner's too). */
export async function readCompletedProjects(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("projectTeams")
    .withIndex("by_user_and_completedAt", (q) => q.eq("userId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (team) => ({
    project: await projectItem(ctx, team.projectId),
    role: team.role,
    completedAt: iso(team.completedAt),
  }));
}

/** Scope: a completed project (reviews are written among its team). */
export async function readReviewsWritten(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  scope: string | null,
  cursor: string | null,
): Promise<SectionPage> {
  const projectId =
    scope === null ? null : ctx.db.normalizeId("projects", scope);
  if (projectId === null) return EMPTY_PAGE;
  const page = await ctx.db
    .query("reviews")
    .withIndex("by_project_and_author_and_subject", (q) =>
      q.eq("projectId", projectId).eq("authorId", ownerId),
    )
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (review) => ({
    project: await projectItem(ctx, review.projectId),
    about: await personItem(ctx, review.subjectId),
    rating: review.rating,
    text: review.text,
    writtenAt: iso(review.createdAt),
    reply: review.replyText ?? null,
    repliedAt: iso(review.repliedAt),
  }));
}

export async function readReviewsReceived(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("reviews")
    .withIndex("by_subject_and_createdAt", (q) => q.eq("subjectId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (review) => ({
    project: await projectItem(ctx, review.projectId),
    by: await personItem(ctx, review.authorId),
    rating: review.rating,
    text: review.text,
    writtenAt: iso(review.createdAt),
    reply: review.replyText ?? null,
    repliedAt: iso(review.repliedAt),
  }));
}
