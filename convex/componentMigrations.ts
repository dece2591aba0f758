/**
 * The data moves of adopting Convex components (issue #16), internal only,
 * started by `migrations:run` (every `npm start`; on Convex Cloud once after
 * the deploy) until each is recorded done in `migrations`. Both go a page per
 * transaction and schedule their next page, like the app's other migrations.
 *
 * - `backfillAggregates`: counts the rows written before the aggregates
 *   (follows, projects, reviews, profiles) with `insertIfDoesNotExist`; live
 *   writes use the idempotent methods too (model/aggregates.ts), so running
 *   beside them, or again after a restart, counts each row once. Until it
 *   ends, counts of older rows read low.
 * - `retireTables`: empties the tables the components replaced
 *   (tables/retired.ts), cancelling the old presence timeouts, and drops the
 *   old review totals from `reputations` and the old budgets from
 *   `trustedDevices`.
 */
import type { PaginationResult } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import type { MutationCtx } from "./_generated/server";
import { internalMutation } from "./functions";
import {
  followersAggregate,
  projectsByCreatorAggregate,
  reviewsAggregate,
  siteBuildersAggregate,
  siteProjectsAggregate,
} from "./model/aggregates";
import { isMigrationDone, markMigrationDone } from "./model/migrations";

export const AGGREGATES_MIGRATION = "aggregates-v1";
/** v2 adds the sign-in budgets; every step is idempotent, so v1's run again as no-ops. */
export const RETIRE_TABLES_MIGRATION = "retire-tables-v2";

const BATCH_SIZE = 100;

const AGGREGATED_TABLES = [
  "follows",
  "projects",
  "reviews",
  "profiles",
] as const;
type AggregatedTable = (typeof AGGREGATED_TABLES)[number];

const RETIRED_TABLES = [
  "rateLimits",
  "builderStats",
  "siteCounters",
  "presence",
  "presenceSessions",
  "signInLimits",
  "reputations",
  "trustedDevices",
] as const;
type RetiredTable = (typeof RETIRED_TABLES)[number];

const vStatus = v.object({
  status: literals("skipped", "scheduled", "done"),
  /** Documents counted or removed in this batch. */
  changed: v.number(),
});

type Page = { isDone: boolean; continueCursor: string; changed: number };

/** One page of `table` into its aggregates. */
async function backfillPage(
  ctx: MutationCtx,
  table: AggregatedTable,
  cursor: string | null,
): Promise<Page> {
  const opts = { numItems: BATCH_SIZE, cursor };
  const done = (page: PaginationResult<unknown>) => ({
    isDone: page.isDone,
    continueCursor: page.continueCursor,
    changed: page.page.length,
  });
  if (table === "follows") {
    const page = await ctx.db.query("follows").paginate(opts);
    for (const doc of page.page) {
      await followersAggregate.insertIfDoesNotExist(ctx, doc);
    }
    return done(page);
  }
  if (table === "projects") {
    const page = await ctx.db.query("projects").paginate(opts);
    for (const doc of page.page) {
      await projectsByCreatorAggregate.insertIfDoesNotExist(ctx, doc);
      await siteProjectsAggregate.insertIfDoesNotExist(ctx, doc);
    }
    return done(page);
  }
  if (table === "reviews") {
    const page = await ctx.db.query("reviews").paginate(opts);
    for (const doc of page.page) {
      await reviewsAggregate.insertIfDoesNotExist(ctx, doc);
    }
    return done(page);
  }
  const page = await ctx.db.query("profiles").paginate(opts);
  for (const doc of page.page) {
    await siteBuildersAggregate.insertIfDoesNotExist(ctx, doc);
  }
  return done(page);
}

/** Counts every existing row into its aggregates, table after table. */
export const backfillAggregates = internalMutation({
  args: {
    table: v.optional(literals(...AGGREGATED_TABLES)),
    cursor: v.optional(v.union(v.string(), v.null())),
  },
  returns: vStatus,
  handler: async (ctx, args) => {
    if (await isMigrationDone(ctx, AGGREGATES_MIGRATION)) {
      return { status: "skipped" as const, changed: 0 };
    }
    const table = args.table ?? AGGREGATED_TABLES[0];
    const page = await backfillPage(ctx, table, args.cursor ?? null);
    const next = AGGREGATED_TABLES[AGGREGATED_TABLES.indexOf(table) + 1];
    if (!page.isDone || next !== undefined) {
      await ctx.scheduler.runAfter(
        0,
        internal.componentMigrations.backfillAggregates,
        {
          table: page.isDone ? next : table,
          cursor: page.isDone ? null : page.continueCursor,
        },
      );
      return { status: "scheduled" as const, changed: page.changed };
    }
    await markMigrationDone(ctx, AGGREGATES_MIGRATION);
    return { status: "done" as const, changed: page.changed };
  },
});

/** Removes one page of a retired table's rows (or of the old review totals). */
async function retirePage(
  ctx: MutationCtx,
  table: RetiredTable,
  cursor: string | null,
): Promise<Page> {
  const opts = { numItems: BATCH_SIZE, cursor };
  if (table === "reputations") {
    const page = await ctx.db.query("reputations").paginate(opts);
    let changed = 0;
    for (const {
      _id,
      _creationTime,
      reviewCount,
      ratingSum,
      ...rest
    } of page.page) {
      if (reviewCount === undefined && ratingSum === undefined) continue;
      await ctx.db.replace("reputations", _id, rest);
      changed += 1;
    }
    return { ...page, changed };
  }
  if (table === "trustedDevices") {
    const page = await ctx.db.query("trustedDevices").paginate(opts);
    let changed = 0;
    for (const {
      _id,
      _creationTime,
      attemptsLeft,
      updatedAt,
      ...rest
    } of page.page) {
      if (attemptsLeft === undefined && updatedAt === undefined) continue;
      await ctx.db.replace("trustedDevices", _id, rest);
      changed += 1;
    }
    return { ...page, changed };
  }
  if (table === "presenceSessions") {
    const page = await ctx.db.query("presenceSessions").paginate(opts);
    for (const session of page.page) {
      await ctx.scheduler.cancel(session.timeoutId);
      await ctx.db.delete("presenceSessions", session._id);
    }
    return { ...page, changed: page.page.length };
  }
  const page = await ctx.db.query(table).paginate(opts);
  for (const doc of page.page) await ctx.db.delete(table, doc._id);
  return { ...page, changed: page.page.length };
}

/** Empties the retired tables, one after the other. */
export const retireTables = internalMutation({
  args: {
    table: v.optional(literals(...RETIRED_TABLES)),
    cursor: v.optional(v.union(v.string(), v.null())),
  },
  returns: vStatus,
  handler: async (ctx, args) => {
    if (await isMigrationDone(ctx, RETIRE_TABLES_MIGRATION)) {
      return { status: "skipped" as const, changed: 0 };
    }
    const table = args.table ?? RETIRED_TABLES[0];
    const page = await retirePage(ctx, table, args.cursor ?? null);
    const next = RETIRED_TABLES[RETIRED_TABLES.indexOf(table) + 1];
    if (!page.isDone || next !== undefined) {
      await ctx.scheduler.runAfter(
        0,
        internal.componentMigrations.retireTables,
        {
          table: page.isDone ? next : table,
          cursor: page.isDone ? null : page.continueCursor,
        },
      );
      return { status: "scheduled" as const, changed: page.changed };
    }
    await markMigrationDone(ctx, RETIRE_TABLES_MIGRATION);
    return { status: "done" as const, changed: page.changed };
  },
});
