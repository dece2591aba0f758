/**
 * The short transactions of password sign-in and sign-up
 * (model/passwordProvider.ts runs them from the `auth:signIn` action; the
 * slow hashing happens between them, in passwordHashing.ts). Internal only.
 */
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import { internalMutation, internalQuery } from "./functions";
import {
  alreadyRegisteredMail,
  CODE_ATTEMPTS_PER_HOUR,
  scheduleMail,
  VERIFY_PROVIDER_ID,
} from "./model/authEmails";
import {
  emailBudget,
  getTrustedDevice,
  giveBackEmailAttempt,
  resetEmailBudget,
  takeDeviceAttempt,
  takeEmailAttempt,
  trustDevice,
} from "./model/signInLimits";
import {
  createPasswordAccountIfAbsent,
  getPasswordAccount,
  isEmailVerified,
  markEmailVerified,
} from "./model/users";
import { consumeRateLimit, takeRateLimit } from "./model/rateLimits";
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
      accountId: v.union(v.id("authAccounts"), v.null()),
      secret: v.union(v.string(), v.null()),
      /** Whether the account's email is verified (false for an unknown email). */
      verified: v.boolean(),
      budget: vBudget,
    }),
  ),
  handler: async (ctx, { email, deviceHash }) => {
    const now = Date.now();
    const account = await getPasswordAccount(ctx, email);
    const found = {
      userId: account?.userId ?? null,
      accountId: account?._id ?? null,
      secret: account?.secret ?? null,
      verified: account !== null && isEmailVerified(account),
    };
    const device =
      account === null
        ? null
        : await getTrustedDevice(ctx, account.userId, deviceHash, now);
    if (device !== null) {
      if (!(await takeDeviceAttempt(ctx, device._id))) return null;
      return { ...found, budget: "device" as const };
    }
    const { ok, fullAgainInMs } = await takeEmailAttempt(ctx, email, now);
    if (!ok) return null;
    if (fullAgainInMs !== null) {
      // Budgets of guessed emails would pile up: each goes once it is full again.
      await ctx.scheduler.runAfter(
        fullAgainInMs,
        internal.passwordAuth.expireEmailBudget,
        { email },
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
    if (budget === "email") await giveBackEmailAttempt(ctx, email, now);
    if (deviceHash !== null) await trustDevice(ctx, userId, deviceHash, now);
    return null;
  },
});

/** Deletes an email's budget once it is full again (or looks again when it will be). */
export const expireEmailBudget = internalMutation({
  args: { email: v.string() },
  returns: v.null(),
  handler: async (ctx, { email }) => {
    const { msUntilFull } = await emailBudget(ctx, email, Date.now());
    if (msUntilFull === 0) {
      await resetEmailBudget(ctx, email);
    } else {
      await ctx.scheduler.runAfter(
        msUntilFull,
        internal.passwordAuth.expireEmailBudget,
        { email },
      );
    }
    return null;
  },
});

/**
 * Sign-up's one transaction: creates the user, profile and password account
 * unless the email has an account. Then it writes nothing and schedules a
 * short note to that address instead ("someone tried to sign up with your
 * email"). Returns the new account, to which the caller sends a code, or null.
 */
export const createAccount = internalMutation({
  args: { profile: vSignUpProfile, secret: v.string() },
  returns: v.union(v.id("authAccounts"), v.null()),
  handler: async (ctx, args) => {
    const profile = parseInput(signUpProfileSchema, args.profile);
    const { accountId, created } = await createPasswordAccountIfAbsent(
      ctx,
      profile,
      args.secret,
    );
    if (created) return accountId;
    // Silently skipped when the address had its share this hour: the answer
    // must stay the same as a new account's.
    if (await takeRateLimit(ctx, "accountMailsPerEmail", profile.email)) {
      await scheduleMail(ctx, alreadyRegisteredMail(profile.email));
    }
    return null;
  },
});

/**
 * Takes one of the address's account mails before a reset code is sent; the
 * same for known and unknown emails, so RATE_LIMITED tells nothing about
 * whether the email has an account.
 */
export const takeResetMail = internalMutation({
  args: { email: v.string() },
  returns: v.null(),
  handler: async (ctx, { email }) => {
    await consumeRateLimit(ctx, "accountMailsPerEmail", email);
    return null;
  },
});

/** The password account of a normalized email, or null. */
export const findAccount = internalQuery({
  args: { email: v.string() },
  returns: v.union(
    v.null(),
    v.object({ accountId: v.id("authAccounts"), userId: v.id("users") }),
  ),
  handler: async (ctx, { email }) => {
    const account = await getPasswordAccount(ctx, email);
    return account === null
      ? null
      : { accountId: account._id, userId: account.userId };
  },
});

/**
 * Whether the account has a verification code that still works at `now`
 * (Convex Auth keeps one code per account; a reset code is not one).
 */
export const hasLiveVerifyCode = internalQuery({
  args: { accountId: v.id("authAccounts"), now: v.number() },
  returns: v.boolean(),
  handler: async (ctx, { accountId, now }) => {
    const code = await ctx.db
      .query("authVerificationCodes")
      .withIndex("accountId", (q) => q.eq("accountId", accountId))
      .unique();
    return (
      code !== null &&
      code.provider === VERIFY_PROVIDER_ID &&
      code.expirationTime > now
    );
  },
});

/**
 * Whether Convex Auth's failed-code limit for this email is spent (it counts
 * wrong codes in `authRateLimits`, keyed by the email, and refuses every code
 * once it is): so the answer can say "too many attempts" instead of "wrong code".
 */
export const isCodeLimitSpent = internalQuery({
  args: { email: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { email }) => {
    const limit = await ctx.db
      .query("authRateLimits")
      .withIndex("identifier", (q) => q.eq("identifier", email))
      .unique();
    if (limit === null) return false;
    // Convex Auth refills 10 attempts an hour, continuously.
    const refilled =
      ((Date.now() - limit.lastAttemptTime) * CODE_ATTEMPTS_PER_HOUR) /
      (60 * 60 * 1000);
    return limit.attemptsLeft + refilled < 1;
  },
});

/**
 * A reset's new password, after its code was accepted: stores the new hash
 * and gives the email its full sign-in budget back (the code proved the owner).
 */
export const setPassword = internalMutation({
  args: { accountId: v.id("authAccounts"), secret: v.string() },
  returns: v.null(),
  handler: async (ctx, { accountId, secret }) => {
    const account = await ctx.db.get("authAccounts", accountId);
    if (account === null) return null;
    await ctx.db.patch("authAccounts", accountId, { secret });
    await resetEmailBudget(ctx, account.providerAccountId);
    return null;
  },
});

/**
 * Marks an email's password account verified, as its code would (admin only:
 * `npx convex run passwordAuth:markVerified '{"email":"..."}'`, e.g. for
 * support, and for the test suites that run the app on the local backend).
 */
export const markVerified = internalMutation({
  args: { email: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { email }) => {
    const account = await getPasswordAccount(ctx, email.trim().toLowerCase());
    if (account === null) return false;
    await markEmailVerified(ctx, account);
    return true;
  },
});
