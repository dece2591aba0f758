/**
 * The transactions of account deletion (model/accountDeletion.ts):
 * `account.deleteAccount` runs `prepare` and `start`, the scheduler runs
 * `runPage`. Internal only.
 */
import { v } from "convex/values";
import { internalMutation, viewerIdOf } from "./functions";
import {
  prepareAccountDeletion,
  resumeAccountDeletion,
  runDeletionPage,
  startAccountDeletion,
} from "./model/accountDeletion";

/**
 * The caller must be signed in and type their email; takes one attempt of
 * their budget; returns the hash to check their password against.
 */
export const prepare = internalMutation({
  args: { email: v.string() },
  returns: v.object({ secret: v.union(v.string(), v.null()) }),
  handler: async (ctx, { email }) =>
    await prepareAccountDeletion(ctx, await viewerIdOf(ctx), email),
});

/** After the right password: the first transaction, which schedules the rest. */
export const start = internalMutation({
  args: { email: v.string(), secret: v.string() },
  returns: v.id("accountDeletions"),
  handler: async (ctx, { email, secret }) =>
    await startAccountDeletion(
      ctx,
      await viewerIdOf(ctx),
      { typedEmail: email, secret },
      { now: Date.now() },
    ),
});

/** One page of the cleanup; a page that is not the next one does nothing. */
export const runPage = internalMutation({
  args: { deletionId: v.id("accountDeletions"), pageNumber: v.number() },
  returns: v.null(),
  handler: async (ctx, { deletionId, pageNumber }) => {
    await runDeletionPage(ctx, deletionId, pageNumber);
    return null;
  },
});

/**
 * Schedules a deletion's next page from its stored progress (`npx convex run
 * accountDeletion:resume '{"deletionId":"..."}'`, after a page failed).
 * Returns whether anything was left to do.
 */
export const resume = internalMutation({
  args: { deletionId: v.id("accountDeletions") },
  returns: v.boolean(),
  handler: async (ctx, { deletionId }) =>
    await resumeAccountDeletion(ctx, deletionId),
});
