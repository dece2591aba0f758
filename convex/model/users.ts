/**
 * Account creation for Convex Auth's Password provider: the sign-up params
 * are validated with the shared schema, and the user and its profile are
 * created in the same transaction (the `createOrUpdateUser` callback).
 */
import type { Value } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import {
  emailSchema,
  passwordSchema,
  signUpProfileSchema,
  type SignUpProfile,
} from "../shared/schemas";
import { createProfileForUser } from "./profiles";
import { parseInput } from "./validation";

type UserFields = Omit<Doc<"users">, "_id" | "_creationTime">;

/** What the Password provider hands to `createAccount`: user fields plus the profile's. */
export type PasswordProfile = UserFields & { email: string } & Partial<
    Omit<SignUpProfile, "email">
  >;

/** The Password provider's `validatePasswordRequirements`: at least 6 characters. */
export function validatePassword(password: string | undefined): void {
  parseInput(passwordSchema, password);
}

/**
 * The Password provider's `profile`: runs for every flow. Sign-up validates
 * name, expertise and bio; every flow normalizes the email (trimmed, lower case).
 */
export function passwordProfile(
  params: Record<string, Value | undefined>,
): PasswordProfile {
  if (params.flow === "signUp") {
    const profile = parseInput(signUpProfileSchema, params);
    return {
      email: profile.email,
      name: profile.name,
      expertise: profile.expertise,
      bio: profile.bio,
    };
  }
  return { email: parseInput(emailSchema, params.email) };
}

/**
 * Convex Auth's `createOrUpdateUser` callback. Accounts are never linked by
 * email (no verification is configured), so this only ever creates: the user
 * row and its profile, in the sign-up mutation.
 */
export async function createOrUpdateUser(
  ctx: MutationCtx,
  args: {
    existingUserId: Id<"users"> | null;
    profile: Record<string, unknown>;
  },
): Promise<Id<"users">> {
  if (args.existingUserId !== null) return args.existingUserId;
  const profile = parseInput(signUpProfileSchema, args.profile);
  const userId = await ctx.db.insert("users", {
    email: profile.email,
    name: profile.name,
  });
  await createProfileForUser(ctx, userId, profile);
  return userId;
}
