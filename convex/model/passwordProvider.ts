/**
 * Email + password sign-in and sign-up: our own Convex Auth credentials
 * provider, id "password" (the id Convex Auth's Password provider used, so
 * its `authAccounts` rows keep working). Why not Password: it hashed and
 * verified inside the `auth:store` mutation, which on the local backend held
 * up every other query and mutation, and its sign-up flow signed in whoever
 * gave an existing email with its password, past the sign-in rate limit.
 *
 * `authorize` runs in the `auth:signIn` action. Its slow part, the password
 * hash, runs in a Node action (passwordHashing.ts) between two short
 * mutations (passwordAuth.ts), so it blocks nobody. Answers never depend on
 * whether an email has an account:
 *
 * - signIn: INVALID_CREDENTIALS for a wrong password and an unknown email
 *   alike (an unknown email is checked against a dummy hash: same time);
 *   TOO_MANY_ATTEMPTS when the budget is spent (model/signInLimits.ts), keyed
 *   by email whether or not it has an account. On success Convex Auth makes
 *   the session and the tokens.
 * - signUp: hashes the password, then creates the account unless the email
 *   has one; in both cases nobody is signed in (`{ tokens: null }`) and the
 *   work is the same. It never checks a password.
 */
import { ConvexCredentials } from "@convex-dev/auth/providers/ConvexCredentials";
import type { ConvexCredentialsConfig } from "@convex-dev/auth/server";
import type { GenericActionCtx } from "convex/server";
import type { Value } from "convex/values";
import { internal } from "../_generated/api";
import type { DataModel, Id } from "../_generated/dataModel";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import {
  emailSchema,
  signInPasswordSchema,
  signUpSchema,
} from "../shared/schemas";
import { PASSWORD_PROVIDER_ID } from "./users";
import { parseInput } from "./validation";

type Params = Record<string, Value | undefined>;
type ActionCtx = GenericActionCtx<DataModel>;

/** A device id as the browser makes it: 32 random bytes, base64url (43 characters). */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The SHA-256 (hex) of a well-formed device id, or null (a missing or malformed
 * one is no device: its attempts count as untrusted). Hashed here, in the
 * action, so the mutations stay deterministic and the table holds no usable id.
 */
export async function deviceHashOf(device: unknown): Promise<string | null> {
  if (typeof device !== "string" || !DEVICE_ID.test(device)) return null;
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(device),
  );
  return Array.from(new Uint8Array(digest), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

async function signIn(
  params: Params,
  ctx: ActionCtx,
): Promise<{ userId: Id<"users"> }> {
  const email = parseInput(emailSchema, params.email);
  const password = parseInput(signInPasswordSchema, params.password);
  const deviceHash = await deviceHashOf(params.device);
  const attempt = await ctx.runMutation(internal.passwordAuth.beginSignIn, {
    email,
    deviceHash,
  });
  if (attempt === null) {
    throw appError("TOO_MANY_ATTEMPTS", ERROR_MESSAGES.tooManyAttempts);
  }
  const matches = await ctx.runAction(internal.passwordHashing.verify, {
    password,
    hash: attempt.secret,
  });
  if (!matches || attempt.userId === null) {
    throw appError("INVALID_CREDENTIALS", ERROR_MESSAGES.invalidCredentials);
  }
  await ctx.runMutation(internal.passwordAuth.finishSignIn, {
    email,
    userId: attempt.userId,
    deviceHash,
    budget: attempt.budget,
  });
  return { userId: attempt.userId };
}

async function signUp(params: Params, ctx: ActionCtx): Promise<null> {
  const { password, ...profile } = parseInput(signUpSchema, params);
  const secret = await ctx.runAction(internal.passwordHashing.hash, {
    password,
  });
  await ctx.runMutation(internal.passwordAuth.createAccount, {
    profile,
    secret,
  });
  return null;
}

export function passwordProvider(): ConvexCredentialsConfig {
  return ConvexCredentials<DataModel>({
    id: PASSWORD_PROVIDER_ID,
    authorize: async (params, ctx) => {
      switch (params.flow) {
        case "signIn":
          return await signIn(params, ctx);
        case "signUp":
          return await signUp(params, ctx);
        default:
          // Password reset and email verification come with email sending (issue #12).
          throw appError("INVALID_INPUT", ERROR_MESSAGES.unsupportedAuthFlow);
      }
    },
  });
}
