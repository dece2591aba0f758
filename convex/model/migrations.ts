/**
 * Data migrations: bring documents written under older rules up to the current
 * ones, batch by batch (convex/migrations.ts schedules the batches, sized by
 * `clampBatchSize`). Each step is idempotent: running it on a migrated
 * document writes nothing.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
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

/** The arguments of a one-table migration's call: where it is, how many per page. */
export const vPageArgs = {
  cursor: v.optional(v.union(v.string(), v.null())),
  batchSize: v.optional(v.number()),
};

/** What a migration's call did; `changed`: the documents its page migrated. */
export const vMigrationStep = v.object({
  status: literals("skipped", "scheduled", "done"),
  changed: v.number(),
});

export type MigrationStep = typeof vMigrationStep.type;

/**
 * One page of a one-table migration `name`: skipped once it is recorded done;
 * otherwise `step` migrates each document of the page `read` returns (true
 * when it wrote), then `next` schedules the following page, or the last page
 * records `name` done.
 */
export async function migratePage<T>(
  ctx: MutationCtx,
  args: { cursor?: string | null; batchSize?: number },
  migration: {
    name: string;
    read: (opts: PaginationOptions) => Promise<PaginationResult<T>>;
    step: (doc: T) => Promise<boolean>;
    next: (args: { cursor: string; batchSize: number }) => Promise<unknown>;
  },
): Promise<MigrationStep> {
  if (await isMigrationDone(ctx, migration.name)) {
    return { status: "skipped", changed: 0 };
  }
  const batchSize = clampBatchSize(args.batchSize);
  const page = await migration.read({
    numItems: batchSize,
    cursor: args.cursor ?? null,
  });
  let changed = 0;
  for (const doc of page.page) {
    if (await migration.step(doc)) changed += 1;
  }
  if (!page.isDone) {
    await migration.next({ cursor: page.continueCursor, batchSize });
    return { status: "scheduled", changed };
  }
  await markMigrationDone(ctx, migration.name);
  return { status: "done", changed };
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
 * that name a project stop reading the project itself (`migrations.projectTitles`).
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
 * The trigram search: every profile and project gets its search rows (a
 * project's over its title, description and skills by every spelling; a
 * profile's skills by every spelling too), and loses the `searchText` copy
 * Convex's full-text index used to read. Re-run under a new name whenever
 * what a search looks in changes (shared/search.ts).
 */
export const SEARCH_MIGRATION = "search-grams-v2";

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
