/**
 * Presence: who is online and who is viewing a project right now. Isomorphic:
 * the room names and limits are the same for convex/ and src/.
 *
 * A room is "site" (online anywhere on Buildmates), "project:<projectId>"
 * (viewing that project's page) or "team:<projectId>" (in that project's team
 * room: its team only, model/presence.ts).
 */

/** The whole site: a user in this room is online. */
export const SITE_ROOM = "site";

const PROJECT_ROOM_PREFIX = "project:";

/** The room of one project's page ("viewing now"). */
export function projectRoom(projectId: string): string {
  return `${PROJECT_ROOM_PREFIX}${projectId}`;
}

const TEAM_ROOM_PREFIX = "team:";

/** The presence room of one project's team room ("in the room now"). */
export function teamRoom(projectId: string): string {
  return `${TEAM_ROOM_PREFIX}${projectId}`;
}

/** What a room id names, or null when it names nothing we know. */
export function parseRoom(
  roomId: string,
): { kind: "site" } | { kind: "project" | "team"; projectId: string } | null {
  if (roomId === SITE_ROOM) return { kind: "site" };
  for (const [prefix, kind] of [
    [PROJECT_ROOM_PREFIX, "project"],
    [TEAM_ROOM_PREFIX, "team"],
  ] as const) {
    if (roomId.startsWith(prefix)) {
      const projectId = roomId.slice(prefix.length);
      return projectId === "" ? null : { kind, projectId };
    }
  }
  return null;
}

export const PRESENCE = {
  /** How often a tab sends a heartbeat to each room it is in. */
  heartbeatIntervalMs: 10_000,
  minIntervalMs: 1_000,
  maxIntervalMs: 60_000,
  /**
   * A session ends when no heartbeat came for this many intervals (the
   * component's factor): one late or lost heartbeat does not flicker the dot.
   */
  timeoutFactor: 2.5,
  /** Session ids are client-made random UUIDs; anything longer is refused. */
  sessionIdMaxLength: 64,
  /** `presence.list` returns at most this many people (the default is less). */
  maxListed: 50,
  defaultListed: 20,
  /** `presence.isOnline` answers for at most this many users at once. */
  maxIsOnlineIds: 50,
} as const;

export const PRESENCE_MESSAGES = {
  invalidRoom: "This room does not exist.",
  invalidSession: "Invalid presence session.",
  invalidInterval: `The heartbeat interval must be between ${PRESENCE.minIntervalMs} and ${PRESENCE.maxIntervalMs} ms.`,
  sessionNotYours: "This presence session belongs to someone else.",
  tooManySessions:
    "Too many open tabs are reporting presence. Close some and try again.",
  tooManyIds: `Ask about at most ${PRESENCE.maxIsOnlineIds} people at once.`,
} as const;
