/**
 * A data export's sections between people: conversations and their
 * messages, follows, favourites, blocks, reports, and what the member was
 * told (notifications and where they go).
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { getFollowersCount } from "../aggregates";
import { conversationKey } from "../conversations";
import { getPersonSummary } from "../profiles";
import {
  EMPTY_PAGE,
  iso,
  mapPage,
  onePage,
  pageFrom,
  personItem,
  projectItem,
  type SectionPage,
} from "./items";

/** One item per conversation: whom with; its messages are read per conversation. */
export async function readConversations(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("conversationMembers")
    .withIndex("by_user_and_lastMessageAt", (q) => q.eq("userId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (member) => ({
    with: await personItem(ctx, member.otherUserId),
    lastMessageAt: iso(member.lastMessageAt),
  }));
}

/** Scope: the other person's user id; only the member's own conversation with them. */
export async function readMessages(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  scope: string | null,
  cursor: string | null,
): Promise<SectionPage> {
  const otherId = scope === null ? null : ctx.db.normalizeId("users", scope);
  if (otherId === null) return EMPTY_PAGE;
  const key = conversationKey(ownerId, otherId);
  const page = await ctx.db
    .query("messages")
    .withIndex("by_conversation", (q) => q.eq("conversationKey", key))
    .paginate(pageFrom(cursor));
  return await mapPage(page, (message) => ({
    from: message.senderId === ownerId ? "you" : "them",
    body: message.body,
    sentAt: iso(message._creationTime),
  }));
}

export async function readFollowing(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("follows")
    .withIndex("by_follower_and_followee", (q) => q.eq("followerId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, (follow) => personItem(ctx, follow.followeeId));
}

/**
 * How many follow the member: the app shows them the number, never who, so
 * the export does not name their followers either.
 */
export async function readFollowersCount(
  ctx: QueryCtx,
  ownerId: Id<"users">,
): Promise<SectionPage> {
  return onePage({ count: await getFollowersCount(ctx, ownerId) });
}

export async function readFavorites(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("favorites")
    .withIndex("by_user_and_profile", (q) => q.eq("userId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (favorite) => {
    const profile = await ctx.db.get("profiles", favorite.profileId);
    if (profile === null) return { userId: null, name: null, username: null };
    const person = await getPersonSummary(ctx, profile.userId);
    return {
      userId: profile.userId,
      name: person.name,
      username: person.username,
    };
  });
}

export async function readBlocked(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("blocks")
    .withIndex("by_blocker_and_createdAt", (q) => q.eq("blockerId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (block) => ({
    person: await personItem(ctx, block.blockedId),
    blockedAt: iso(block.createdAt),
  }));
}

/** The member's own reports: what they reported, why, and where it stands. */
export async function readReportsFiled(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("reports")
    .withIndex("by_reporter_and_target", (q) => q.eq("reporterId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, (report) => ({
    targetKind: report.targetKind,
    targetId: report.targetId,
    reason: report.reason,
    note: report.note,
    status: report.status,
    reportedAt: iso(report.createdAt),
    resolvedAt: iso(report.resolvedAt),
  }));
}

export async function readNotifications(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("notifications")
    .withIndex("by_user_and_createdAt", (q) => q.eq("userId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, async (notification) => ({
    kind: notification.kind,
    read: notification.read,
    createdAt: iso(notification.createdAt),
    from:
      notification.actorId === undefined
        ? null
        : await personItem(ctx, notification.actorId),
    project: await projectItem(ctx, notification.projectId),
    closedBecause: notification.closedBecause ?? null,
  }));
}

/** The member's choices of where each kind of notification goes (kinds left at the default have none). */
export async function readNotificationPreferences(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("notificationPreferences")
    .withIndex("by_user_and_kind", (q) => q.eq("userId", ownerId))
    .paginate(pageFrom(cursor));
  return await mapPage(page, (preference) => ({
    kind: preference.kind,
    inApp: preference.inApp,
    email: preference.email,
  }));
}
