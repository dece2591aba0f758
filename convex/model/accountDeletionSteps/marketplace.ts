/**
 * Account deletion, the marketplace part (model/accountDeletion.ts runs
 * these pages): the member's running projects close, their applications are
 * withdrawn and their seats given back, their invitations either way are
 * cancelled, their saved searches go.
 */
import { LIMITS } from "../../shared/constants";
import { withdrawApplication } from "../applications";
import { memberLeaves } from "../teamMembers";
import { notify } from "../notifications";
import { endProject } from "../projects";
import { PAGE_SIZE, removeAll, type StepPage } from "./page";

/** Projects closed per page: each closes up to LIMITS.maxPendingApplications applications. */
const PROJECTS_PAGE = 5;
/** Applications withdrawn or left per page (each tells the owner). */
const APPLICATIONS_PAGE = 25;

/**
 * The member's projects, a page at a time: each one still running closes
 * as its owner's Close does (model/projects.ts `endProject`: the pending
 * applications close as "not selected: the project was closed", each
 * applicant told), and its accepted members are told it closed. Completed and
 * closed projects stay as they are, for their teams.
 */
export const ownProjectsPage: StepPage = async (ctx, deletion, now) => {
  const page = await ctx.db
    .query("projects")
    .withIndex("by_creator_and_createdAt", (q) =>
      q.eq("creatorId", deletion.userId),
    )
    .paginate({ numItems: PROJECTS_PAGE, cursor: deletion.cursor });
  for (const project of page.page) {
    if (!(await endProject(ctx, project, { now }))) continue;
    const members = await ctx.db
      .query("applications")
      .withIndex("by_project_and_status", (q) =>
        q.eq("projectId", project._id).eq("status", "accepted"),
      )
      .take(LIMITS.maxOpenPositions);
    for (const member of members) {
      await notify(
        ctx,
        {
          userId: member.applicantId,
          kind: "projectClosed",
          projectId: project._id,
        },
        { now },
      );
    }
  }
  return { done: page.isDone, cursor: page.continueCursor };
};

/** The member's applications still waiting: withdrawn, as they would withdraw them (the owner told). */
export const pendingApplicationsPage: StepPage = async (ctx, deletion, now) => {
  const pending = await ctx.db
    .query("applications")
    .withIndex("by_applicant_and_status", (q) =>
      q.eq("applicantId", deletion.userId).eq("status", "pending"),
    )
    .take(APPLICATIONS_PAGE);
  return await removeAll(pending, APPLICATIONS_PAGE, (application) =>
    withdrawApplication(ctx, deletion.userId, application._id, { now }),
  );
};

/**
 * The member's places on teams of projects still running: they leave, their
 * seat given back, as when they leave it themselves (model/teamMembers.ts
 * `memberLeaves`). A page at a time
 * through their accepted applications; those of ended projects stay.
 */
export const membershipsPage: StepPage = async (ctx, deletion, now) => {
  const page = await ctx.db
    .query("applications")
    .withIndex("by_applicant_and_status", (q) =>
      q.eq("applicantId", deletion.userId).eq("status", "accepted"),
    )
    .paginate({ numItems: APPLICATIONS_PAGE, cursor: deletion.cursor });
  for (const application of page.page) {
    const project = await ctx.db.get("projects", application.projectId);
    // A closed or completed project keeps its team as it ended.
    if (project?.status === "open" || project?.status === "full") {
      await memberLeaves(ctx, project, application, now);
    }
  }
  return { done: page.isDone, cursor: page.continueCursor };
};

/** Invitations the member has not answered: cancelled (deleted; nobody is told). */
export const invitesReceivedPage: StepPage = async (ctx, deletion) => {
  const invites = await ctx.db
    .query("invites")
    .withIndex("by_invitee_and_status_and_createdAt", (q) =>
      q.eq("inviteeId", deletion.userId).eq("status", "pending"),
    )
    .take(PAGE_SIZE);
  return await removeAll(invites, PAGE_SIZE, (invite) =>
    ctx.db.delete("invites", invite._id),
  );
};

/**
 * Invitations the member sent that wait for an answer: cancelled (deleted),
 * so they leave the invitees' lists. Answered ones stay, as history.
 */
export const invitesSentPage: StepPage = async (ctx, deletion) => {
  const invites = await ctx.db
    .query("invites")
    .withIndex("by_inviter_and_status", (q) =>
      q.eq("inviterId", deletion.userId).eq("status", "pending"),
    )
    .take(PAGE_SIZE);
  return await removeAll(invites, PAGE_SIZE, (invite) =>
    ctx.db.delete("invites", invite._id),
  );
};

/** The member's saved searches. */
export const savedSearchesPage: StepPage = async (ctx, deletion) => {
  const searches = await ctx.db
    .query("savedSearches")
    .withIndex("by_user_and_createdAt", (q) => q.eq("userId", deletion.userId))
    .take(PAGE_SIZE);
  return await removeAll(searches, PAGE_SIZE, (search) =>
    ctx.db.delete("savedSearches", search._id),
  );
};
