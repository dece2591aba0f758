/**
 * The project-titles migration, internal only, started by `migrations:run`
 * (every `npm start`; on Convex Cloud once after the deploy) until it is
 * recorded done in `migrations`. Projects written before `projectTitles`
 * have no title row, so the lists that name them read the project itself
 * (model/projectTitles.ts), and re-run on every seat taken; this gives each
 * its row, a page per transaction, scheduling the next page. Idempotent: a
 * project that has its row (a rerun, or one created or renamed meanwhile)
 * costs one indexed read and no write.
 */
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import { internalMutation } from "./functions";
import {
  clampBatchSize,
  isMigrationDone,
  markMigrationDone,
  PROJECT_TITLES_MIGRATION,
} from "./model/migrations";
import { writeProjectTitle } from "./model/projectTitles";

/** Title rows for every project, a page per transaction (scheduled by `run`). */
export const projectTitles = internalMutation({
  args: {
    cursor: v.optional(v.union(v.string(), v.null())),
    batchSize: v.optional(v.number()),
  },
  returns: v.object({
    status: literals("skipped", "scheduled", "done"),
    /** Title rows written in this batch. */
    changed: v.number(),
  }),
  handler: async (ctx, args) => {
    if (await isMigrationDone(ctx, PROJECT_TITLES_MIGRATION)) {
      return { status: "skipped" as const, changed: 0 };
    }
    const batchSize = clampBatchSize(args.batchSize);
    const page = await ctx.db
      .query("projects")
      .paginate({ numItems: batchSize, cursor: args.cursor ?? null });
    let changed = 0;
    for (const project of page.page) {
      if (await writeProjectTitle(ctx, project._id, project.title)) {
        changed += 1;
      }
    }
    if (!page.isDone) {
      await ctx.scheduler.runAfter(
        0,
        internal.projectTitleMigration.projectTitles,
        { cursor: page.continueCursor, batchSize },
      );
      return { status: "scheduled" as const, changed };
    }
    await markMigrationDone(ctx, PROJECT_TITLES_MIGRATION);
    return { status: "done" as const, changed };
  },
});
