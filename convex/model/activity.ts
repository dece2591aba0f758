/**
 * The dashboard's activity, written in the event's transaction: `notify`
 * calls `recordActivity` for every event (before it looks at preferences, so
 * turning the bell off erases no activity), which writes one row for the
 * person told and one for the person who acted. Project creation, which tells
 * nobody, writes its row through `recordProjectCreated`.
 *
 * - Messages: one row per conversation and side, moved to the top by each new
 *   message (as the bell collapses them).
 * - Cap: at most ACTIVITY_LIMITS.maxPerUser rows per user; a counter row says
 *   how many, so writing one more deletes the oldest in the same transaction.
 */
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  ACTIVITY_LIMITS,
  type ActivityKind,
  type ActivityRole,
} from "../shared/activity";
import type { NotificationKind } from "../shared/constants";
import type { ClosureCause } from "../shared/recruiting";

/** Rows one write deletes at most when over the cap. */
const PRUNE_MAX = 10;

/**
 * Whether the actor of a kind gets a row of their own. False where the
 * "actor" did nothing just then (a waiting or expired application names its
 * applicant; the applicant is told separately) or there is none.
 */
export const ACTOR_HAS_ACTIVITY: Record<NotificationKind, boolean> = {
  applicationReceived: true,
  applicationAccepted: true,
  applicationRejected: true,
  applicationWithdrawn: true,
  projectFull: false,
  applicationExpiring: false,
  applicationExpired: false,
  inviteReceived: true,
  inviteAccepted: true,
  inviteDeclined: true,
  messageReceived: true,
  savedSearchMatch: false,
  // Told to every member at once: completeProject writes the owner's one row.
  projectCompleted: false,
  reviewReceived: true,
  // No actor: the owner's account is gone.
  projectClosed: false,
  // Team room events: the actor's side is in the room itself.
  teamMention: false,
  taskAssigned: false,
  teamMemberJoined: false,
  teamMemberLeft: false,
  teamMemberRemoved: true,
  teamFileAdded: false,
};

export type ActivityEvent = {
  userId: Id<"users">;
  kind: NotificationKind;
  actorId?: Id<"users">;
  projectId?: Id<"projects">;
  applicationId?: Id<"applications">;
  closedBecause?: ClosureCause;
};

type ActivityRow = {
  userId: Id<"users">;
  kind: ActivityKind;
  role: ActivityRole;
  otherId?: Id<"users">;
  projectId?: Id<"projects">;
  applicationId?: Id<"applications">;
  closedBecause?: ClosureCause;
};

async function getCounter(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("activityCounters")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

async function adjustTotal(
  ctx: MutationCtx,
  userId: Id<"users">,
  delta: number,
): Promise<number> {
  const counter = await getCounter(ctx, userId);
  const total = Math.max(0, (counter?.total ?? 0) + delta);
  if (counter === null) {
    await ctx.db.insert("activityCounters", { userId, total });
  } else {
    await ctx.db.patch("activityCounters", counter._id, { total });
  }
  return total;
}

async function prune(ctx: MutationCtx, userId: Id<"users">, total: number) {
  const over = total - ACTIVITY_LIMITS.maxPerUser;
  if (over <= 0) return;
  const oldest = await ctx.db
    .query("activity")
    .withIndex("by_user_and_createdAt", (q) => q.eq("userId", userId))
    .order("asc")
    .take(Math.min(over, PRUNE_MAX));
  for (const row of oldest) await ctx.db.delete("activity", row._id);
  await adjustTotal(ctx, userId, -oldest.length);
}

/** Writes one row (a message moves its conversation's row to the top instead). */
export async function writeActivity(
  ctx: MutationCtx,
  row: ActivityRow,
  now: number,
): Promise<void> {
  if (row.kind === "messageReceived" && row.otherId !== undefined) {
    const existing = await ctx.db
      .query("activity")
      .withIndex("by_user_and_kind_and_other", (q) =>
        q
          .eq("userId", row.userId)
          .eq("kind", "messageReceived")
          .eq("otherId", row.otherId),
      )
      .first();
    if (existing !== null) {
      await ctx.db.patch("activity", existing._id, {
        role: row.role,
        createdAt: now,
      });
      return;
    }
  }
  await ctx.db.insert("activity", { ...row, createdAt: now });
  const total = await adjustTotal(ctx, row.userId, 1);
  await prune(ctx, row.userId, total);
}

/** The event's rows: the person told, and the actor when ACTOR_HAS_ACTIVITY says so. */
export async function recordActivity(
  ctx: MutationCtx,
  event: ActivityEvent,
  now: number,
): Promise<void> {
  if (event.actorId !== undefined && event.actorId === event.userId) return;
  const common = {
    kind: event.kind,
    projectId: event.projectId,
    applicationId: event.applicationId,
    closedBecause: event.closedBecause,
  };
  await writeActivity(
    ctx,
    {
      ...common,
      userId: event.userId,
      role: "recipient",
      otherId: event.actorId,
    },
    now,
  );
  if (event.actorId !== undefined && ACTOR_HAS_ACTIVITY[event.kind]) {
    await writeActivity(
      ctx,
      {
        ...common,
        userId: event.actorId,
        role: "actor",
        otherId: event.userId,
      },
      now,
    );
  }
}

/**
 * Keeps one actor row of a project's `kind` per user (the newest), deleting
 * the copies an event told to several people once wrote. Returns how many it
 * deleted.
 */
export async function removeDuplicateActorRows(
  ctx: MutationCtx,
  projectId: Id<"projects">,
  kind: ActivityKind,
): Promise<number> {
  const rows = await ctx.db
    .query("activity")
    .withIndex("by_project_and_kind", (q) =>
      q.eq("projectId", projectId).eq("kind", kind),
    )
    .order("desc")
    .take(ACTIVITY_LIMITS.maxPerUser);
  const kept = new Set<Id<"users">>();
  let deleted = 0;
  for (const row of rows) {
    if (row.role !== "actor") continue;
    if (!kept.has(row.userId)) {
      kept.add(row.userId);
      continue;
    }
    await ctx.db.delete("activity", row._id);
    await adjustTotal(ctx, row.userId, -1);
    deleted += 1;
  }
  return deleted;
}

/** "You created X": told to nobody else. */
export async function recordProjectCreated(
  ctx: MutationCtx,
  creatorId: Id<"users">,
  projectId: Id<"projects">,
  now: number,
): Promise<void> {
  await writeActivity(
    ctx,
    { userId: creatorId, kind: "projectCreated", role: "actor", projectId },
    now,
  );
}
