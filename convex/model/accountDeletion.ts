/**
 * Deleting an account (`account.deleteAccount`). The member confirms with
 * their password and their email typed out; then:
 *
 * 1. One transaction (`startAccountDeletion`) makes the account unusable and
 *    takes it out of sight: every session and refresh token goes (a token
 *    whose session is gone is signed out, functions.ts), the password account
 *    and its codes go (sign-in, reset and verification refuse the email, and
 *    it can sign up again as a new account), the profile goes with the rows
 *    that index it (so it leaves /builders, search, matching and
 *    suggestions), the users row becomes the tombstone `{ deletedAt }` (no
 *    email, no name: `notify` tells it nothing, people summaries name it
 *    "Deleted member" with no link), and the progress row is written with the
 *    first page scheduled.
 * 2. The rest runs through the scheduler, one bounded page per transaction,
 *    each scheduling the next (`runDeletionPage`), step by step in the order
 *    of ACCOUNT_DELETION_STEPS. Each page writes its progress (step, cursor,
 *    pages done) in its own transaction: a scheduled page whose number is not
 *    the row's `pagesDone` does nothing, so a page that runs again (a replay,
 *    or `resumeAccountDeletion` beside a page still due) acts once, and a
 *    restart continues from the last committed page (scheduled functions
 *    are durable).
 *
 * Every table and component, decided:
 *
 * Accounts (tables/account.ts and Convex Auth's)
 * - users: the tombstone `{ deletedAt }`, at once. Kept so what others keep
 *   still names someone.
 * - authSessions, authRefreshTokens: deleted at once (refresh tokens beyond
 *   one transaction's share by the "sessions" step; useless already).
 * - authAccounts, authVerificationCodes: deleted at once.
 * - authRateLimits (failed codes per email): the email's row deleted at once.
 * - authVerifiers: OAuth only (unused here); nothing of the member's.
 * - emailChanges: the pending change deleted at once (its code stops working).
 * - accountDeletions: this progress row; kept, `step: "done"` at the end, as
 *   the record that the account was deleted (it holds ids only).
 *
 * Marketplace (tables/marketplace.ts)
 * - profiles, profileCategories, profileSkills: deleted at once
 *   (model/profiles.ts `deleteProfile`).
 * - portfolioItems: deleted at once with the profile, each image with its
 *   file (model/portfolio.ts `deletePortfolio`: at most 12 items).
 * - projects, projectTitles, projectSkills: the member's projects stay (their
 *   teams, reviews and messages name them); each one still running closes
 *   ("ownProjects": pending applicants told as on Close, accepted members told
 *   `projectClosed`). Closed and completed ones stay as they are.
 * - applications: the member's pending ones withdrawn ("pendingApplications",
 *   the owner told); their places on teams of running projects left as a
 *   member's Leave does (`left`, the seat given back, their tasks unassigned,
 *   the team told: "memberships"). The rest stay: the owners' history, "Deleted
 *   member".
 * - invites: pending ones received and sent cancelled (deleted:
 *   "invitesReceived", "invitesSent"); answered ones stay as history.
 * - savedSearches: deleted ("savedSearches"); `notify` already tells the
 *   tombstone nothing.
 * - ownerStats: deleted ("records").
 *
 * Search (tables/search.ts)
 * - profileSearchGrams: deleted at once with the profile.
 * - projectSearchGrams: kept with the projects.
 *
 * Social (tables/social.ts)
 * - follows: both directions deleted, the followers aggregate in step
 *   ("following", "followers").
 * - favorites: the member's and others' of the member's profile deleted
 *   ("favorites", "favoritedBy").
 * - messages, conversations: kept for the other person, "Deleted member".
 * - conversationMembers: the member's side deleted ("conversations"); the
 *   other side stays.
 * - messageCounters: the member's row deleted ("records").
 *
 * Notifications (tables/notifications.ts)
 * - notifications, notificationCounters: the member's deleted
 *   ("notifications", "records"); others' naming the member as actor stay
 *   theirs ("Deleted member ...").
 * - notificationPreferences: deleted ("notificationPreferences").
 * - activity, activityCounters: the member's deleted ("activity", "records");
 *   others' naming the member stay theirs.
 *
 * Trust (tables/trust.ts)
 * - projectTeams: kept (the frozen teams of completed projects).
 * - reviews: kept both ways, for the other person ("Deleted member"); so
 *   ratings and the reviews aggregate stay right as they are.
 * - reputations: the member's row deleted ("records").
 * - blocks: both directions deleted ("blocks", "blockedBy").
 * - reports: kept for the moderators (by and about the member), "Deleted member".
 * - operators: the member's grant deleted ("records").
 *
 * Operations (tables/operations.ts)
 * - trustedDevices: deleted with their sign-in budgets ("devices").
 * - contactMessages: kept: support's correspondence, not the account's data.
 *
 * Data exports (tables/dataExports.ts)
 * - dataExports: deleted ("dataExports"); their files go with the member's
 *   other files, next.
 *
 * Files (tables/files.ts)
 * - files and their stored files (photos, covers, exports): deleted
 *   ("files", model/files.ts `deleteFile`). Uploads never attached have no
 *   owner; the daily cleanup of unattached uploads deletes them.
 *
 * Components (convex.config.ts)
 * - rateLimiter: the member's buckets reset ("records",
 *   accountDeletionSteps/personal.ts MEMBER_RATE_LIMITS); the email's sign-in
 *   budget reset at once; limits keyed by a typed or mailed address, or by all
 *   visitors, stay (they protect that address or the site).
 * - followersAggregate: in step with the follows deleted.
 * - projectsByCreatorAggregate: in step with the projects, which stay.
 * - reviewsAggregate: in step with the reviews, which stay.
 * - siteProjectsAggregate: open seats in step with each project closed or
 *   seat given back.
 * - siteBuildersAggregate: the profile taken out at once.
 * - presence: the member leaves every room ("presence").
 * - migrations: nothing of the member's.
 */
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_STEPS,
  type AccountDeletionStep,
} from "../shared/accountDeletion";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import {
  invitesReceivedPage,
  invitesSentPage,
  membershipsPage,
  ownProjectsPage,
  pendingApplicationsPage,
  savedSearchesPage,
} from "./accountDeletionSteps/marketplace";
import type { StepPage } from "./accountDeletionSteps/page";
import {
  activityPage,
  dataExportsPage,
  filesPage,
  notificationPreferencesPage,
  notificationsPage,
  presencePage,
  recordsPage,
} from "./accountDeletionSteps/personal";
import {
  devicesPage,
  endSessions,
  removeSignIn,
  sessionsPage,
} from "./accountDeletionSteps/signIn";
import {
  blockedByPage,
  blocksPage,
  conversationsPage,
  favoritedByPage,
  favoritesPage,
  followersPage,
  followingPage,
} from "./accountDeletionSteps/social";
import { consumeRateLimit } from "./rateLimits";
import { deletePortfolio } from "./portfolio";
import { deleteProfile, getProfileByUserId } from "./profiles";
import { PASSWORD_PROVIDER_ID } from "./users";

/** Each step's page, in ACCOUNT_DELETION_STEPS order. */
const STEP_PAGES: Record<Exclude<AccountDeletionStep, "done">, StepPage> = {
  sessions: sessionsPage,
  ownProjects: ownProjectsPage,
  pendingApplications: pendingApplicationsPage,
  memberships: membershipsPage,
  invitesReceived: invitesReceivedPage,
  invitesSent: invitesSentPage,
  following: followingPage,
  followers: followersPage,
  favorites: favoritesPage,
  favoritedBy: favoritedByPage,
  savedSearches: savedSearchesPage,
  blocks: blocksPage,
  blockedBy: blockedByPage,
  conversations: conversationsPage,
  dataExports: dataExportsPage,
  files: filesPage,
  devices: devicesPage,
  presence: presencePage,
  notifications: notificationsPage,
  notificationPreferences: notificationPreferencesPage,
  activity: activityPage,
  records: recordsPage,
};

function stepAfter(step: AccountDeletionStep): AccountDeletionStep {
  return ACCOUNT_DELETION_STEPS[ACCOUNT_DELETION_STEPS.indexOf(step) + 1]!;
}

function requireSignedIn(viewerId: Id<"users"> | null): Id<"users"> {
  if (viewerId === null) {
    throw appError("UNAUTHENTICATED", ERROR_MESSAGES.signedOut);
  }
  return viewerId;
}

/** The user's password account, or null when they have none. */
async function passwordAccountOf(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"authAccounts"> | null> {
  return await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) =>
      q.eq("userId", userId).eq("provider", PASSWORD_PROVIDER_ID),
    )
    .unique();
}

/** Refuses unless `typed` is the account's email (case and spaces aside). */
async function checkTypedEmail(
  ctx: QueryCtx,
  userId: Id<"users">,
  typed: string,
): Promise<void> {
  const email = (await ctx.db.get("users", userId))?.email;
  if (
    email === undefined ||
    typed.trim().toLowerCase() !== email.trim().toLowerCase()
  ) {
    throw appError("INVALID_INPUT", ACCOUNT_DELETION_MESSAGES.wrongEmail);
  }
}

/**
 * Before the password is checked (in an action, passwordHashing.ts): the
 * viewer must be signed in and have typed their email; takes one attempt of
 * their deletion budget (committed whatever the password turns out to be);
 * returns the hash to check the password against (null without a password
 * account: the check then fails like a wrong password).
 */
export async function prepareAccountDeletion(
  ctx: MutationCtx,
  viewerId: Id<"users"> | null,
  typedEmail: string,
): Promise<{ secret: string | null }> {
  const userId = requireSignedIn(viewerId);
  await checkTypedEmail(ctx, userId, typedEmail);
  await consumeRateLimit(ctx, "accountDeletionsPerUser", userId);
  const account = await passwordAccountOf(ctx, userId);
  return { secret: account?.secret ?? null };
}

/**
 * After the right password: the first transaction (see the top of this
 * file). `secret` is the hash the password was checked against: if the
 * password changed since, nothing happens and the caller is told to try again.
 */
export async function startAccountDeletion(
  ctx: MutationCtx,
  viewerId: Id<"users"> | null,
  args: { typedEmail: string; secret: string },
  { now }: { now: number },
): Promise<Id<"accountDeletions">> {
  const userId = requireSignedIn(viewerId);
  await checkTypedEmail(ctx, userId, args.typedEmail);
  const account = await passwordAccountOf(ctx, userId);
  if (account?.secret !== args.secret) {
    throw appError(
      "INVALID_CREDENTIALS",
      ACCOUNT_DELETION_MESSAGES.wrongPassword,
    );
  }
  const profile = await getProfileByUserId(ctx, userId);
  const { tokenSessions } = await endSessions(ctx, userId);
  await removeSignIn(ctx, userId);
  if (profile !== null) {
    await deletePortfolio(ctx, profile._id);
    await deleteProfile(ctx, profile);
  }
  await ctx.db.replace("users", userId, { deletedAt: now });
  const deletionId = await ctx.db.insert("accountDeletions", {
    userId,
    profileId: profile?._id ?? null,
    startedAt: now,
    step: ACCOUNT_DELETION_STEPS[0],
    cursor: null,
    pagesDone: 0,
    tokenSessions,
  });
  await scheduleNextPage(ctx, deletionId, 0);
  return deletionId;
}

async function scheduleNextPage(
  ctx: MutationCtx,
  deletionId: Id<"accountDeletions">,
  pageNumber: number,
): Promise<void> {
  await ctx.scheduler.runAfter(0, internal.accountDeletion.runPage, {
    deletionId,
    pageNumber,
  });
}

/**
 * Page `pageNumber` of the cleanup: runs one page of the current step and
 * writes the progress in the same transaction, then schedules the next
 * page. Does nothing unless the row says this page is the next one (a page
 * that already ran, or a deletion that is done).
 */
export async function runDeletionPage(
  ctx: MutationCtx,
  deletionId: Id<"accountDeletions">,
  pageNumber: number,
): Promise<void> {
  const deletion = await ctx.db.get("accountDeletions", deletionId);
  if (
    deletion === null ||
    deletion.step === "done" ||
    deletion.pagesDone !== pageNumber
  ) {
    return;
  }
  const now = Date.now();
  const result = await STEP_PAGES[deletion.step](ctx, deletion, now);
  const step = result.done ? stepAfter(deletion.step) : deletion.step;
  await ctx.db.patch("accountDeletions", deletionId, {
    step,
    cursor: result.done ? null : result.cursor,
    pagesDone: pageNumber + 1,
    ...(result.tokenSessions === undefined
      ? {}
      : { tokenSessions: result.tokenSessions }),
    ...(step === "done" ? { finishedAt: now } : {}),
  });
  if (step !== "done") await scheduleNextPage(ctx, deletionId, pageNumber + 1);
}

/**
 * Schedules the next page of a deletion from its stored progress (for an
 * operator, after a page failed). Harmless beside a page still due: only one
 * of the two runs. Returns whether there was anything left to do.
 */
export async function resumeAccountDeletion(
  ctx: MutationCtx,
  deletionId: Id<"accountDeletions">,
): Promise<boolean> {
  const deletion = await ctx.db.get("accountDeletions", deletionId);
  if (deletion === null || deletion.step === "done") return false;
  await scheduleNextPage(ctx, deletionId, deletion.pagesDone);
  return true;
}
