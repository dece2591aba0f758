/**
 * The short transactions of a signed-in member's password and email changes
 * (the `account.*` actions run them, with the caller's identity, around the
 * slow hashing of passwordHashing.ts; model/passwordChange.ts,
 * model/emailChange.ts), and the batches that finish ending sessions
 * (model/sessions.ts). Internal only.
 */
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internalMutation, requireViewerSession } from "./functions";
import {
  applyEmailChange,
  EMAIL_CHANGE_OUTCOMES,
  storeEmailChange,
} from "./model/emailChange";
import {
  beginPasswordCheck as beginCheck,
  storeNewPassword,
} from "./model/passwordChange";
import {
  deleteRefreshTokens as deleteTokens,
  endOtherSessions as endOthers,
} from "./model/sessions";

/** Takes one password check of the caller and returns what to check against. */
export const beginPasswordCheck = internalMutation({
  args: {},
  returns: v.object({
    userId: v.id("users"),
    sessionId: v.id("authSessions"),
    accountId: v.id("authAccounts"),
    email: v.string(),
    secret: v.string(),
  }),
  handler: async (ctx) =>
    await beginCheck(ctx, await requireViewerSession(ctx)),
});

/** Stores the caller's new password hash and ends their other sessions. */
export const finishPasswordChange = internalMutation({
  args: {
    accountId: v.id("authAccounts"),
    checkedSecret: v.string(),
    secret: v.string(),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    await storeNewPassword(ctx, await requireViewerSession(ctx), args);
    return null;
  },
});

/** Stores the caller's email change and mails its code (or the note). */
export const startEmailChange = internalMutation({
  args: { newEmail: v.string(), code: v.string(), codeHash: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    const { userId } = await requireViewerSession(ctx);
    await storeEmailChange(ctx, userId, args);
    return null;
  },
});

/** Checks the caller's code and, when right, changes their email. */
export const finishEmailChange = internalMutation({
  args: { codeHash: v.string() },
  returns: literals(...EMAIL_CHANGE_OUTCOMES),
  handler: async (ctx, { codeHash }) => {
    const { userId } = await requireViewerSession(ctx);
    return await applyEmailChange(ctx, userId, codeHash);
  },
});

/** The next batch of ending every session of a user but `keep`. */
export const endOtherSessions = internalMutation({
  args: {
    userId: v.id("users"),
    keep: v.union(v.id("authSessions"), v.null()),
  },
  returns: v.null(),
  handler: async (ctx, { userId, keep }) => {
    await endOthers(ctx, userId, keep);
    return null;
  },
});

/** The next batch of an ended session's refresh tokens. */
export const deleteRefreshTokens = internalMutation({
  args: { sessionId: v.id("authSessions") },
  returns: v.null(),
  handler: async (ctx, { sessionId }) => {
    await deleteTokens(ctx, sessionId);
    return null;
  },
});
