/**
 * Demo data: fills an empty deployment with the sample builders of
 * `shared/demoBuilders.ts` (their work details and portfolios), the projects
 * and applications of `shared/demoProjects.ts` and the history of
 * `shared/demoHistory.ts`, through the same model functions the public API
 * uses (validation, rules, transitions).
 */
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  DEMO_BUILDERS,
  type DemoBuilder,
  type DemoBuilderKey,
} from "../shared/demoBuilders";
import { DEMO_COMPLETED_PROJECTS } from "../shared/demoHistory";
import { DEMO_APPLICATIONS, DEMO_PROJECTS } from "../shared/demoProjects";
import { completeProject } from "./completion";
import { createReview } from "./reviews";
import {
  acceptApplication,
  applyToProject,
  rejectApplication,
} from "./applications";
import { addPortfolioItem, listPortfolio } from "./portfolio";
import { getProfileByUserIdOrThrow, updateProfile } from "./profiles";
import { createProject, getProjectOrThrow } from "./projects";
import type { ProjectRole } from "../shared/roles";

/** Local development only: every demo account signs in with this password. */
export const DEMO_PASSWORD = "buildmates-demo";

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_EMAILS = new Set(DEMO_BUILDERS.map((b) => b.email));

export type SeedState = "empty" | "hasUsers" | "seeded";

/**
 * "hasUsers" when any account other than a demo one exists (the seed never
 * touches such a deployment), "seeded" when demo projects already exist.
 */
export async function getSeedState(ctx: QueryCtx): Promise<SeedState> {
  const users = await ctx.db.query("users").take(DEMO_BUILDERS.length + 1);
  if (
    users.some(
      (user) => user.email === undefined || !DEMO_EMAILS.has(user.email),
    )
  ) {
    return "hasUsers";
  }
  const project = await ctx.db.query("projects").first();
  return project === null ? "empty" : "seeded";
}

export type SeedCounts = { projects: number; applications: number };

/**
 * The finished projects: created, joined, completed and reviewed through the
 * same functions users call, backdated (oldest first).
 */
async function populateCompletedProjects(
  ctx: MutationCtx,
  userIds: Record<DemoBuilderKey, Id<"users">>,
  now: number,
): Promise<SeedCounts> {
  let applications = 0;
  for (const past of DEMO_COMPLETED_PROJECTS) {
    const createdAt = now - past.daysAgo * DAY_MS;
    const ownerId = userIds[past.creator];
    const projectId = await createProject(
      ctx,
      ownerId,
      {
        title: past.title,
        description: past.description,
        category: past.category,
        skills: past.skills,
        openPositions: past.members.length,
      },
      { now: createdAt },
    );
    for (const [i, member] of past.members.entries()) {
      const at = { now: createdAt + (i + 1) * DAY_MS };
      const applicationId = await applyToProject(
        ctx,
        userIds[member],
        { projectId },
        at,
      );
      await acceptApplication(ctx, ownerId, applicationId, at);
      applications += 1;
    }
    const completedAt = createdAt + past.completedAfter * DAY_MS;
    await completeProject(ctx, ownerId, projectId, { now: completedAt });
    for (const [i, review] of past.reviews.entries()) {
      await createReview(
        ctx,
        userIds[review.author],
        {
          projectId,
          subjectId: userIds[review.subject],
          rating: review.rating,
          text: review.text,
        },
        { now: completedAt + (i + 1) * DAY_MS },
      );
    }
  }
  return { projects: DEMO_COMPLETED_PROJECTS.length, applications };
}

/** The key of the role titled `title` (none: the project's only role). */
function roleKeyOf(
  roles: readonly ProjectRole[],
  title: string | undefined,
): string | undefined {
  if (title === undefined) return undefined;
  const role = roles.find((r) => r.title === title);
  if (role === undefined) throw new Error(`Demo data: unknown role ${title}`);
  return role.key;
}

/**
 * A demo builder's profile as Settings edits it: role, skills and work
 * details through `updateProfile`, and the portfolio items it lacks (by
 * title) through `addPortfolioItem`, so a seed resumed over kept accounts
 * adds none twice.
 */
async function populateProfile(
  ctx: MutationCtx,
  userId: Id<"users">,
  builder: DemoBuilder,
): Promise<void> {
  await updateProfile(ctx, userId, {
    role: builder.role,
    skills: builder.skills,
    availability: builder.availability,
    hoursPerWeek: builder.hoursPerWeek,
    timeZone: builder.timeZone,
  });
  const items = builder.portfolio ?? [];
  if (items.length === 0) return;
  const profile = await getProfileByUserIdOrThrow(ctx, userId);
  const titles = new Set(
    (await listPortfolio(ctx, profile._id)).map((item) => item.title),
  );
  for (const item of items) {
    if (!titles.has(item.title)) await addPortfolioItem(ctx, userId, item);
  }
}

/**
 * Gives the demo accounts their profiles and creates the sample projects
 * (backdated) and applications. `userIds` maps each demo builder to the
 * account the seed action created for them.
 */
export async function populateDemoData(
  ctx: MutationCtx,
  userIds: Record<DemoBuilderKey, Id<"users">>,
  now: number,
): Promise<SeedCounts> {
  for (const builder of DEMO_BUILDERS) {
    await populateProfile(ctx, userIds[builder.key], builder);
  }

  const past = await populateCompletedProjects(ctx, userIds, now);

  const projects = new Map<
    string,
    {
      id: Id<"projects">;
      createdAt: number;
      creatorId: Id<"users">;
      roles: ProjectRole[];
    }
  >();
  // Oldest first, so creation order matches the backdated times.
  for (const project of [...DEMO_PROJECTS].reverse()) {
    const createdAt = now - project.daysAgo * DAY_MS;
    const creatorId = userIds[project.creator];
    const id = await createProject(
      ctx,
      creatorId,
      {
        title: project.title,
        description: project.description,
        category: project.category,
        skills: project.skills,
        openPositions: project.openPositions,
        roles: project.roles,
        ...project.terms,
      },
      { now: createdAt },
    );
    const { roles } = await getProjectOrThrow(ctx, id);
    projects.set(project.key, { id, createdAt, creatorId, roles: roles ?? [] });
  }

  let applications = 0;
  for (const application of DEMO_APPLICATIONS) {
    const project = projects.get(application.project);
    if (project === undefined) {
      throw new Error(`Demo data: unknown project ${application.project}`);
    }
    const appliedAt = project.createdAt + application.daysAfter * DAY_MS;
    const applicationId = await applyToProject(
      ctx,
      userIds[application.applicant],
      {
        projectId: project.id,
        message: application.message,
        roleKey: roleKeyOf(project.roles, application.role),
      },
      { now: appliedAt },
    );
    applications += 1;
    const decidedAt = { now: Math.min(now, appliedAt + DAY_MS) };
    if (application.outcome === "accepted") {
      await acceptApplication(ctx, project.creatorId, applicationId, decidedAt);
    } else if (application.outcome === "rejected") {
      await rejectApplication(ctx, project.creatorId, applicationId, decidedAt);
    }
  }
  return {
    projects: past.projects + projects.size,
    applications: past.applications + applications,
  };
}
