/**
 * The notifications page and panel: one index range per filter, newest first,
 * each row joined (in the query's transaction) with what the client needs to
 * write its text and link: the actor and the project's title (its
 * `projectTitles` row, which a seat taken does not touch).
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import type { NotificationKind } from "../shared/constants";
import {
  NOTIFICATION_FILTERS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_LIMITS,
  type NotificationFilter,
  type NotificationGroup,
} from "../shared/notifications";
import { CLOSURE_CAUSES, type ClosureCause } from "../shared/recruiting";
import { getApplicantSummary } from "./profiles";
import {
  getProjectTitle,
  type ProjectTitle,
  vProjectTitle,
} from "./projectTitles";
import { vNotificationKind } from "./validators";

export const vNotificationGroup = literals(...NOTIFICATION_GROUPS);
export const vNotificationFilter = literals(...NOTIFICATION_FILTERS);

export type NotificationActor = {
  id: Id<"users">;
  name: string;
  avatarUrl: string | null;
  /** For the link to the actor's builder page (and the Message dialog there). */
  profileId: Id<"profiles"> | null;
};

export type NotificationItem = {
  _id: Id<"notifications">;
  kind: NotificationKind;
  group: NotificationGroup;
  read: boolean;
  createdAt: number;
  actor: NotificationActor | null;
  project: ProjectTitle | null;
  applicationId: Id<"applications"> | null;
  inviteId: Id<"invites"> | null;
  savedSearchId: Id<"savedSearches"> | null;
  closedBecause: ClosureCause | null;
};

export const vNotificationItem = v.object({
  _id: v.id("notifications"),
  kind: vNotificationKind,
  group: vNotificationGroup,
  read: v.boolean(),
  createdAt: v.number(),
  actor: v.union(
    v.object({
      id: v.id("users"),
      name: v.string(),
      avatarUrl: v.union(v.string(), v.null()),
      profileId: v.union(v.id("profiles"), v.null()),
    }),
    v.null(),
  ),
  project: v.union(vProjectTitle, v.null()),
  applicationId: v.union(v.id("applications"), v.null()),
  inviteId: v.union(v.id("invites"), v.null()),
  savedSearchId: v.union(v.id("savedSearches"), v.null()),
  closedBecause: v.union(literals(...CLOSURE_CAUSES), v.null()),
});

export async function getActor(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<NotificationActor> {
  // As cards show a person ("Anonymous" or "Deleted member" without a profile).
  const person = await getApplicantSummary(ctx, userId);
  return {
    id: userId,
    name: person.name,
    avatarUrl: person.avatarUrl,
    profileId: person.profileId,
  };
}

async function toItem(
  ctx: QueryCtx,
  row: Doc<"notifications">,
): Promise<NotificationItem> {
  const [actor, project] = await Promise.all([
    row.actorId === undefined ? null : getActor(ctx, row.actorId),
    row.projectId === undefined ? null : getProjectTitle(ctx, row.projectId),
  ]);
  return {
    _id: row._id,
    kind: row.kind,
    group: row.group,
    read: row.read,
    createdAt: row.createdAt,
    actor,
    project,
    applicationId: row.applicationId ?? null,
    inviteId: row.inviteId ?? null,
    savedSearchId: row.savedSearchId ?? null,
    closedBecause: row.closedBecause ?? null,
  };
}

/** The user's notifications matching `filter`, newest first, one page. */
export async function listNotifications(
  ctx: QueryCtx,
  userId: Id<"users">,
  filter: NotificationFilter,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<NotificationItem>> {
  const opts = {
    ...paginationOpts,
    numItems: Math.max(
      1,
      Math.min(paginationOpts.numItems, NOTIFICATION_LIMITS.maxPageSize),
    ),
  };
  const query = ctx.db.query("notifications");
  const ordered =
    filter === "all"
      ? query.withIndex("by_user_and_createdAt", (q) => q.eq("userId", userId))
      : filter === "unread"
        ? query.withIndex("by_user_and_read_and_createdAt", (q) =>
            q.eq("userId", userId).eq("read", false),
          )
        : query.withIndex("by_user_and_group_and_createdAt", (q) =>
            q.eq("userId", userId).eq("group", filter),
          );
  const page = await ordered.order("desc").paginate(opts);
  return {
    ...page,
    page: await Promise.all(page.page.map((row) => toItem(ctx, row))),
  };
}
