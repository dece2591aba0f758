/**
 * Data migrations: bring documents written under older rules up to the current
 * ones, batch by batch (convex/migrations.ts and projectTitleMigration.ts
 * schedule the batches, sized by `clampBatchSize`). Each step is idempotent:
 * running it on a migrated document writes nothing.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { normalizeSkills } from "../shared/schemas";
import { recordMessage } from "./conversations";
import { syncProfileSearch, syncProjectSearch } from "./searchIndex";
import { syncProfileSkills, syncProjectSkills } from "./skillIndex";

/** Documents per transaction: each costs a few index reads and writes. */
const DEFAULT_BATCH_SIZE = 100;
const MAX_BATCH_SIZE = 500;

/** A whole batch size between 1 and MAX_BATCH_SIZE; DEFAULT_BATCH_SIZE when not given. */
export function clampBatchSize(requested: number | undefined): number {
  return Math.max(
    1,
    Math.min(Math.floor(requested ?? DEFAULT_BATCH_SIZE), MAX_BATCH_SIZE),
  );
}

/** Conversation rows for messages sent before the inbox (issue #12). */
export const CONVERSATIONS_MIGRATION = "conversations-v1";

/**
 * Adds a message from before the inbox to its conversation rows, as read (its
 * "sent you a message" notification still tells of it). Messages go oldest
 * first, so one at or before the conversation's latest is already counted:
 * a repeated page writes nothing.
 */
export async function migrateMessage(
  ctx: MutationCtx,
  message: Doc<"messages">,
): Promise<boolean> {
  const conversation = await ctx.db
    .query("conversations")
    .withIndex("by_key", (q) => q.eq("key", message.conversationKey))
    .unique();
  if (
    conversation !== null &&
    conversation.lastMessageAt >= message._creationTime
  ) {
    return false;
  }
  await recordMessage(ctx, {
    senderId: message.senderId,
    recipientId: message.recipientId,
    body: message.body,
    at: message._creationTime,
    unread: false,
  });
  return true;
}

/** Skills in canonical names, and the skill indexes built (issue #11). */
export const SKILLS_MIGRATION = "skills-v1";

/** A response clock for every pending application written before it (issue #12). */
export const APPLICATION_CLOCKS_MIGRATION = "application-clocks-v1";

/**
 * A `projectTitles` row for every project written before the table, so lists
 * that name a project stop reading the project itself (projectTitleMigration.ts).
 */
export const PROJECT_TITLES_MIGRATION = "project-titles-v1";

export async function isMigrationDone(
  ctx: QueryCtx,
  name: string,
): Promise<boolean> {
  const row = await ctx.db
    .query("migrations")
    .withIndex("by_name", (q) => q.eq("name", name))
    .unique();
  return row?.done === true;
}

export async function markMigrationDone(
  ctx: MutationCtx,
  name: string,
): Promise<void> {
  const row = await ctx.db
    .query("migrations")
    .withIndex("by_name", (q) => q.eq("name", name))
    .unique();
  if (row === null) await ctx.db.insert("migrations", { name, done: true });
  else if (!row.done) await ctx.db.patch("migrations", row._id, { done: true });
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/**
 * A profile's skills re-normalized (catalogue names, deduped) and its
 * `profileSkills` rows rebuilt; its search rows follow the skills. Returns
 * whether the profile itself changed.
 */
export async function migrateProfileSkills(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
): Promise<boolean> {
  const skills = normalizeSkills(profile.skills);
  const changed = !sameList(skills, profile.skills);
  if (changed) {
    await ctx.db.patch("profiles", profile._id, { skills });
  }
  await syncProfileSkills(ctx, profile._id);
  await syncProfileSearch(ctx, profile._id);
  return changed;
}

/**
 * A project's skills re-normalized and its `projectSkills` rows rebuilt.
 * `updatedAt` stays: a spelling fix is not an edit by the owner.
 */
export async function migrateProjectSkills(
  ctx: MutationCtx,
  project: Doc<"projects">,
): Promise<boolean> {
  const skills = normalizeSkills(project.skills);
  const changed = !sameList(skills, project.skills);
  if (changed) await ctx.db.patch("projects", project._id, { skills });
  await syncProjectSkills(ctx, project._id);
  return changed;
}

/**
 * The trigram search (issue #14): every profile and project gets its search rows,
 * and loses the `searchText` copy Convex's full-text index used to read.
 */
export const SEARCH_MIGRATION = "search-grams-v1";

/** Builds a project's search rows and drops its old search text. */
export async function migrateProjectSearch(
  ctx: MutationCtx,
  project: Doc<"projects">,
): Promise<boolean> {
  await syncProjectSearch(ctx, project._id);
  if (project.searchText === undefined) return false;
  await ctx.db.patch("projects", project._id, { searchText: undefined });
  return true;
}

/** Builds a profile's search rows and drops its old search text. */
export async function migrateProfileSearch(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
): Promise<boolean> {
  await syncProfileSearch(ctx, profile._id);
  if (profile.searchText === undefined) return false;
  await ctx.db.patch("profiles", profile._id, { searchText: undefined });
  return true;
}
