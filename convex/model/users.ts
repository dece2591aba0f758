/**
 * Account creation for Convex Auth's Password provider: the sign-up params
 * are validated with the shared schema, and the user and its profile are
 * created in the same transaction (the `createOrUpdateUser` callback).
 */
import {
  ConvexCredentials,
  type ConvexCredentialsUserConfig,
} from "@convex-dev/auth/providers/ConvexCredentials";
import type { ConvexCredentialsConfig } from "@convex-dev/auth/server";
import { ConvexError, type Value } from "convex/values";
import type { DataModel, Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
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

/**
 * Convex Auth reports credential failures as plain `Error`s with fixed texts
 * (from `retrieveAccount` / `createAccount`), which reach clients as a generic
 * server error. These become ConvexErrors from our closed set; anything else
 * passes through unchanged.
 */
export function toAuthAppError(error: unknown): unknown {
  if (error instanceof ConvexError || !(error instanceof Error)) return error;
  const text = error.message;
  if (/\b(InvalidAccountId|InvalidSecret|Invalid credentials)\b/.test(text)) {
    return appError("INVALID_CREDENTIALS", ERROR_MESSAGES.invalidCredentials);
  }
  if (/\bTooManyFailedAttempts\b/.test(text)) {
    return appError("TOO_MANY_ATTEMPTS", ERROR_MESSAGES.tooManyAttempts);
  }
  if (/\bAccount .+ already exists\b/.test(text)) {
    return appError("ACCOUNT_EXISTS", ERROR_MESSAGES.accountExists);
  }
  return error;
}

/**
 * The same credentials provider (same id, flows, hashing and rate limit), with
 * its failures translated by `toAuthAppError`. `ConvexCredentials` keeps the
 * provider's own config on `options`, which is what this wraps; the auth tests
 * pin the behaviour, so a library change that breaks it fails them.
 */
export function withAppErrors(
  provider: ConvexCredentialsConfig,
): ConvexCredentialsConfig {
  const inner = (
    provider as unknown as { options: ConvexCredentialsUserConfig<DataModel> }
  ).options;
  return ConvexCredentials<DataModel>({
    ...inner,
    authorize: async (params, ctx) => {
      try {
        return await inner.authorize(params, ctx);
      } catch (error) {
        throw toAuthAppError(error);
      }
    },
  });
}
