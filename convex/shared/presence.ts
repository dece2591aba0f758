/**
 * Presence: who is online and who is viewing a project right now. Isomorphic:
 * the room names and limits are the same for convex/ and src/.
 *
 * A room is "site" (online anywhere on Buildmates) or "project:<projectId>"
 * (viewing that project's page).
 */

/** The whole site: a user in this room is online. */
export const SITE_ROOM = "site";

const PROJECT_ROOM_PREFIX = "project:";

/** The room of one project's page ("viewing now"). */
export function projectRoom(projectId: string): string {
  return `${PROJECT_ROOM_PREFIX}${projectId}`;
}

/** What a room id names, or null when it names nothing we know. */
export function parseRoom(
  roomId: string,
): { kind: "site" } | { kind: "project"; projectId: string } | null {
  if (roomId === SITE_ROOM) return { kind: "site" };
  if (roomId.startsWith(PROJECT_ROOM_PREFIX)) {
    const projectId = roomId.slice(PROJECT_ROOM_PREFIX.length);
    return projectId === "" ? null : { kind: "project", projectId };
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
