/**
 * Data migrations, internal only, on `@convex-dev/migrations` (its component
 * keeps each migration's progress: convex.config.ts). Each one walks one
 * table a batch per transaction and schedules the next batch, so no
 * transaction grows with the table; a run cut short (a restart, a failed
 * batch) resumes from its last batch when started again, and a migration
 * that is done is skipped. Every step is idempotent: running one again from
 * the start (`reset: true`) rewrites nothing already migrated.
 *
 * - `runAll` runs every migration below, in order: `npm start` calls it on
 *   every start, after the seed; on Convex Cloud run it after each deploy,
 *   `npx convex run migrations:runAll`.
 * - `run` runs one by name:
 *   `npx convex run migrations:run '{fn: "migrations:applicationNotes"}'`.
 * - `countAggregates` runs the four counts alone.
 *
 * The migrations:
 * - recruiting, applicationNotes: projects and applications written before
 *   the recruiting rules (model/recruitingMigration.ts).
 * - roles: projects written before roles get their seats as one unnamed
 *   role "r1" (shared/roles.ts), with its seats and filled count.
 * - projectFacets: the /projects filter facets of projects written before
 *   them (model/projectFacets.ts; live writes keep them after).
 * - countFollows, countProjects, countReviews, countProfiles: rows the
 *   aggregates (model/aggregates.ts) do not hold, written other than through
 *   the app's functions (before the aggregates, or by an import). They count
 *   with `insertIfDoesNotExist`, as live writes do, so running beside live
 *   writes or again counts each row once; until they end, such rows are
 *   missing from the counts.
 */
import { Migrations } from "@convex-dev/migrations";
import { components, internal } from "./_generated/api";
import type { DataModel } from "./_generated/dataModel";
import { internalMutation } from "./functions";
import {
  followersAggregate,
  projectsByCreatorAggregate,
  reviewsAggregate,
  siteBuildersAggregate,
  siteProjectsAggregate,
} from "./model/aggregates";
import { syncProjectFacets } from "./model/projectFacets";
import { migrateProjectRecruiting } from "./model/recruitingMigration";
import { LEGACY_APPLICATION_MESSAGE } from "./shared/constants";
import { projectRoles } from "./shared/roles";

export const migrations = new Migrations<DataModel>(components.migrations, {
  internalMutation,
});

/**
 * Projects per batch: a project closes at most
 * LIMITS.maxPendingApplications applications, each a handful of writes.
 */
const RECRUITING_BATCH_SIZE = 10;

/** Team skills with the owner, stranded applications closed, one completion row. */
export const recruiting = migrations.define({
  table: "projects",
  batchSize: RECRUITING_BATCH_SIZE,
  migrateOne: async (ctx, project) => {
    await migrateProjectRecruiting(ctx, project, Date.now());
  },
});

/** Applications lose the fixed text they carried before applicants wrote a note. */
export const applicationNotes = migrations.define({
  table: "applications",
  migrateOne: (_ctx, application) =>
    application.message === LEGACY_APPLICATION_MESSAGE
      ? { message: "" }
      : undefined,
});

/**
 * A project without `roles` gets the one unnamed role `projectRoles` reads
 * for it (key "r1", its `openPositions` as seats, `filledPositions` as
 * filled), so every project stores its roles; one that has them is left.
 */
export const roles = migrations.define({
  table: "projects",
  migrateOne: (_ctx, project) =>
    project.roles === undefined ? { roles: projectRoles(project) } : undefined,
});

/** Each project's filter facets, written as its live writes write them. */
export const projectFacets = migrations.define({
  table: "projects",
  migrateOne: async (ctx, project) => {
    await syncProjectFacets(ctx, project._id);
  },
});

export const countFollows = migrations.define({
  table: "follows",
  migrateOne: async (ctx, follow) => {
    await followersAggregate.insertIfDoesNotExist(ctx, follow);
  },
});

export const countProjects = migrations.define({
  table: "projects",
  migrateOne: async (ctx, project) => {
    await projectsByCreatorAggregate.insertIfDoesNotExist(ctx, project);
    await siteProjectsAggregate.insertIfDoesNotExist(ctx, project);
  },
});

export const countReviews = migrations.define({
  table: "reviews",
  migrateOne: async (ctx, review) => {
    await reviewsAggregate.insertIfDoesNotExist(ctx, review);
  },
});

export const countProfiles = migrations.define({
  table: "profiles",
  migrateOne: async (ctx, profile) => {
    await siteBuildersAggregate.insertIfDoesNotExist(ctx, profile);
  },
});

const COUNTS = [
  internal.migrations.countFollows,
  internal.migrations.countProjects,
  internal.migrations.countReviews,
  internal.migrations.countProfiles,
];

/** Every migration, in order; `{}` starts or resumes what is not done. */
export const runAll = migrations.runner([
  internal.migrations.recruiting,
  internal.migrations.applicationNotes,
  internal.migrations.roles,
  internal.migrations.projectFacets,
  ...COUNTS,
]);

/** The aggregates' counts alone (`{reset: true}` recounts from the start). */
export const countAggregates = migrations.runner(COUNTS);

/** One migration by name: `{fn: "migrations:<name>"}`. */
export const run = migrations.runner();
