/**
 * Presence on the heartbeat model of `@convex-dev/presence`.
 *
 * Why our own for now: the component is the way to do this on Convex, but the
 * offline local backend does not run Convex components yet (issue #16). This
 * is an equivalent with the same behaviour and the same API shape (heartbeat /
 * list / disconnect, session ids made by the client), so moving to the
 * component is a change inside convex/presence.ts and this file only:
 * `presence.heartbeat(ctx, roomId, viewerId, sessionId, interval)` and so on,
 * with the profile join below kept.
 *
 * The model, as the component's (before it moved timeouts to a batch worker):
 * - Each tab keeps one session per room and sends a heartbeat every
 *   `interval`. A heartbeat creates the session, or cancels its pending
 *   timeout, and schedules a new one `interval x 2.5` ahead (ctx.scheduler:
 *   durable, so it runs after a restart too).
 * - A session ends by `disconnect` (page hidden, closed, or the hook
 *   unmounted) or by its timeout, when the heartbeats stopped.
 * - A user is present in a room while they have a session in it: two tabs
 *   are one person. The `presence` row is written when the first session
 *   starts and deleted when the last ends, so subscribers of a room are woken
 *   only when someone arrives or leaves, never by heartbeats (which write the
 *   sessions table only), and queries need no clock.
 *
 * Differences from the component: the user is the viewer from ctx, never an
 * argument; rows of people who left are deleted rather than kept offline, so
 * both tables hold live sessions only; rooms are checked (the site, or an
 * existing project); and list joins the public profile (name, avatar).
 */
import type { Doc, Id } from "../_generated/dataModel";
import { internal } from "../_generated/api";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../shared/errors";
import { parseRoom, PRESENCE, PRESENCE_MESSAGES } from "../shared/presence";
import { getProfileByUserId } from "./profiles";

/** One person present in a room, as anyone signed in may see them. */
export type PresentUser = {
  userId: Id<"users">;
  profileId: Id<"profiles">;
  name: string;
  avatarUrl: string | null;
  /** The viewer themselves (the client leaves them out of "Viewing now"). */
  isViewer: boolean;
};

/** Whether the room exists: the site, or the page of a project that exists. */
async function roomExists(ctx: QueryCtx, roomId: string): Promise<boolean> {
  const room = parseRoom(roomId);
  if (room === null) return false;
  if (room.kind === "site") return true;
  const projectId = ctx.db.normalizeId("projects", room.projectId);
  return (
    projectId !== null && (await ctx.db.get("projects", projectId)) !== null
  );
}

function checkHeartbeatInput(sessionId: string, interval: number): void {
  if (
    sessionId.length === 0 ||
    sessionId.length > PRESENCE.sessionIdMaxLength
  ) {
    throw appError("INVALID_INPUT", PRESENCE_MESSAGES.invalidSession);
  }
  if (
    !Number.isFinite(interval) ||
    interval < PRESENCE.minIntervalMs ||
    interval > PRESENCE.maxIntervalMs
  ) {
    throw appError("INVALID_INPUT", PRESENCE_MESSAGES.invalidInterval);
  }
}

async function getSession(
  ctx: QueryCtx,
  sessionId: string,
): Promise<Doc<"presenceSessions"> | null> {
  return await ctx.db
    .query("presenceSessions")
    .withIndex("by_sessionId", (q) => q.eq("sessionId", sessionId))
    .unique();
}

async function getPresence(
  ctx: QueryCtx,
  userId: Id<"users">,
  roomId: string,
): Promise<Doc<"presence"> | null> {
  return await ctx.db
    .query("presence")
    .withIndex("by_user_and_room", (q) =>
      q.eq("userId", userId).eq("roomId", roomId),
    )
    .unique();
}

async function scheduleTimeout(
  ctx: MutationCtx,
  sessionId: string,
  interval: number,
): Promise<Id<"_scheduled_functions">> {
  return await ctx.scheduler.runAfter(
    interval * PRESENCE.timeoutFactor,
    internal.presence.timeout,
    { sessionId },
  );
}

/**
 * The viewer's tab is in the room: starts the session or keeps it alive, and
 * makes the viewer present in the room if they were not.
 */
export async function heartbeat(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  args: { roomId: string; sessionId: string; interval: number },
): Promise<null> {
  const { roomId, sessionId, interval } = args;
  checkHeartbeatInput(sessionId, interval);
  if (!(await roomExists(ctx, roomId))) {
    throw appError("NOT_FOUND", PRESENCE_MESSAGES.invalidRoom);
  }

  const session = await getSession(ctx, sessionId);
  if (session === null) {
    const live = await ctx.db
      .query("presenceSessions")
      .withIndex("by_user", (q) => q.eq("userId", viewerId))
      .take(PRESENCE.maxSessionsPerUser);
    if (live.length >= PRESENCE.maxSessionsPerUser) {
      throw appError("LIMIT_REACHED", PRESENCE_MESSAGES.tooManySessions);
    }
    await ctx.db.insert("presenceSessions", {
      sessionId,
      roomId,
      userId: viewerId,
      timeoutId: await scheduleTimeout(ctx, sessionId, interval),
    });
  } else {
    // A session id names one tab in one room of one user, as in the component.
    if (session.userId !== viewerId || session.roomId !== roomId) {
      throw appError("FORBIDDEN", PRESENCE_MESSAGES.sessionNotYours);
    }
    await ctx.scheduler.cancel(session.timeoutId);
    await ctx.db.patch("presenceSessions", session._id, {
      timeoutId: await scheduleTimeout(ctx, sessionId, interval),
    });
  }

  if ((await getPresence(ctx, viewerId, roomId)) === null) {
    await ctx.db.insert("presence", {
      roomId,
      userId: viewerId,
      since: Date.now(),
    });
  }
  return null;
}

/**
 * Ends the session, if it still exists, and takes its user out of the room
 * when it was their last session there. `fromTimeout`: called by the session's
 * own scheduled timeout, which must not cancel itself.
 */
export async function endSession(
  ctx: MutationCtx,
  sessionId: string,
  { fromTimeout }: { fromTimeout: boolean },
): Promise<null> {
  const session = await getSession(ctx, sessionId);
  if (session === null) return null;
  if (!fromTimeout) await ctx.scheduler.cancel(session.timeoutId);
  await ctx.db.delete("presenceSessions", session._id);

  const { roomId, userId } = session;
  const another = await ctx.db
    .query("presenceSessions")
    .withIndex("by_room_and_user", (q) =>
      q.eq("roomId", roomId).eq("userId", userId),
    )
    .first();
  if (another === null) {
    const row = await getPresence(ctx, userId, roomId);
    if (row !== null) await ctx.db.delete("presence", row._id);
  }
  return null;
}

/** The people in the room, longest there first, with their public profile. */
export async function listRoom(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  roomId: string,
  limit: number,
): Promise<PresentUser[]> {
  const take = Math.max(1, Math.min(Math.floor(limit), PRESENCE.maxListed));
  const rows = await ctx.db
    .query("presence")
    .withIndex("by_room_and_since", (q) => q.eq("roomId", roomId))
    .take(take);
  const people = await Promise.all(
    rows.map(async (row): Promise<PresentUser | null> => {
      const profile = await getProfileByUserId(ctx, row.userId);
      if (profile === null) return null;
      return {
        userId: row.userId,
        profileId: profile._id,
        name: profile.name,
        avatarUrl: profile.avatarUrl ?? null,
        isViewer: row.userId === viewerId,
      };
    }),
  );
  return people.filter((person) => person !== null);
}

/** Which of these users are online (present in the site room). */
export async function onlineAmong(
  ctx: QueryCtx,
  userIds: readonly Id<"users">[],
): Promise<Id<"users">[]> {
  const unique = [...new Set(userIds)];
  if (unique.length > PRESENCE.maxIsOnlineIds) {
    throw appError("INVALID_INPUT", PRESENCE_MESSAGES.tooManyIds);
  }
  const online = await Promise.all(
    unique.map(
      async (userId) => (await getPresence(ctx, userId, "site")) !== null,
    ),
  );
  return unique.filter((_, index) => online[index]);
}
