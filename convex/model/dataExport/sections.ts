/**
 * Every section of a data export and the reader of its pages. The action
 * that makes the file (dataExports.build) reads each section page by page,
 * one bounded query per page; a scoped section is read once per scope (one
 * of the member's projects, conversations or finished projects).
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { readAccount, readFiles, readProfile } from "./accountSections";
import type { SectionPage } from "./items";
import {
  readApplicationsReceived,
  readApplicationsSent,
  readCompletedProjects,
  readInvitesReceived,
  readInvitesSent,
  readProjects,
  readReviewsReceived,
  readReviewsWritten,
  readSavedSearches,
} from "./marketplaceSections";
import {
  readBlocked,
  readConversations,
  readFavorites,
  readFollowersCount,
  readFollowing,
  readMessages,
  readNotificationPreferences,
  readNotifications,
  readReportsFiled,
} from "./socialSections";

type Reader = (
  ctx: QueryCtx,
  ownerId: Id<"users">,
  scope: string | null,
  cursor: string | null,
) => Promise<SectionPage>;

const READERS = {
  account: (ctx, ownerId) => readAccount(ctx, ownerId),
  profile: (ctx, ownerId) => readProfile(ctx, ownerId),
  projects: (ctx, ownerId, _scope, cursor) =>
    readProjects(ctx, ownerId, cursor),
  applicationsSent: (ctx, ownerId, _scope, cursor) =>
    readApplicationsSent(ctx, ownerId, cursor),
  applicationsReceived: readApplicationsReceived,
  invitesSent: readInvitesSent,
  invitesReceived: (ctx, ownerId, _scope, cursor) =>
    readInvitesReceived(ctx, ownerId, cursor),
  conversations: (ctx, ownerId, _scope, cursor) =>
    readConversations(ctx, ownerId, cursor),
  messages: readMessages,
  completedProjects: (ctx, ownerId, _scope, cursor) =>
    readCompletedProjects(ctx, ownerId, cursor),
  reviewsWritten: readReviewsWritten,
  reviewsReceived: (ctx, ownerId, _scope, cursor) =>
    readReviewsReceived(ctx, ownerId, cursor),
  notifications: (ctx, ownerId, _scope, cursor) =>
    readNotifications(ctx, ownerId, cursor),
  notificationPreferences: (ctx, ownerId, _scope, cursor) =>
    readNotificationPreferences(ctx, ownerId, cursor),
  savedSearches: (ctx, ownerId, _scope, cursor) =>
    readSavedSearches(ctx, ownerId, cursor),
  following: (ctx, ownerId, _scope, cursor) =>
    readFollowing(ctx, ownerId, cursor),
  followersCount: (ctx, ownerId) => readFollowersCount(ctx, ownerId),
  favorites: (ctx, ownerId, _scope, cursor) =>
    readFavorites(ctx, ownerId, cursor),
  blocked: (ctx, ownerId, _scope, cursor) => readBlocked(ctx, ownerId, cursor),
  reportsFiled: (ctx, ownerId, _scope, cursor) =>
    readReportsFiled(ctx, ownerId, cursor),
  files: (ctx, ownerId, _scope, cursor) => readFiles(ctx, ownerId, cursor),
} satisfies Record<string, Reader>;

export type ExportSection = keyof typeof READERS;
export const EXPORT_SECTIONS = Object.keys(READERS) as [
  ExportSection,
  ...ExportSection[],
];

/** One page of one section of the member's data. */
export async function readSectionPage(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  section: ExportSection,
  scope: string | null,
  cursor: string | null,
): Promise<SectionPage> {
  const read: Reader = READERS[section];
  return await read(ctx, ownerId, scope, cursor);
}
