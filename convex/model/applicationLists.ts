/**
 * The two lists of applications: an applicant's own (with their projects)
 * and a project's (with their applicants, for its owner). Each row names the
 * role applied for and shows the attachment as it is now.
 */
import type { Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { LIMITS } from "../shared/constants";
import { projectRoles } from "../shared/roles";
import { attachmentView } from "./applicationAttachments";
import { getApplicantSummary, getCreatorSummary } from "./profiles";
import { requireProjectOwner } from "./projects";
import { applicationRoleKey } from "./roles";
import type { vMyApplication, vProjectApplication } from "./validators";

export type MyApplication = Infer<typeof vMyApplication>;
export type ProjectApplication = Infer<typeof vProjectApplication>;

/** The applicant's note as lists show it: null when they wrote none. */
function noteOf(application: Doc<"applications">): string | null {
  return application.message === "" ? null : application.message;
}

/** The role an application is for, titled as its project now names it ("" when unnamed or gone). */
export function roleOf(
  application: Doc<"applications">,
  project: Doc<"projects">,
): MyApplication["role"] {
  const key = applicationRoleKey(application);
  const role = projectRoles(project).find((r) => r.key === key);
  return { key, title: role?.title ?? "" };
}

/** The fields both lists show of the application itself. */
async function applicationRow(
  ctx: QueryCtx,
  application: Doc<"applications">,
  project: Doc<"projects">,
) {
  return {
    _id: application._id,
    status: application.status,
    message: noteOf(application),
    closedBecause: application.closedBecause ?? null,
    createdAt: application.createdAt,
    decidedAt: application.decidedAt ?? null,
    role: roleOf(application, project),
    attachment: await attachmentView(ctx, application.attachment),
  };
}

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
        ...(await applicationRow(ctx, application, project)),
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

/** Owner only: a project's applications with applicant summaries, newest first (bounded). */
export async function listApplicationsForProject(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
): Promise<ProjectApplication[]> {
  const project = await requireProjectOwner(ctx, viewerId, projectId);
  const applications = await ctx.db
    .query("applications")
    .withIndex("by_project_and_createdAt", (q) => q.eq("projectId", projectId))
    .order("desc")
    .take(LIMITS.maxListSize);
  return await Promise.all(
    applications.map(async (application) => ({
      ...(await applicationRow(ctx, application, project)),
      applicant: await getApplicantSummary(ctx, application.applicantId),
    })),
  );
}
