/**
 * The home page's live counts (issue #14): open seats, builders and projects
 * created this week, for anyone, from a few small documents.
 *
 * Counters are kept in the transactions that change what they count (a profile
 * created; a project created, edited, given a member, closed or completed), so
 * a read never scans `projects` or `profiles`. Each metric is split over
 * COUNTER_SHARDS rows and a writer adds to one at random, so concurrent writers
 * rarely touch the same document (Convex retries the ones that do); a read sums
 * the shards. Projects created are bucketed per UTC day
 * ("projectsCreated:<YYYY-MM-DD>"), so "this week" is one index range of seven
 * days' buckets.
 *
 * This is a hand-written equivalent of @convex-dev/aggregate (its sharded
 * counts and backfill with live writes): the local backend cannot load Convex
 * components yet. Issue #16 will switch to the component; the public query
 * (`stats.pulse`) keeps its shape.
 *
 * Counting what existed before the counters: the backfill (`migrations.siteCounters`)
 * walks profiles, then projects, in `_creationTime` order, a page per
 * transaction, and records how far it has got in its `migrations` row. A live
 * write counts a change only to a document the backfill has already passed;
 * a change to one it has not reached yet is counted when it gets there (it
 * counts the document as it is then). Both read the same row, so Convex's
 * serializable transactions keep every document counted exactly once.
 */
import type { Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { DAY_MS, isUtcDay, PULSE_WEEK_DAYS, utcDay } from "../shared/pulse";
import type { vSitePulse } from "./validators";

/** Rows per metric: writers spread over them, readers sum them. */
export const COUNTER_SHARDS = 4;

export type SiteMetric = "openSeats" | "builders" | `projectsCreated:${string}`;

/** The bucket of projects created on the UTC day of `ms`. */
export function projectsCreatedMetric(ms: number): SiteMetric {
  return `projectsCreated:${utcDay(ms)}`;
}

/**
 * The seats a project adds to "open seats": those left while it is open. The
 * one place this is decided: create, edit, accept, close and complete all
 * count the difference of this before and after.
 */
export function openSeatsOf(
  project: Pick<
    Doc<"projects">,
    "status" | "openPositions" | "filledPositions"
  > | null,
): number {
  if (project === null || project.status !== "open") return 0;
  return Math.max(0, project.openPositions - project.filledPositions);
}

/** Adds `delta` to one shard of `metric` (picked at random). */
export async function adjustCounter(
  ctx: MutationCtx,
  metric: SiteMetric,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  const shard = Math.floor(Math.random() * COUNTER_SHARDS);
  const row = await ctx.db
    .query("siteCounters")
    .withIndex("by_metric_and_shard", (q) =>
      q.eq("metric", metric).eq("shard", shard),
    )
    .unique();
  if (row === null) {
    await ctx.db.insert("siteCounters", { metric, shard, value: delta });
  } else {
    await ctx.db.patch("siteCounters", row._id, { value: row.value + delta });
  }
}

/** The backfill of each table's counters, by its `migrations` row name. */
export const SITE_COUNTER_MIGRATIONS = {
  profiles: "site-counters-profiles-v1",
  projects: "site-counters-projects-v1",
} as const;

export type CountedTable = keyof typeof SITE_COUNTER_MIGRATIONS;

async function backfillRow(
  ctx: QueryCtx,
  table: CountedTable,
): Promise<Doc<"migrations"> | null> {
  return await ctx.db
    .query("migrations")
    .withIndex("by_name", (q) => q.eq("name", SITE_COUNTER_MIGRATIONS[table]))
    .unique();
}

/** Whether the backfill has counted the document created at `creationTime`. */
async function isCounted(
  ctx: QueryCtx,
  table: CountedTable,
  creationTime: number,
): Promise<boolean> {
  const row = await backfillRow(ctx, table);
  if (row === null) return false;
  return (
    row.done || (row.position !== undefined && creationTime <= row.position)
  );
}

/** A new profile is one more builder (the sign-up transaction calls this). */
export async function countProfileCreated(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
): Promise<void> {
  const profile = await ctx.db.get("profiles", profileId);
  if (profile === null) return;
  if (!(await isCounted(ctx, "profiles", profile._creationTime))) return;
  await adjustCounter(ctx, "builders", 1);
}

/**
 * Counts a project's change, after it is written: `before` is the document as
 * it was (null when it was just created); the project is read as it is now
 * (null when deleted).
 */
export async function countProjectChange(
  ctx: MutationCtx,
  before: Doc<"projects"> | null,
  projectId: Id<"projects">,
): Promise<void> {
  const after = await ctx.db.get("projects", projectId);
  const project = after ?? before;
  if (project === null) return;
  if (!(await isCounted(ctx, "projects", project._creationTime))) return;
  await adjustCounter(
    ctx,
    "openSeats",
    openSeatsOf(after) - openSeatsOf(before),
  );
  if (before === null && after !== null) {
    await adjustCounter(ctx, projectsCreatedMetric(after.createdAt), 1);
  } else if (before !== null && after === null) {
    await adjustCounter(ctx, projectsCreatedMetric(before.createdAt), -1);
  }
}

/**
 * One page of the backfill of `table`'s counters: the next `batchSize`
 * documents after its position, counted as they are now. `done` once a page
 * comes back short (the row is then marked done and live writes count all).
 */
export async function backfillSiteCounters(
  ctx: MutationCtx,
  table: CountedTable,
  batchSize: number,
): Promise<{ done: boolean; counted: number }> {
  const row = await backfillRow(ctx, table);
  if (row?.done === true) return { done: true, counted: 0 };
  const position = row?.position;
  const deltas = new Map<SiteMetric, number>();
  const add = (metric: SiteMetric, delta: number) =>
    deltas.set(metric, (deltas.get(metric) ?? 0) + delta);
  let page: Doc<"profiles">[] | Doc<"projects">[];
  if (table === "profiles") {
    page = await ctx.db
      .query("profiles")
      .withIndex("by_creation_time", (q) =>
        position === undefined ? q : q.gt("_creationTime", position),
      )
      .take(batchSize);
    add("builders", page.length);
  } else {
    page = await ctx.db
      .query("projects")
      .withIndex("by_creation_time", (q) =>
        position === undefined ? q : q.gt("_creationTime", position),
      )
      .take(batchSize);
    for (const project of page) {
      add("openSeats", openSeatsOf(project));
      add(projectsCreatedMetric(project.createdAt), 1);
    }
  }
  for (const [metric, delta] of deltas) {
    await adjustCounter(ctx, metric, delta);
  }
  const done = page.length < batchSize;
  const last = page.at(-1)?._creationTime ?? position;
  const fields = last === undefined ? { done } : { done, position: last };
  if (row === null) {
    await ctx.db.insert("migrations", {
      name: SITE_COUNTER_MIGRATIONS[table],
      ...fields,
    });
  } else {
    await ctx.db.patch("migrations", row._id, fields);
  }
  return { done, counted: page.length };
}

async function sumMetric(ctx: QueryCtx, metric: SiteMetric): Promise<number> {
  const shards = await ctx.db
    .query("siteCounters")
    .withIndex("by_metric_and_shard", (q) => q.eq("metric", metric))
    .take(COUNTER_SHARDS);
  return shards.reduce((sum, shard) => sum + shard.value, 0);
}

/** Projects created on `today` (UTC) and the six days before: one index range. */
async function projectsInWeek(ctx: QueryCtx, today: string): Promise<number> {
  const end = Date.parse(`${today}T00:00:00Z`);
  const first = projectsCreatedMetric(end - (PULSE_WEEK_DAYS - 1) * DAY_MS);
  const last = projectsCreatedMetric(end);
  const buckets = await ctx.db
    .query("siteCounters")
    .withIndex("by_metric_and_shard", (q) =>
      q.gte("metric", first).lte("metric", last),
    )
    .take(PULSE_WEEK_DAYS * COUNTER_SHARDS);
  return buckets.reduce((sum, bucket) => sum + bucket.value, 0);
}

export type SitePulse = Infer<typeof vSitePulse>;

/**
 * The three counts for the week ending on `today` (YYYY-MM-DD, UTC): the
 * caller passes the day so the query stays a pure function of its arguments
 * and one cached result serves every visitor that day.
 */
export async function readPulse(
  ctx: QueryCtx,
  today: string,
): Promise<SitePulse> {
  if (!isUtcDay(today))
    throw appError("INVALID_INPUT", ERROR_MESSAGES.invalidDay);
  const [openSeats, builders, projectsThisWeek] = await Promise.all([
    sumMetric(ctx, "openSeats"),
    sumMetric(ctx, "builders"),
    projectsInWeek(ctx, today),
  ]);
  return {
    openSeats: Math.max(0, openSeats),
    builders: Math.max(0, builders),
    projectsThisWeek: Math.max(0, projectsThisWeek),
  };
}
