/**
 * Users and their password accounts. An account is Convex Auth's
 * `authAccounts` row `{ userId, provider: "password", providerAccountId:
 * email, secret: hash }`, written here the way Convex Auth wrote it, so
 * accounts made before and after our own provider (model/passwordProvider.ts)
 * are the same.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { type SignUpProfile } from "../shared/schemas";
import { createProfileForUser } from "./profiles";

/** The provider id of email + password accounts (Convex Auth's Password used the same). */
export const PASSWORD_PROVIDER_ID = "password";

/** The user a client-given id names; null when there is none or it is not a user id. */
export async function findUserId(
  ctx: QueryCtx,
  rawUserId: string,
): Promise<Id<"users"> | null> {
  const userId = ctx.db.normalizeId("users", rawUserId);
  if (userId === null) return null;
  return (await ctx.db.get("users", userId)) === null ? null : userId;
}

/** The password account of a normalized email, or null. */
export async function getPasswordAccount(
  ctx: QueryCtx,
  email: string,
): Promise<Doc<"authAccounts"> | null> {
  return await ctx.db
    .query("authAccounts")
    .withIndex("providerAndAccountId", (q) =>
      q.eq("provider", PASSWORD_PROVIDER_ID).eq("providerAccountId", email),
    )
    .unique();
}

/** A user's password account (the one they sign in with), or null. */
export async function getUserPasswordAccount(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"authAccounts"> | null> {
  return await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) =>
      q.eq("userId", userId).eq("provider", PASSWORD_PROVIDER_ID),
    )
    .unique();
}

/** Whether a password account's email is verified (as Convex Auth marks it). */
export function isEmailVerified(account: Doc<"authAccounts">): boolean {
  return account.emailVerified === account.providerAccountId;
}

/**
 * Marks an account's email verified the way Convex Auth's code verification
 * does: the account's `emailVerified` holds the email, the user's
 * `emailVerificationTime` the time.
 */
export async function markEmailVerified(
  ctx: MutationCtx,
  account: Doc<"authAccounts">,
): Promise<void> {
  if (isEmailVerified(account)) return;
  await ctx.db.patch("authAccounts", account._id, {
    emailVerified: account.providerAccountId,
  });
  await ctx.db.patch("users", account.userId, {
    emailVerificationTime: Date.now(),
  });
}

/** A user row and its profile, in the caller's transaction. */
export async function createUserWithProfile(
  ctx: MutationCtx,
  profile: SignUpProfile,
): Promise<Id<"users">> {
  const userId = await ctx.db.insert("users", {
    email: profile.email,
    name: profile.name,
  });
  await createProfileForUser(ctx, userId, profile);
  return userId;
}

/**
 * Creates the user, its profile and its password account, all in the caller's
 * transaction, unless the email already has an account: then it writes nothing.
 * Returns the account and its user either way, and whether it made them.
 */
export async function createPasswordAccountIfAbsent(
  ctx: MutationCtx,
  profile: SignUpProfile,
  secret: string,
): Promise<{
  userId: Id<"users">;
  accountId: Id<"authAccounts">;
  created: boolean;
}> {
  const existing = await getPasswordAccount(ctx, profile.email);
  if (existing !== null) {
    return { userId: existing.userId, accountId: existing._id, created: false };
  }
  const userId = await createUserWithProfile(ctx, profile);
  const accountId = await ctx.db.insert("authAccounts", {
    userId,
    provider: PASSWORD_PROVIDER_ID,
    providerAccountId: profile.email,
    secret,
  });
  return { userId, accountId, created: true };
}

/**
 * Removes every sign-in of a user (account deletion): their accounts, with the
 * codes mailed for them, so no password, code or reset signs in as them again
 * and the email is free for a new account. Returns the emails they signed in with.
 */
export async function removeSignInAccounts(
  ctx: MutationCtx,
  userId: Id<"users">,
): Promise<string[]> {
  const accounts = await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", userId))
    .take(ACCOUNTS_PER_USER_LIMIT);
  for (const account of accounts) {
    const codes = await ctx.db
      .query("authVerificationCodes")
      .withIndex("accountId", (q) => q.eq("accountId", account._id))
      .take(ACCOUNTS_PER_USER_LIMIT);
    for (const code of codes) {
      await ctx.db.delete("authVerificationCodes", code._id);
    }
    await ctx.db.delete("authAccounts", account._id);
  }
  return accounts.map((account) => account.providerAccountId);
}

/** More accounts (and codes per account) than a user can have: one per provider, one code each. */
const ACCOUNTS_PER_USER_LIMIT = 20;
