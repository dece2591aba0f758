/**
 * Bench-only Convex module for bench:load, mounted beside the app's modules as
 * `loadBench` (bench/load-backend.ts runs the backend on a temporary folder of
 * symlinks), so it is never in convex/ and never deployed. Its functions are
 * public because the benchmark drives a backend in another process, which has no
 * admin key; each refuses a caller without the run's random key (deployment env
 * BENCH_LOAD_KEY, set by the benchmark).
 *
 * Why not sign everyone up and in: every sign-up and every password sign-in
 * costs a scrypt hash, which the app rations to about two or three a second on
 * this machine (convex/passwordHashing.ts), so 1,000 users would take most of
 * ten minutes before the benchmark started. Instead the password is hashed once,
 * by the app's own hashing action, and every account is made as sign-up makes
 * it (user, profile, password account, in the app's model functions) with that
 * hash, verified as the seed verifies demo accounts. Sessions are then made
 * exactly as @convex-dev/auth makes one after a provider accepts a password:
 * `auth:store` with `{ type: "signIn", userId, generateTokens: true }`, which
 * creates the session and its refresh token and signs the access token. So the
 * tokens are real, refreshed through Convex Auth's own refresh flow, and the
 * same accounts can sign in with the password for real (the sign-in storm).
 */
import { v } from "convex/values";
import { internal } from "../convex/_generated/api";
import { action, mutation, query } from "../convex/_generated/server";
import { updateProfile } from "../convex/model/profiles";
import {
  createPasswordAccountIfAbsent,
  getPasswordAccount,
  markEmailVerified,
} from "../convex/model/users";
import { vBuilderAccount } from "./builder-account";

const vKey = v.string();

function checkKey(key: string): void {
  if (key !== process.env.BENCH_LOAD_KEY) throw new Error("loadBench: no");
}

/** The app's own hash of the benchmark's password (one scrypt). */
export const hashPassword = action({
  args: { key: vKey, password: v.string() },
  returns: v.string(),
  handler: async (ctx, { key, password }): Promise<string> => {
    checkKey(key);
    return await ctx.runAction(internal.passwordHashing.hash, { password });
  },
});

/** Verified password accounts with profiles and skills, all with `secret`. */
export const createAccounts = mutation({
  args: {
    key: vKey,
    secret: v.string(),
    accounts: v.array(vBuilderAccount),
  },
  returns: v.array(v.id("users")),
  handler: async (ctx, { key, secret, accounts }) => {
    checkKey(key);
    const userIds = [];
    for (const { skills, ...profile } of accounts) {
      const { userId } = await createPasswordAccountIfAbsent(
        ctx,
        { ...profile, bio: "" },
        secret,
      );
      const account = await getPasswordAccount(ctx, profile.email);
      if (account !== null) await markEmailVerified(ctx, account);
      await updateProfile(ctx, userId, { skills });
      userIds.push(userId);
    }
    return userIds;
  },
});

const vTokens = v.object({ token: v.string(), refreshToken: v.string() });
type Tokens = typeof vTokens.type;

/** The tokens in `auth:store`'s sign-in answer (its declared type omits them). */
function tokensOf(result: unknown): Tokens | null {
  if (typeof result !== "object" || result === null) return null;
  if (!("tokens" in result)) return null;
  const tokens = result.tokens;
  if (typeof tokens !== "object" || tokens === null) return null;
  if (!("token" in tokens) || !("refreshToken" in tokens)) return null;
  const { token, refreshToken } = tokens;
  if (typeof token !== "string" || typeof refreshToken !== "string") {
    return null;
  }
  return { token, refreshToken };
}

/** A new session and its tokens per user, as Convex Auth's sign-in makes them. */
export const signIn = action({
  args: { key: vKey, userIds: v.array(v.id("users")) },
  returns: v.array(vTokens),
  handler: async (ctx, { key, userIds }): Promise<Tokens[]> => {
    checkKey(key);
    const tokens = [];
    for (const userId of userIds) {
      const made = tokensOf(
        await ctx.runMutation(internal.auth.store, {
          args: { type: "signIn", userId, generateTokens: true },
        }),
      );
      if (made === null) throw new Error(`loadBench: no tokens for ${userId}`);
      tokens.push(made);
    }
    return tokens;
  },
});

/** Scheduled jobs due by `before` (ms) that have not finished, among the newest 500. */
export const unfinishedJobs = query({
  args: { key: vKey, before: v.number() },
  returns: v.number(),
  handler: async (ctx, { key, before }) => {
    checkKey(key);
    const jobs = await ctx.db.system
      .query("_scheduled_functions")
      .order("desc")
      .take(500);
    return jobs.filter(
      (job) =>
        job.scheduledTime <= before &&
        (job.state.kind === "pending" || job.state.kind === "inProgress"),
    ).length;
  },
});
