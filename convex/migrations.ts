/**
 * Data migrations, internal only. `npm start` runs `migrations:run` on every
 * start (after the seed); on Convex Cloud run it once after a deploy:
 * `npx convex run migrations:run`.
 *
 * The skills migration (model/migrations.ts) walks every profile, then every
 * project, a page per transaction: each call migrates one page and schedules
 * the next one (runAfter 0), so no transaction reads or writes more than a
 * page however large the tables are. The last page records the migration as
 * done, and later calls return "skipped" after one indexed read. Every step
 * is idempotent, so a chain cut short (a restart) or two chains at once (two
 * starts) only repeat work, never corrupt it.
 *
 * The clocks migration (issue #12) gives every pending application without a
 * response clock one, counting from its createdAt (model/applicationClock.ts):
 * overdue ones expire soon after. `run`'s first call starts its chain
 * (`applicationClocks`, the same page-per-transaction pattern) until it is
 * recorded as done.
 *
 * The activity backfill (model/activityBackfill.ts, `backfillActivity`) runs
 * after it the same way: projects, then applications, a page per transaction.
 *
 * The search migration (issue #14, `searchGrams`) gives every profile, then
 * every project, its trigram search rows, two documents per transaction (a
 * long description is thousands of rows), started by `run` until done.
 *
 * The titles migration (`projectTitles`) gives every project written before
 * the `projectTitles` table its row (model/projectTitles.ts): until then the
 * lists that name such a project read the project itself, and re-run on every
 * seat taken. A page per transaction, started by `run` until done.
 *
 * The Convex components' moves (componentMigrations.ts): the aggregates'
 * backfill, and emptying the tables the components replaced.
 *
 * The recruiting migrations (model/recruitingMigration.ts): every project's
 * team skills with its owner, closure for applications stranded on projects
 * that no longer recruit, one completion row per owner (`recruiting`); and
 * applications lose the fixed text nobody wrote (`applicationNotes`). A page
 * per transaction each, started by `run` until done.
 */
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import type { MutationCtx } from "./_generated/server";
import {
  AGGREGATES_MIGRATION,
  RETIRE_TABLES_MIGRATION,
} from "./componentMigrations";
import { internalMutation } from "./functions";
import { startClock } from "./model/applicationClock";
import { writeProjectTitle } from "./model/projectTitles";
import {
  APPLICATION_NOTES_MIGRATION,
  migrateApplicationNote,
  migrateProjectRecruiting,
  RECRUITING_MIGRATION,
} from "./model/recruitingMigration";
import {
  ACTIVITY_MIGRATION,
  backfillApplication,
  backfillProject,
} from "./model/activityBackfill";
import {
  APPLICATION_CLOCKS_MIGRATION,
  clampBatchSize,
  CONVERSATIONS_MIGRATION,
  isMigrationDone,
  markMigrationDone,
  migrateMessage,
  type MigrationStep,
  migratePage,
  migrateProfileSkills,
  migrateProfileSearch,
  migrateProjectSearch,
  migrateProjectSkills,
  PROJECT_TITLES_MIGRATION,
  SEARCH_MIGRATION,
  SKILLS_MIGRATION,
  vMigrationStep,
  vPageArgs,
} from "./model/migrations";

const vTable = literals("profiles", "projects");
const vBackfillTable = literals("projects", "applications");

export const run = internalMutation({
  args: {
    /** Where the chain is: omitted on the first call (profiles, from the start). */
    table: v.optional(vTable),
    cursor: v.optional(v.union(v.string(), v.null())),
    batchSize: v.optional(v.number()),
  },
  returns: v.object({
    status: literals("skipped", "scheduled", "done"),
    /** Documents whose skills were rewritten in this batch. */
    changed: v.number(),
  }),
  handler: async (ctx, args) => {
    if (
      args.table === undefined &&
      !(await isMigrationDone(ctx, APPLICATION_CLOCKS_MIGRATION))
    ) {
      await ctx.scheduler.runAfter(0, internal.migrations.applicationClocks, {
        cursor: null,
      });
    }
    if (args.table === undefined) {
      await ctx.scheduler.runAfter(0, internal.migrations.conversations, {});
      if (!(await isMigrationDone(ctx, SEARCH_MIGRATION))) {
        await ctx.scheduler.runAfter(0, internal.migrations.searchGrams, {});
      }
      if (!(await isMigrationDone(ctx, PROJECT_TITLES_MIGRATION))) {
        await ctx.scheduler.runAfter(0, internal.migrations.projectTitles, {});
      }
      if (!(await isMigrationDone(ctx, RECRUITING_MIGRATION))) {
        await ctx.scheduler.runAfter(0, internal.migrations.recruiting, {});
      }
      if (!(await isMigrationDone(ctx, APPLICATION_NOTES_MIGRATION))) {
        await ctx.scheduler.runAfter(
          0,
          internal.migrations.applicationNotes,
          {},
        );
      }
      await startComponentMigrations(ctx);
    }
    if (await isMigrationDone(ctx, SKILLS_MIGRATION)) {
      await startActivityBackfill(ctx);
      return { status: "skipped" as const, changed: 0 };
    }
    const table = args.table ?? "profiles";
    const batchSize = clampBatchSize(args.batchSize);
    const paginationOpts = { numItems: batchSize, cursor: args.cursor ?? null };
    let changed = 0;
    let page: { isDone: boolean; continueCursor: string };
    if (table === "profiles") {
      const result = await ctx.db.query("profiles").paginate(paginationOpts);
      for (const profile of result.page) {
        if (await migrateProfileSkills(ctx, profile)) changed += 1;
      }
      page = result;
    } else {
      const result = await ctx.db.query("projects").paginate(paginationOpts);
      for (const project of result.page) {
        if (await migrateProjectSkills(ctx, project)) changed += 1;
      }
      page = result;
    }

    if (!page.isDone) {
      await ctx.scheduler.runAfter(0, internal.migrations.run, {
        table,
        cursor: page.continueCursor,
        batchSize,
      });
      return { status: "scheduled" as const, changed };
    }
    if (table === "profiles") {
      await ctx.scheduler.runAfter(0, internal.migrations.run, {
        table: "projects",
        cursor: null,
        batchSize,
      });
      return { status: "scheduled" as const, changed };
    }
    await markMigrationDone(ctx, SKILLS_MIGRATION);
    await startActivityBackfill(ctx);
    return { status: "done" as const, changed };
  },
});

/** Schedules the components' backfill and clean-up, unless they are done. */
async function startComponentMigrations(ctx: MutationCtx): Promise<void> {
  if (!(await isMigrationDone(ctx, AGGREGATES_MIGRATION))) {
    await ctx.scheduler.runAfter(
      0,
      internal.componentMigrations.backfillAggregates,
      {},
    );
  }
  if (!(await isMigrationDone(ctx, RETIRE_TABLES_MIGRATION))) {
    await ctx.scheduler.runAfter(
      0,
      internal.componentMigrations.retireTables,
      {},
    );
  }
}

/** Schedules the activity backfill's first page, unless it is done. */
async function startActivityBackfill(ctx: MutationCtx): Promise<void> {
  if (await isMigrationDone(ctx, ACTIVITY_MIGRATION)) return;
  await ctx.scheduler.runAfter(0, internal.migrations.backfillActivity, {});
}

/**
 * Activity for what happened before the activity table: projects created,
 * then applications received and decided, a page per transaction.
 */
export const backfillActivity = internalMutation({
  args: {
    table: v.optional(vBackfillTable),
    cursor: v.optional(v.union(v.string(), v.null())),
    batchSize: v.optional(v.number()),
  },
  returns: v.object({
    status: literals("skipped", "scheduled", "done"),
    /** Projects or applications that got rows in this batch. */
    changed: v.number(),
  }),
  handler: async (ctx, args) => {
    if (await isMigrationDone(ctx, ACTIVITY_MIGRATION)) {
      return { status: "skipped" as const, changed: 0 };
    }
    const table = args.table ?? "projects";
    const batchSize = clampBatchSize(args.batchSize);
    const paginationOpts = { numItems: batchSize, cursor: args.cursor ?? null };
    let changed = 0;
    let page: { isDone: boolean; continueCursor: string };
    if (table === "projects") {
      const result = await ctx.db.query("projects").paginate(paginationOpts);
      for (const project of result.page) {
        if (await backfillProject(ctx, project)) changed += 1;
      }
      page = result;
    } else {
      const result = await ctx.db
        .query("applications")
        .paginate(paginationOpts);
      for (const application of result.page) {
        if (await backfillApplication(ctx, application)) changed += 1;
      }
      page = result;
    }
    if (!page.isDone || table === "projects") {
      await ctx.scheduler.runAfter(0, internal.migrations.backfillActivity, {
        table: page.isDone ? "applications" : table,
        cursor: page.isDone ? null : page.continueCursor,
        batchSize,
      });
      return { status: "scheduled" as const, changed };
    }
    await markMigrationDone(ctx, ACTIVITY_MIGRATION);
    return { status: "done" as const, changed };
  },
});

/** Gives pending applications without a response clock one, a page per transaction. */
export const applicationClocks = internalMutation({
  args: vPageArgs,
  returns: vMigrationStep,
  handler: async (ctx, args): Promise<MigrationStep> => {
    const now = Date.now();
    return await migratePage(ctx, args, {
      name: APPLICATION_CLOCKS_MIGRATION,
      read: (opts) => ctx.db.query("applications").paginate(opts),
      step: async (application) => {
        if (application.status !== "pending") return false;
        if (application.expiryJobId !== undefined) return false;
        await startClock(ctx, application, now);
        return true;
      },
      next: async (page): Promise<void> => {
        await ctx.scheduler.runAfter(
          0,
          internal.migrations.applicationClocks,
          page,
        );
      },
    });
  },
});

/**
 * Conversation rows for messages sent before the inbox (scheduled by `run`):
 * every message, oldest first, a page per transaction, then marked done.
 */
export const conversations = internalMutation({
  args: vPageArgs,
  returns: vMigrationStep,
  handler: async (ctx, args): Promise<MigrationStep> =>
    await migratePage(ctx, args, {
      name: CONVERSATIONS_MIGRATION,
      read: (opts) => ctx.db.query("messages").order("asc").paginate(opts),
      step: (message) => migrateMessage(ctx, message),
      next: async (page): Promise<void> => {
        await ctx.scheduler.runAfter(
          0,
          internal.migrations.conversations,
          page,
        );
      },
    }),
});

/** Title rows for every project, a page per transaction (scheduled by `run`). */
export const projectTitles = internalMutation({
  args: vPageArgs,
  returns: vMigrationStep,
  handler: async (ctx, args): Promise<MigrationStep> =>
    await migratePage(ctx, args, {
      name: PROJECT_TITLES_MIGRATION,
      read: (opts) => ctx.db.query("projects").paginate(opts),
      step: (project) => writeProjectTitle(ctx, project._id, project.title),
      next: async (page): Promise<void> => {
        await ctx.scheduler.runAfter(
          0,
          internal.migrations.projectTitles,
          page,
        );
      },
    }),
});

/**
 * Projects per recruiting-migration transaction: a project closes at most
 * LIMITS.maxPendingApplications applications, each a handful of writes.
 */
const RECRUITING_BATCH_SIZE = 10;

/** Team skills, stranded applications and completion rows, a page of projects per transaction. */
export const recruiting = internalMutation({
  args: vPageArgs,
  returns: vMigrationStep,
  handler: async (ctx, args): Promise<MigrationStep> => {
    const now = Date.now();
    const page = {
      ...args,
      batchSize: args.batchSize ?? RECRUITING_BATCH_SIZE,
    };
    return await migratePage(ctx, page, {
      name: RECRUITING_MIGRATION,
      read: (opts) => ctx.db.query("projects").paginate(opts),
      step: (project) => migrateProjectRecruiting(ctx, project, now),
      next: async (page): Promise<void> => {
        await ctx.scheduler.runAfter(0, internal.migrations.recruiting, page);
      },
    });
  },
});

/** Applications without the fixed text nobody wrote, a page per transaction. */
export const applicationNotes = internalMutation({
  args: vPageArgs,
  returns: vMigrationStep,
  handler: async (ctx, args): Promise<MigrationStep> =>
    await migratePage(ctx, args, {
      name: APPLICATION_NOTES_MIGRATION,
      read: (opts) => ctx.db.query("applications").paginate(opts),
      step: (application) => migrateApplicationNote(ctx, application),
      next: async (page): Promise<void> => {
        await ctx.scheduler.runAfter(
          0,
          internal.migrations.applicationNotes,
          page,
        );
      },
    }),
});

/**
 * Documents per search-migration transaction: a project has at most one
 * trigram per character of its title, description and skills' spellings, and
 * 1,296 pairs (about 9,000 rows), so one stays inside Convex's 16,000 writes
 * per transaction.
 */
const SEARCH_BATCH_SIZE = 1;

/** Search rows for every profile, then every project (scheduled by `run`). */
export const searchGrams = internalMutation({
  args: {
    table: v.optional(vTable),
    cursor: v.optional(v.union(v.string(), v.null())),
  },
  returns: v.object({
    status: literals("skipped", "scheduled", "done"),
    /** Documents that dropped their old search text in this batch. */
    changed: v.number(),
  }),
  handler: async (ctx, args) => {
    if (await isMigrationDone(ctx, SEARCH_MIGRATION)) {
      return { status: "skipped" as const, changed: 0 };
    }
    const table = args.table ?? "profiles";
    const paginationOpts = {
      numItems: SEARCH_BATCH_SIZE,
      cursor: args.cursor ?? null,
    };
    let changed = 0;
    let page: { isDone: boolean; continueCursor: string };
    if (table === "profiles") {
      const result = await ctx.db.query("profiles").paginate(paginationOpts);
      for (const profile of result.page) {
        if (await migrateProfileSearch(ctx, profile)) changed += 1;
      }
      page = result;
    } else {
      const result = await ctx.db.query("projects").paginate(paginationOpts);
      for (const project of result.page) {
        if (await migrateProjectSearch(ctx, project)) changed += 1;
      }
      page = result;
    }
    if (!page.isDone || table === "profiles") {
      await ctx.scheduler.runAfter(0, internal.migrations.searchGrams, {
        table: page.isDone ? "projects" : table,
        cursor: page.isDone ? null : page.continueCursor,
      });
      return { status: "scheduled" as const, changed };
    }
    await markMigrationDone(ctx, SEARCH_MIGRATION);
    return { status: "done" as const, changed };
  },
});
