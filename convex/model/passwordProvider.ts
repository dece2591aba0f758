/**
 * Email + password sign-in and sign-up: our own Convex Auth credentials
 * provider, id "password" (the id Convex Auth's Password provider used, so
 * its `authAccounts` rows keep working). Why not Password: it hashed and
 * verified inside the `auth:store` mutation, which on the local backend held
 * up every other query and mutation, and its sign-up flow signed in whoever
 * gave an existing email with its password, past the sign-in rate limit.
 *
 * The flows are Password's ("signUp", "signIn", "email-verification",
 * "reset", "reset-verification"), with its `verify` and `reset` email
 * providers (model/authEmails.ts: 8-digit codes in Convex Auth's
 * `authVerificationCodes`, checked by `signInViaProvider` with Convex Auth's
 * failed-attempt limit). `authorize` runs in the `auth:signIn` action. Its
 * slow part, the password hash, runs in a Node action (passwordHashing.ts)
 * between short mutations (passwordAuth.ts), so it blocks nobody. Answers
 * never depend on whether an email has an account:
 *
 * - signIn: INVALID_CREDENTIALS for a wrong password and an unknown email
 *   alike (an unknown email is checked against a dummy hash: same time);
 *   TOO_MANY_ATTEMPTS when the budget is spent (model/signInLimits.ts), keyed
 *   by email whether or not it has an account. The right password of an
 *   unverified email signs nobody in (`{ tokens: null }`) and mails a code
 *   when no earlier code still works, or when `newCode: true` asks for one
 *   (which replaces the earlier code); otherwise Convex Auth makes the
 *   session and the tokens.
 * - signUp: hashes the password, then creates the account and sends it a
 *   code, unless the email has an account: then it mails that address a note
 *   instead. Nobody is signed in (`{ tokens: null }`) either way. It never
 *   checks a password.
 * - email-verification: email + code; a right code marks the email verified
 *   and signs in. A new code comes from signIn with `newCode: true` (it needs
 *   the password, so nobody else can replace the code the owner was mailed).
 * - reset: email; sends a reset code when the email has an account. Always
 *   `{ tokens: null }`.
 * - reset-verification: email + code + newPassword (sign-up's rules); a right
 *   code stores the new password, signs in and signs out every other session.
 *
 * A wrong, expired or unknown code is INVALID_CODE; once Convex Auth's limit
 * (10 wrong codes an hour per email) is spent, TOO_MANY_ATTEMPTS.
 */
import { ConvexCredentials } from "@convex-dev/auth/providers/ConvexCredentials";
import {
  type ConvexCredentialsConfig,
  type EmailConfig,
  type GenericActionCtxWithAuthConfig,
  invalidateSessions,
  signInViaProvider,
} from "@convex-dev/auth/server";
import type { Value } from "convex/values";
import { internal } from "../_generated/api";
import type { DataModel, Id } from "../_generated/dataModel";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import {
  emailCodeSchema,
  emailSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
} from "../shared/schemas";
import { resetPasswordProvider, verifyEmailProvider } from "./authEmails";
import { sha256Hex } from "./digest";
import { PASSWORD_PROVIDER_ID } from "./users";
import { parseInput } from "./validation";

type Params = Record<string, Value | undefined>;
type ActionCtx = GenericActionCtxWithAuthConfig<DataModel>;

/** A device id as the browser makes it: 32 random bytes, base64url (43 characters). */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The SHA-256 (hex) of a well-formed device id, or null (a missing or malformed
 * one is no device: its attempts count as untrusted). Hashed here, in the
 * action, so the mutations stay deterministic and the table holds no usable id.
 */
export async function deviceHashOf(device: unknown): Promise<string | null> {
  if (typeof device !== "string" || !DEVICE_ID.test(device)) return null;
  return await sha256Hex(device);
}

type SignedIn = { userId: Id<"users">; sessionId?: Id<"authSessions"> };

async function signIn(
  params: Params,
  ctx: ActionCtx,
): Promise<SignedIn | null> {
  const { email, password } = parseInput(signInSchema, params);
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
  if (!matches || attempt.userId === null || attempt.accountId === null) {
    throw appError("INVALID_CREDENTIALS", ERROR_MESSAGES.invalidCredentials);
  }
  await ctx.runMutation(internal.passwordAuth.finishSignIn, {
    email,
    userId: attempt.userId,
    deviceHash,
    budget: attempt.budget,
  });
  if (!attempt.verified) {
    // Nobody is signed in yet. A new code replaces the earlier one, so it is
    // sent only when asked for or when no code still works: the code of the
    // mail the person has not opened yet keeps its stated life.
    const live = await ctx.runQuery(internal.passwordAuth.hasLiveVerifyCode, {
      accountId: attempt.accountId,
      now: Date.now(),
    });
    if (params.newCode === true || !live) {
      await signInViaProvider(ctx, verifyEmailProvider, {
        accountId: attempt.accountId,
        params: { email },
      });
    }
    return null;
  }
  return { userId: attempt.userId };
}

async function signUp(params: Params, ctx: ActionCtx): Promise<null> {
  const { password, ...profile } = parseInput(signUpSchema, params);
  const secret = await ctx.runAction(internal.passwordHashing.hash, {
    password,
  });
  const accountId = await ctx.runMutation(internal.passwordAuth.createAccount, {
    profile,
    secret,
  });
  if (accountId !== null) {
    await signInViaProvider(ctx, verifyEmailProvider, {
      accountId,
      params: { email: profile.email },
    });
  }
  return null;
}

/**
 * Checks an emailed code with Convex Auth (which consumes it, marks the email
 * verified and makes a session) and turns its failures into our errors.
 */
async function redeemCode(
  ctx: ActionCtx,
  provider: EmailConfig,
  email: string,
  code: string,
): Promise<{ userId: Id<"users">; sessionId: Id<"authSessions"> }> {
  let result: Awaited<ReturnType<typeof signInViaProvider>> = null;
  try {
    result = await signInViaProvider(ctx, provider, {
      params: { email, code },
    });
  } catch {
    // Convex Auth throws a plain Error for a code it refuses.
  }
  if (result !== null) {
    return {
      userId: result.userId,
      sessionId: result.sessionId,
    };
  }
  if (await ctx.runQuery(internal.passwordAuth.isCodeLimitSpent, { email })) {
    throw appError("TOO_MANY_ATTEMPTS", ERROR_MESSAGES.tooManyCodeAttempts);
  }
  throw appError("INVALID_CODE", ERROR_MESSAGES.invalidCode);
}

async function verifyEmail(params: Params, ctx: ActionCtx): Promise<SignedIn> {
  const email = parseInput(emailSchema, params.email);
  if (params.code === undefined) {
    // Password's flow would send a code to anyone's address here; ours sends
    // one only after the right password (signIn).
    throw appError("INVALID_INPUT", ERROR_MESSAGES.unsupportedAuthFlow);
  }
  const code = parseInput(emailCodeSchema, params.code);
  return await redeemCode(ctx, verifyEmailProvider, email, code);
}

async function requestReset(params: Params, ctx: ActionCtx): Promise<null> {
  const email = parseInput(emailSchema, params.email);
  await ctx.runMutation(internal.passwordAuth.takeResetMail, { email });
  const account = await ctx.runQuery(internal.passwordAuth.findAccount, {
    email,
  });
  if (account !== null) {
    await signInViaProvider(ctx, resetPasswordProvider, {
      accountId: account.accountId,
      params: { email },
    });
  }
  return null;
}

async function resetPassword(
  params: Params,
  ctx: ActionCtx,
): Promise<SignedIn> {
  const { email, code, newPassword } = parseInput(passwordResetSchema, params);
  const secret = await ctx.runAction(internal.passwordHashing.hash, {
    password: newPassword,
  });
  const account = await ctx.runQuery(internal.passwordAuth.findAccount, {
    email,
  });
  const signedIn = await redeemCode(ctx, resetPasswordProvider, email, code);
  if (account === null || account.userId !== signedIn.userId) {
    throw appError("INVALID_CODE", ERROR_MESSAGES.invalidCode);
  }
  await ctx.runMutation(internal.passwordAuth.setPassword, {
    accountId: account.accountId,
    secret,
  });
  await invalidateSessions(ctx, {
    userId: signedIn.userId,
    except: [signedIn.sessionId],
  });
  return signedIn;
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
        case "email-verification":
          return await verifyEmail(params, ctx);
        case "reset":
          return await requestReset(params, ctx);
        case "reset-verification":
          return await resetPassword(params, ctx);
        default:
          throw appError("INVALID_INPUT", ERROR_MESSAGES.unsupportedAuthFlow);
      }
    },
    extraProviders: [verifyEmailProvider, resetPasswordProvider],
  });
}
