/**
 * The short transactions of password sign-in and sign-up
 * (model/passwordProvider.ts runs them from the `auth:signIn` action; the
 * slow hashing happens between them, in passwordHashing.ts). Internal only.
 */
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import { internalMutation } from "./functions";
import {
  getEmailLimit,
  getTrustedDevice,
  giveBackAttempt,
  msUntilFull,
  SIGN_IN_LIMITS,
  takeAttempt,
  trustDevice,
} from "./model/signInLimits";
import {
  createPasswordAccountIfAbsent,
  getPasswordAccount,
} from "./model/users";
import { parseInput } from "./model/validation";
import { vSignUpProfile } from "./model/validators";
import { signUpProfileSchema } from "./shared/schemas";

const vBudget = literals("device", "email");
const vDeviceHash = v.union(v.string(), v.null());

/**
 * Takes one attempt from the budget this sign-in draws from (before the
 * password is checked) and returns what to check it against: the account's
 * user and hash, both null for an unknown email. Null when no attempt is left.
 */
export const beginSignIn = internalMutation({
  args: { email: v.string(), deviceHash: vDeviceHash },
  returns: v.union(
    v.null(),
    v.object({
      userId: v.union(v.id("users"), v.null()),
      secret: v.union(v.string(), v.null()),
      budget: vBudget,
    }),
  ),
  handler: async (ctx, { email, deviceHash }) => {
    const now = Date.now();
    const account = await getPasswordAccount(ctx, email);
    const found = {
      userId: account?.userId ?? null,
      secret: account?.secret ?? null,
    };
    const device =
      account === null
        ? null
        : await getTrustedDevice(ctx, account.userId, deviceHash, now);
    if (device !== null) {
      const next = takeAttempt(
        device,
        SIGN_IN_LIMITS.trustedDeviceAttemptsPerHour,
        now,
      );
      if (next === null) return null;
      await ctx.db.patch("trustedDevices", device._id, next);
      return { ...found, budget: "device" as const };
    }
    const capacity = SIGN_IN_LIMITS.untrustedAttemptsPerHour;
    const limit = await getEmailLimit(ctx, email);
    const next = takeAttempt(limit, capacity, now);
    if (next === null) return null;
    if (limit !== null) {
      await ctx.db.patch("signInLimits", limit._id, next);
    } else {
      const limitId = await ctx.db.insert("signInLimits", { email, ...next });
      // Rows for guessed emails would pile up: each one goes once it is full again.
      await ctx.scheduler.runAfter(
        msUntilFull(next, capacity, now),
        internal.passwordAuth.expireEmailLimit,
        { limitId },
      );
    }
    return { ...found, budget: "email" as const };
  },
});

/**
 * After a right password: gives back the attempt taken from the email's
 * budget (not the whole budget: other failures there may be an attacker's),
 * and trusts the browser for the user with a full budget of its own.
 */
export const finishSignIn = internalMutation({
  args: {
    email: v.string(),
    userId: v.id("users"),
    deviceHash: vDeviceHash,
    budget: vBudget,
  },
  returns: v.null(),
  handler: async (ctx, { email, userId, deviceHash, budget }) => {
    const now = Date.now();
    if (budget === "email") {
      const limit = await getEmailLimit(ctx, email);
      if (limit !== null) {
        await ctx.db.patch(
          "signInLimits",
          limit._id,
          giveBackAttempt(limit, SIGN_IN_LIMITS.untrustedAttemptsPerHour, now),
        );
      }
    }
    if (deviceHash !== null) await trustDevice(ctx, userId, deviceHash, now);
    return null;
  },
});

/** Deletes an email's budget once it is full again (or looks again when it will be). */
export const expireEmailLimit = internalMutation({
  args: { limitId: v.id("signInLimits") },
  returns: v.null(),
  handler: async (ctx, { limitId }) => {
    const limit = await ctx.db.get("signInLimits", limitId);
    if (limit === null) return null;
    const wait = msUntilFull(
      limit,
      SIGN_IN_LIMITS.untrustedAttemptsPerHour,
      Date.now(),
    );
    if (wait === 0) {
      await ctx.db.delete("signInLimits", limitId);
    } else {
      await ctx.scheduler.runAfter(
        wait,
        internal.passwordAuth.expireEmailLimit,
        { limitId },
      );
    }
    return null;
  },
});

/**
 * Sign-up's one transaction: creates the user, profile and password account
 * unless the email has an account, in which case it writes nothing. Returns
 * nothing either way, so its caller cannot tell the two apart by accident.
 */
export const createAccount = internalMutation({
  args: { profile: vSignUpProfile, secret: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    const profile = parseInput(signUpProfileSchema, args.profile);
    await createPasswordAccountIfAbsent(ctx, profile, args.secret);
    return null;
  },
});
