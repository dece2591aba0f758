/**
 * Bench-only Convex module for the matching benchmarks (mounted as
 * `benchAccounts` by bench/matching-app.ts, never in convex/): marks a
 * signed-up account's email verified, as entering the mailed code does. The
 * benchmarks run no mail catcher to read the code from.
 */
import { v } from "convex/values";
import { internalMutation } from "../convex/functions";
import { getPasswordAccount, markEmailVerified } from "../convex/model/users";

export const markVerified = internalMutation({
  args: { email: v.string() },
  returns: v.null(),
  handler: async (ctx, { email }) => {
    const account = await getPasswordAccount(ctx, email);
    if (account === null) throw new Error(`benchAccounts: no account ${email}`);
    await markEmailVerified(ctx, account);
    return null;
  },
});
