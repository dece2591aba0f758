/**
 * Account deletion, what was the member's own (model/accountDeletion.ts runs
 * these pages): files, presence, notifications and their preferences,
 * activity, and the one-row records and rate-limit buckets kept per member.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { RateLimitName } from "../../shared/rateLimits";
import { deleteFile } from "../files";
import { presence } from "../presence";
import { resetRateLimit } from "../rateLimits";
import { PAGE_SIZE, removeAll, type StepPage } from "./page";

/** Files deleted per page (each a storage delete besides its row). */
const FILES_PAGE = 20;
/** Presence rooms left per page (each a component call). */
const ROOMS_PAGE = 20;

/**
 * The rate limits keyed by a member's id: their buckets go with the account.
 * Every limit of shared/rateLimits.ts is in this list or in
 * OTHER_RATE_LIMITS (a test holds it so).
 */
export const MEMBER_RATE_LIMITS = [
  "contactPerMember",
  "messagesPerSender",
  "messagesPerSenderDaily",
  "invitesPerOwner",
  "savedSearchesPerUser",
  "reportsPerUser",
  "presenceHeartbeatsPerUser",
  "accountDeletionsPerUser",
  "dataExportsPerUser",
  "passwordChecksPerUser",
  "emailChangeCodesPerUser",
  "uploadsPerMember",
  "teamMessagesPerSender",
] as const satisfies readonly RateLimitName[];

/**
 * Limits keyed by something else (an address typed or mailed, all visitors
 * together): they protect that address or the site, not the account, and
 * refill on their own.
 */
export const OTHER_RATE_LIMITS = [
  "accountMailsPerEmail",
  "contactPerEmail",
  "contactAllVisitors",
] as const satisfies readonly RateLimitName[];

/**
 * The member's data exports (their files go in "files", next). An export still
 * being made finds its row gone when it finishes and deletes what it stored
 * (model/dataExport/lifecycle.ts); an expiry still due finds nothing to do.
 */
export const dataExportsPage: StepPage = async (ctx, deletion) => {
  const exports = await ctx.db
    .query("dataExports")
    .withIndex("by_owner_and_requestedAt", (q) =>
      q.eq("ownerId", deletion.userId),
    )
    .take(PAGE_SIZE);
  return await removeAll(exports, PAGE_SIZE, (row) =>
    ctx.db.delete("dataExports", row._id),
  );
};

/** The files the member owns (photos, covers, exports): each stored file with its row. */
export const filesPage: StepPage = async (ctx, deletion) => {
  const files = await ctx.db
    .query("files")
    .withIndex("by_ownerId", (q) => q.eq("ownerId", deletion.userId))
    .take(FILES_PAGE);
  return await removeAll(files, FILES_PAGE, (file) => deleteFile(ctx, file));
};

/** The member leaves every presence room (they were signed out already). */
export const presencePage: StepPage = async (ctx, deletion) => {
  const rooms = await presence.listUser(
    ctx,
    deletion.userId,
    false,
    ROOMS_PAGE,
  );
  return await removeAll(rooms, ROOMS_PAGE, (room) =>
    presence.removeRoomUser(ctx, room.roomId, deletion.userId),
  );
};

/**
 * The notifications the member received. Those others received about the
 * member's actions stay theirs, naming "Deleted member".
 */
export const notificationsPage: StepPage = async (ctx, deletion) => {
  const rows = await ctx.db
    .query("notifications")
    .withIndex("by_user_and_createdAt", (q) => q.eq("userId", deletion.userId))
    .take(PAGE_SIZE);
  return await removeAll(rows, PAGE_SIZE, (row) =>
    ctx.db.delete("notifications", row._id),
  );
};

/** The member's notification choices. */
export const notificationPreferencesPage: StepPage = async (ctx, deletion) => {
  const rows = await ctx.db
    .query("notificationPreferences")
    .withIndex("by_user_and_kind", (q) => q.eq("userId", deletion.userId))
    .take(PAGE_SIZE);
  return await removeAll(rows, PAGE_SIZE, (row) =>
    ctx.db.delete("notificationPreferences", row._id),
  );
};

/**
 * The member's dashboard activity. Others' rows naming the member stay
 * theirs ("Deleted member").
 */
export const activityPage: StepPage = async (ctx, deletion) => {
  const rows = await ctx.db
    .query("activity")
    .withIndex("by_user_and_createdAt", (q) => q.eq("userId", deletion.userId))
    .take(PAGE_SIZE);
  return await removeAll(rows, PAGE_SIZE, (row) =>
    ctx.db.delete("activity", row._id),
  );
};

type OneRowPerUserTable =
  | "ownerStats"
  | "reputations"
  | "operators"
  | "messageCounters"
  | "notificationCounters"
  | "activityCounters";

async function deleteRowOf(
  ctx: MutationCtx,
  table: OneRowPerUserTable,
  userId: Id<"users">,
): Promise<void> {
  const row =
    table === "ownerStats"
      ? await ctx.db
          .query("ownerStats")
          .withIndex("by_owner", (q) => q.eq("ownerId", userId))
          .unique()
      : await ctx.db
          .query(table)
          .withIndex("by_user", (q) => q.eq("userId", userId))
          .unique();
  if (row !== null) await ctx.db.delete(table, row._id);
}

/**
 * One page for the rest, each at most one row per member: their response
 * record, reputation, moderator grant, the counters of their inbox, bell and
 * activity (after the rows they count), and their rate-limit buckets.
 */
export const recordsPage: StepPage = async (ctx, deletion) => {
  for (const table of [
    "ownerStats",
    "reputations",
    "operators",
    "messageCounters",
    "notificationCounters",
    "activityCounters",
  ] as const) {
    await deleteRowOf(ctx, table, deletion.userId);
  }
  for (const name of MEMBER_RATE_LIMITS) {
    await resetRateLimit(ctx, name, deletion.userId);
  }
  return { done: true, cursor: null };
};
