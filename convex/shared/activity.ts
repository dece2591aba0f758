/**
 * The dashboard's activity: what happened around a user, written in the
 * event's transaction (model/activity.ts) for the person told and for the
 * person who acted. Isomorphic: the kinds, roles and limits.
 */
import { NOTIFICATION_KINDS } from "./constants";

/** Every notification kind, plus the events nobody else is told about. */
export const ACTIVITY_KINDS = [
  ...NOTIFICATION_KINDS,
  "projectCreated",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Whose side of the event the row tells: the person who acted, or the one told. */
export const ACTIVITY_ROLES = ["actor", "recipient"] as const;
export type ActivityRole = (typeof ACTIVITY_ROLES)[number];

export const ACTIVITY_LIMITS = {
  /** Rows kept per user; writing one more deletes the oldest in the same transaction. */
  maxPerUser: 100,
} as const;
