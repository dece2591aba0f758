/**
 * Unread team room messages, per room and in total, kept in the transactions
 * that change them (as model/conversations.ts keeps the direct messages'),
 * into `messageCounters.teamUnread` (model/messageCounters.ts):
 *
 * - A send adds one to each other member's `teamReadStates` row and to their
 *   `messageCounters.teamUnread`; the sender's row is read up to it.
 * - Reading a room sets its row to 0 and subtracts what it held from the total.
 * - Deleting a message takes one from each member it was still unread for.
 * - Leaving or being removed drops the row and its count.
 *
 * The header's messages count (`messages.unreadCount`) adds `teamUnread` to
 * the direct messages' count: still one document. The inbox lists a member's
 * rooms from their rows by `lastMessageAt`.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { TEAM_LIMITS } from "../shared/constants";
import { adjustUnread } from "./messageCounters";
import { getRoomRow } from "./teamRooms";
import { teamRoleOf } from "./teamAccess";

export async function getReadState(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
): Promise<Doc<"teamReadStates"> | null> {
  return await ctx.db
    .query("teamReadStates")
    .withIndex("by_project_and_user", (q) =>
      q.eq("projectId", projectId).eq("userId", userId),
    )
    .unique();
}

/** A new message in the room: every member but the sender has one more unread. */
export async function countTeamMessage(
  ctx: MutationCtx,
  projectId: Id<"projects">,
  senderId: Id<"users">,
  memberIds: readonly Id<"users">[],
  at: number,
): Promise<void> {
  for (const userId of memberIds) {
    const mine = userId === senderId;
    const state = await getReadState(ctx, projectId, userId);
    if (state === null) {
      await ctx.db.insert("teamReadStates", {
        projectId,
        userId,
        unread: mine ? 0 : 1,
        lastReadAt: mine ? at : 0,
        lastMessageAt: at,
      });
    } else {
      await ctx.db.patch("teamReadStates", state._id, {
        unread: mine ? 0 : state.unread + 1,
        lastMessageAt: Math.max(state.lastMessageAt, at),
        ...(mine ? { lastReadAt: Math.max(state.lastReadAt, at) } : {}),
      });
    }
    const delta = mine ? -(state?.unread ?? 0) : 1;
    await adjustUnread(ctx, userId, "teamUnread", delta);
  }
}

/**
 * A message is being deleted: each other member it was still unread for has
 * one unread fewer. A member's `unread` counts the room's newest messages,
 * those since they last read or sent, so the message was unread for them
 * exactly when fewer than `unread` messages are newer than it (a member who
 * joined after it never counted it). Only messages inside the edit window
 * can be deleted, so the newer ones read here are bounded by the senders'
 * rate limits over that window.
 */
export async function uncountTeamMessage(
  ctx: MutationCtx,
  message: Doc<"teamMessages">,
  memberIds: readonly Id<"users">[],
): Promise<void> {
  const states = (
    await Promise.all(
      memberIds
        .filter((userId) => userId !== message.authorId)
        .map((userId) => getReadState(ctx, message.projectId, userId)),
    )
  ).filter((state) => state !== null && state.unread > 0);
  if (states.length === 0) return;
  const mostUnread = Math.max(...states.map((state) => state!.unread));
  const newer = await ctx.db
    .query("teamMessages")
    .withIndex("by_project", (q) =>
      q
        .eq("projectId", message.projectId)
        .gt("_creationTime", message._creationTime),
    )
    .take(mostUnread);
  for (const state of states) {
    if (newer.length >= state!.unread) continue;
    await ctx.db.patch("teamReadStates", state!._id, {
      unread: state!.unread - 1,
    });
    await adjustUnread(ctx, state!.userId, "teamUnread", -1);
  }
}

/** The viewer has read the room up to `now`. */
export async function markRoomRead(
  ctx: MutationCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
  now: number,
): Promise<void> {
  const state = await getReadState(ctx, projectId, userId);
  if (state === null || (state.unread === 0 && state.lastReadAt >= now)) {
    return;
  }
  await ctx.db.patch("teamReadStates", state._id, {
    unread: 0,
    lastReadAt: Math.max(state.lastReadAt, now),
  });
  await adjustUnread(ctx, userId, "teamUnread", -state.unread);
}

/** A member left the team: their row and its unread go. */
export async function dropReadState(
  ctx: MutationCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
): Promise<void> {
  const state = await getReadState(ctx, projectId, userId);
  if (state === null) return;
  await ctx.db.delete("teamReadStates", state._id);
  await adjustUnread(ctx, userId, "teamUnread", -state.unread);
}

/** The viewer's unread in one room. */
export async function roomUnread(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
): Promise<number> {
  return (await getReadState(ctx, projectId, userId))?.unread ?? 0;
}

export type TeamRoomSummary = {
  projectId: Id<"projects">;
  title: string;
  unread: number;
  lastMessageAt: number;
  lastMessagePreview: string;
  lastFromViewer: boolean;
};

/**
 * The viewer's team rooms that have messages, latest first, with their
 * unread (bounded by TEAM_LIMITS.maxRoomsListed). A room the viewer is no
 * longer on is left out.
 */
export async function roomsOf(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<TeamRoomSummary[]> {
  const states = await ctx.db
    .query("teamReadStates")
    .withIndex("by_user_and_lastMessageAt", (q) => q.eq("userId", userId))
    .order("desc")
    .take(TEAM_LIMITS.maxRoomsListed);
  const rows = await Promise.all(
    states.map(async (state): Promise<TeamRoomSummary | null> => {
      const project = await ctx.db.get("projects", state.projectId);
      if (project === null) return null;
      if ((await teamRoleOf(ctx, project, userId)) === null) return null;
      const room = await getRoomRow(ctx, state.projectId);
      return {
        projectId: state.projectId,
        title: project.title,
        unread: state.unread,
        lastMessageAt: state.lastMessageAt,
        lastMessagePreview: room?.lastMessagePreview ?? "",
        lastFromViewer: room?.lastSenderId === userId,
      };
    }),
  );
  return rows.filter((row) => row !== null);
}
