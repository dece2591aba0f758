/**
 * The home page's live counts: open seats, builders and projects
 * created this week, for anyone, without scanning `projects` or `profiles`.
 *
 * They come from two aggregates (model/aggregates.ts), written in the
 * transactions that change what they count (a profile created; a project
 * created, or its open seats changed by an edit, a member accepted, closing
 * or completing): every project keyed by `createdAt` and summing its open
 * seats, so "this week" is one key range and open seats one sum; and every
 * profile, whose count is the builders. Rows written other than through the
 * app's functions are counted by the count migrations (migrations.ts).
 */
import type { Infer } from "convex/values";
import type { QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { DAY_MS, isUtcDay, PULSE_WEEK_DAYS } from "../shared/pulse";
import { siteBuildersAggregate, siteProjectsAggregate } from "./aggregates";
import type { vSitePulse } from "./validators";

/** Projects created on `today` (UTC) and the six days before: one key range. */
async function projectsInWeek(ctx: QueryCtx, today: string): Promise<number> {
  const dayStart = Date.parse(`${today}T00:00:00Z`);
  return await siteProjectsAggregate.count(ctx, {
    bounds: {
      lower: {
        key: dayStart - (PULSE_WEEK_DAYS - 1) * DAY_MS,
        inclusive: true,
      },
      upper: { key: dayStart + DAY_MS, inclusive: false },
    },
  });
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
    siteProjectsAggregate.sum(ctx),
    siteBuildersAggregate.count(ctx),
    projectsInWeek(ctx, today),
  ]);
  return { openSeats, builders, projectsThisWeek };
}
