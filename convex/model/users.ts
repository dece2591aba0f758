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
 * Returns the account's user either way (for the seed; sign-up discards it).
 */
export async function createPasswordAccountIfAbsent(
  ctx: MutationCtx,
  profile: SignUpProfile,
  secret: string,
): Promise<{ userId: Id<"users">; created: boolean }> {
  const existing = await getPasswordAccount(ctx, profile.email);
  if (existing !== null) return { userId: existing.userId, created: false };
  const userId = await createUserWithProfile(ctx, profile);
  await ctx.db.insert("authAccounts", {
    userId,
    provider: PASSWORD_PROVIDER_ID,
    providerAccountId: profile.email,
    secret,
  });
  return { userId, created: true };
}
