/** The signed-in member's own account: its sign-in, its sessions, its data, its deletion. */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { publicAction } from "./functions";
import { ACCOUNT_DELETION_MESSAGES } from "./shared/accountDeletion";
import { LIMITS } from "./shared/constants";
import { appError } from "./shared/errors";

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
