/**
 * A team room's one summary row (`teamRooms`): the latest message for the
 * inbox, and the running totals that make each of the room's limits a
 * one-row read. Written in the transactions that change what it counts.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

type Totals = Pick<
  Doc<"teamRooms">,
  "taskCount" | "linkCount" | "fileCount" | "storageBytes"
>;

const EMPTY: Totals = {
  taskCount: 0,
  linkCount: 0,
  fileCount: 0,
  storageBytes: 0,
};

export async function getRoomRow(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<Doc<"teamRooms"> | null> {
  return await ctx.db
    .query("teamRooms")
    .withIndex("by_project", (q) => q.eq("projectId", projectId))
    .unique();
}

/** The room's totals (all zero before anything was written). */
export async function roomTotals(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<Totals> {
  const row = await getRoomRow(ctx, projectId);
  return row === null
    ? EMPTY
    : {
        taskCount: row.taskCount,
        linkCount: row.linkCount,
        fileCount: row.fileCount,
        storageBytes: row.storageBytes,
      };
}

/** Patches the room's row, creating it on first use; totals move by `delta`. */
export async function updateRoom(
  ctx: MutationCtx,
  projectId: Id<"projects">,
  delta: Partial<Totals>,
  latest?: Pick<
    Doc<"teamRooms">,
    "lastMessageAt" | "lastMessagePreview" | "lastSenderId"
  >,
): Promise<void> {
  const row = await getRoomRow(ctx, projectId);
  const base = row ?? EMPTY;
  const totals: Totals = {
    taskCount: Math.max(0, base.taskCount + (delta.taskCount ?? 0)),
    linkCount: Math.max(0, base.linkCount + (delta.linkCount ?? 0)),
    fileCount: Math.max(0, base.fileCount + (delta.fileCount ?? 0)),
    storageBytes: Math.max(0, base.storageBytes + (delta.storageBytes ?? 0)),
  };
  if (row === null) {
    await ctx.db.insert("teamRooms", { projectId, ...totals, ...latest });
  } else {
    await ctx.db.patch("teamRooms", row._id, { ...totals, ...latest });
  }
}
