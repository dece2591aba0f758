/**
 * "Priya is typing…": one `teamTyping` row per member typing in a room, with
 * the time it lapses. A member's composer renews it while they type (at most
 * every few seconds), a send clears it. The query returns the rows with their
 * `until`; the client shows those not yet lapsed (a query cannot re-run on
 * the clock), so a tab closed mid-sentence stops showing after
 * TEAM_LIMITS.typingMs. Bounded: one row per member.
 */
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { LIMITS, TEAM_LIMITS } from "../shared/constants";
import { teamPeople, type TeamPerson } from "./teamPeople";

async function getTypingRow(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
) {
  return await ctx.db
    .query("teamTyping")
    .withIndex("by_project_and_user", (q) =>
      q.eq("projectId", projectId).eq("userId", userId),
    )
    .unique();
}

/** The member is typing (`typing`), or stopped. */
export async function setTyping(
  ctx: MutationCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
  typing: boolean,
  now: number,
): Promise<void> {
  const row = await getTypingRow(ctx, projectId, userId);
  if (!typing) {
    if (row !== null) await ctx.db.delete("teamTyping", row._id);
    return;
  }
  const until = now + TEAM_LIMITS.typingMs;
  if (row === null) {
    await ctx.db.insert("teamTyping", { projectId, userId, until });
  } else {
    await ctx.db.patch("teamTyping", row._id, { until });
  }
}

export async function clearTyping(
  ctx: MutationCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
): Promise<void> {
  await setTyping(ctx, projectId, userId, false, 0);
}

/** The members typing in the room (the viewer left out), with when each lapses. */
export async function typingIn(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  viewerId: Id<"users">,
): Promise<{ person: TeamPerson; until: number }[]> {
  const rows = await ctx.db
    .query("teamTyping")
    .withIndex("by_project_and_user", (q) => q.eq("projectId", projectId))
    .take(LIMITS.maxOpenPositions + 1);
  const others = rows.filter((row) => row.userId !== viewerId);
  const people = await teamPeople(
    ctx,
    others.map((row) => row.userId),
  );
  return others.map((row) => ({
    person: people.get(row.userId)!,
    until: row.until,
  }));
}
