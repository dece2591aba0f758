/**
 * Presence through `@convex-dev/presence`, wrapped in the app's
 * rules: the user is always the signed-in viewer from ctx, never an argument;
 * rooms are checked (the site, an existing project, or a team room the viewer
 * is on: model/teamAccess.ts, so a removed member can neither beat nor list
 * there); heartbeats are rate limited per user; lists join public profile
 * fields only.
 *
 * The component's model: each tab keeps one session per room and beats every
 * `interval`; a session ends on `disconnect` (page hidden or left, the hook
 * unmounted) or when no beat came for 2.5 intervals, which the component's
 * own worker notices (no scheduled job per session). A user is online in a
 * room while any session of theirs is; subscribers are woken when someone
 * arrives or leaves, never by heartbeats.
 *
 * Session ids: the component wants one per (room, user); the app passes
 * `<userId>/<roomId>/<client id>`, so another user, or another room, can
 * never reuse a tab's session. `disconnect` takes the session token the
 * heartbeat returned (a random id only that tab has), which is how
 * `navigator.sendBeacon`, with no auth token, proves the session is its own.
 */
import { Presence } from "@convex-dev/presence";
import { components } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../shared/errors";
import {
  parseRoom,
  PRESENCE,
  PRESENCE_MESSAGES,
  SITE_ROOM,
} from "../shared/presence";
import { getProfileByUserId, profilePhotoUrl } from "./profiles";
import { takeRateLimit } from "./rateLimits";
import { requireTeamRoom, teamUserIds } from "./teamAccess";

export const presence = new Presence<string, Id<"users">>(components.presence);

/** One person present in a room, as anyone signed in may see them. */
export type PresentUser = {
  userId: Id<"users">;
  profileId: Id<"profiles">;
  name: string;
  avatarUrl: string | null;
  /** The viewer themselves (the client leaves them out of "Viewing now"). */
  isViewer: boolean;
};

/**
 * Checks the viewer may be in the room: the site, the page of a project that
 * exists, or the team room of a project whose team they are on (NOT_FOUND
 * for a room that does not exist, FORBIDDEN off the team). For a team room,
 * returns its team.
 */
async function assertRoomOpen(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  roomId: string,
): Promise<Set<Id<"users">> | null> {
  const room = parseRoom(roomId);
  if (room?.kind === "site") return null;
  const projectId =
    room === null ? null : ctx.db.normalizeId("projects", room.projectId);
  if (projectId === null || room === null) {
    throw appError("NOT_FOUND", PRESENCE_MESSAGES.invalidRoom);
  }
  if (room.kind === "team") {
    const { project } = await requireTeamRoom(ctx, viewerId, projectId);
    return new Set(await teamUserIds(ctx, project));
  }
  if ((await ctx.db.get("projects", projectId)) === null) {
    throw appError("NOT_FOUND", PRESENCE_MESSAGES.invalidRoom);
  }
  return null;
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

/**
 * The viewer's tab is in the room: starts the session or keeps it alive.
 * Returns the token that ends it (`disconnect`).
 */
export async function heartbeat(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  args: { roomId: string; sessionId: string; interval: number },
): Promise<{ sessionToken: string }> {
  const { roomId, sessionId, interval } = args;
  checkHeartbeatInput(sessionId, interval);
  await assertRoomOpen(ctx, viewerId, roomId);
  if (!(await takeRateLimit(ctx, "presenceHeartbeatsPerUser", viewerId))) {
    throw appError("LIMIT_REACHED", PRESENCE_MESSAGES.tooManySessions);
  }
  const { sessionToken } = await presence.heartbeat(
    ctx,
    roomId,
    viewerId,
    `${viewerId}/${roomId}/${sessionId}`,
    interval,
  );
  return { sessionToken };
}

/** Ends the session of this token, if it is still live; unknown tokens are ignored. */
export async function endSession(
  ctx: MutationCtx,
  sessionToken: string,
): Promise<null> {
  await presence.disconnect(ctx, sessionToken);
  return null;
}

/**
 * The people online in the room, longest there first, with their public
 * profile. A team room answers its team only (FORBIDDEN otherwise), and
 * lists only people still on the team (a member removed a moment ago may
 * hold a session until it times out).
 */
export async function listRoom(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  roomId: string,
  limit: number,
): Promise<PresentUser[]> {
  const team =
    parseRoom(roomId)?.kind === "team"
      ? await assertRoomOpen(ctx, viewerId, roomId)
      : null;
  const take = Math.max(1, Math.min(Math.floor(limit), PRESENCE.maxListed));
  const rows = (await presence.listRoom(ctx, roomId, true, take)).filter(
    (row) => team === null || team.has(row.userId),
  );
  const people = await Promise.all(
    rows.map(async (row): Promise<PresentUser | null> => {
      const profile = await getProfileByUserId(ctx, row.userId);
      if (profile === null) return null;
      return {
        userId: row.userId,
        profileId: profile._id,
        name: profile.name,
        avatarUrl: await profilePhotoUrl(ctx, profile),
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
    unique.map(async (userId) => {
      const rooms = await presence.listUser(ctx, userId, true);
      return rooms.some((room) => room.roomId === SITE_ROOM);
    }),
  );
  return unique.filter((_, index) => online[index]);
}
