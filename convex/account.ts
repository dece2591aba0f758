/**
 * The signed-in member's own account: password, sign-in email and sessions
 * (logic in model/passwordChange.ts, model/emailChange.ts, model/sessions.ts),
 * their data export (model/dataExport/) and the account's deletion
 * (model/accountDeletion.ts).
 * The password and email changes are actions: they check and hash passwords
 * in Node actions between short transactions (accountAuth.ts), the first of
 * which checks the caller.
 */
import { getAuthSessionId } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { zodToConvex, zodToConvexFields } from "convex-helpers/server/zod4";
import { internal } from "./_generated/api";
import { authedMutation, publicAction, publicQuery } from "./functions";
import { requestDataExport as startDataExport } from "./model/dataExport/lifecycle";
import { getDataExportView, vDataExportView } from "./model/dataExport/view";
import { ACCOUNT_DELETION_MESSAGES } from "./shared/accountDeletion";
import { LIMITS } from "./shared/constants";
import { appError } from "./shared/errors";
import {
  emailChangeSchema,
  emailCodeSchema,
  passwordChangeSchema,
} from "./shared/schemas";
import {
  confirmEmailChange as confirmChange,
  requestEmailChange as requestChange,
} from "./model/emailChange";
import { changePassword as changeOwnPassword } from "./model/passwordChange";
import {
  endOtherSessions as endOthers,
  endSession as endOne,
  getOwnSessionOrThrow,
  listSessions,
} from "./model/sessions";

/**
 * The caller's password: the current one (INVALID_CREDENTIALS when wrong;
 * each try takes one of 10 an hour, RATE_LIMITED after), the new one by
 * sign-up's rules (INVALID_INPUT). Every other session ends at once; this one
 * stays; the address is mailed "your password was changed".
 */
export const changePassword = publicAction({
  args: zodToConvexFields(passwordChangeSchema.shape),
  returns: v.null(),
  handler: async (ctx, args) => {
    await changeOwnPassword(ctx, args);
    return null;
  },
});

/**
 * Asks to move the caller's sign-in email to `newEmail`, with their password
 * (as changePassword). The new address is mailed an 8-digit code; an address
 * that has an account gets a note instead, with the same answer here.
 */
export const requestEmailChange = publicAction({
  args: zodToConvexFields(emailChangeSchema.shape),
  returns: v.null(),
  handler: async (ctx, args) => {
    await requestChange(ctx, args);
    return null;
  },
});

/**
 * The code mailed by requestEmailChange: the sign-in email changes now, and
 * the old address is told. INVALID_CODE (wrong, expired, none asked for) or
 * TOO_MANY_ATTEMPTS (10 wrong codes an hour), as email verification.
 */
export const confirmEmailChange = publicAction({
  args: { code: zodToConvex(emailCodeSchema) },
  returns: v.null(),
  handler: async (ctx, args) => {
    await confirmChange(ctx, args);
    return null;
  },
});

const vSessionRow = v.object({
  sessionId: v.id("authSessions"),
  current: v.boolean(),
  createdAt: v.number(),
  lastActiveAt: v.number(),
  expiresAt: v.number(),
});

/** The caller's sessions, this browser's first (`current`); [] signed out. */
export const sessions = publicQuery({
  args: {},
  returns: v.array(vSessionRow),
  handler: async (ctx) => {
    if (ctx.viewerId === null) return [];
    const currentId = await getAuthSessionId(ctx);
    return await listSessions(ctx, ctx.viewerId, currentId!);
  },
});

/**
 * Ends one of the caller's sessions at once (this browser's too, which signs
 * it out). NOT_FOUND for a session that is not theirs or has ended.
 */
export const endSession = authedMutation({
  args: { sessionId: v.id("authSessions") },
  returns: v.null(),
  handler: async (ctx, { sessionId }) => {
    await getOwnSessionOrThrow(ctx, ctx.viewerId, sessionId);
    await endOne(ctx, sessionId);
    return null;
  },
});

/** Ends every session of the caller but this browser's; how many it ended. */
export const endOtherSessions = authedMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    const currentId = await getAuthSessionId(ctx);
    return await endOthers(ctx, ctx.viewerId, currentId);
  },
});

/**
 * Starts making a file of everything the app holds about the viewer, or
 * returns the export being made. Signed in; rate limited (dataExportsPerUser).
 */
export const requestDataExport = authedMutation({
  args: {},
  returns: v.id("dataExports"),
  handler: async (ctx) => await startDataExport(ctx, ctx.viewerId, Date.now()),
});

/**
 * The viewer's latest export: its state and, while ready, when it expires and
 * its download; null when they never asked for one, or signed out.
 */
export const dataExport = publicQuery({
  args: {},
  returns: v.union(vDataExportView, v.null()),
  handler: async (ctx) =>
    ctx.viewerId === null ? null : await getDataExportView(ctx, ctx.viewerId),
});

/**
 * Deletes the caller's account, confirmed by their password and their email
 * typed out (any case). Signed in only (UNAUTHENTICATED otherwise); a wrong
 * email is INVALID_INPUT, a wrong password INVALID_CREDENTIALS; each attempt
 * takes one of the member's `accountDeletionsPerUser` (RATE_LIMITED when
 * spent). On success every session has ended and the account cannot be used;
 * the rest of the cleanup runs in the background (model/accountDeletion.ts).
 */
export const deleteAccount = publicAction({
  args: { password: v.string(), email: v.string() },
  returns: v.null(),
  handler: async (ctx, { password, email }) => {
    const { secret } = await ctx.runMutation(internal.accountDeletion.prepare, {
      email,
    });
    // The hash runs in a Node action, off the transaction (passwordHashing.ts).
    const matches =
      password.length <= LIMITS.passwordMaxLength &&
      (await ctx.runAction(internal.passwordHashing.verify, {
        password,
        hash: secret,
      }));
    if (!matches || secret === null) {
      throw appError(
        "INVALID_CREDENTIALS",
        ACCOUNT_DELETION_MESSAGES.wrongPassword,
      );
    }
    await ctx.runMutation(internal.accountDeletion.start, { email, secret });
    return null;
  },
});
