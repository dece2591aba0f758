/**
 * The only function builders app code uses. Each but `sharedQuery` puts the
 * viewer on `ctx`, read from Convex Auth: functions never take a user id from
 * the client.
 *
 * - publicQuery:   `ctx.viewerId` is the signed-in user's id or null.
 * - authedQuery:   throws UNAUTHENTICATED for a signed-out viewer.
 * - publicMutation: `ctx.viewerId` may be null (visitors may call it).
 * - authedMutation: throws UNAUTHENTICATED for a signed-out viewer.
 *   Both authed builders accept an optional `signedOutMessage` beside `args`.
 * - sharedQuery:   no viewer; for results that are the same for every caller.
 * - publicAction:  no database, so no viewer on `ctx`: it reaches the viewer
 *   through the internal query or mutation it runs first, which sees the
 *   caller's identity (`viewerIdOf`) and throws UNAUTHENTICATED for a
 *   signed-out caller.
 *
 * The viewer is the token's user only while the token's session exists: sign-out
 * deletes the session, so it takes effect at once (the access token itself stays
 * valid until it expires), and subscribed queries re-run as signed out.
 */
import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import {
  customMutation,
  customQuery,
  NoOp,
} from "convex-helpers/server/customFunctions";
import type { Id } from "./_generated/dataModel";
import {
  action,
  internalAction,
  internalMutation,
  internalQuery,
  mutation,
  query,
  type QueryCtx,
} from "./_generated/server";
import { appError, ERROR_MESSAGES } from "./shared/errors";

type AuthedExtra = {
  /** The UNAUTHENTICATED message when the viewer is signed out. */
  signedOutMessage?: string;
};

/** The signed-in user, or null when signed out or the token's session is gone. */
export async function viewerIdOf(
  ctx: Pick<QueryCtx, "auth" | "db">,
): Promise<Id<"users"> | null> {
  const [userId, sessionId] = await Promise.all([
    getAuthUserId(ctx),
    getAuthSessionId(ctx),
  ]);
  if (userId === null || sessionId === null) return null;
  const id = ctx.db.normalizeId("authSessions", sessionId);
  const session = id === null ? null : await ctx.db.get("authSessions", id);
  if (session === null || session.userId !== userId) return null;
  return session.userId;
}

async function requireViewerId(
  ctx: Pick<QueryCtx, "auth" | "db">,
  extra: AuthedExtra,
): Promise<Id<"users">> {
  const viewerId = await viewerIdOf(ctx);
  if (viewerId === null) {
    throw appError(
      "UNAUTHENTICATED",
      extra.signedOutMessage ?? ERROR_MESSAGES.signedOut,
    );
  }
  return viewerId;
}

export const publicQuery = customQuery(query, {
  args: {},
  input: async (ctx) => ({
    ctx: { viewerId: await viewerIdOf(ctx) },
    args: {},
  }),
});

/**
 * A query that never reads the caller's identity, so Convex caches one result
 * for every caller with the same arguments (a query that reads `ctx.auth` is
 * cached per identity: convex-backend `crates/application/src/cache`,
 * `observed_identity`). Use it only for results that are the same for everyone;
 * the viewer's part goes in a small `publicQuery` beside it.
 */
export const sharedQuery = customQuery(query, NoOp);

export const authedQuery = customQuery(query, {
  args: {},
  input: async (ctx, _args, extra: AuthedExtra) => ({
    ctx: { viewerId: await requireViewerId(ctx, extra) },
    args: {},
  }),
});

export const publicMutation = customMutation(mutation, {
  args: {},
  input: async (ctx) => ({
    ctx: { viewerId: await viewerIdOf(ctx) },
    args: {},
  }),
});

export const authedMutation = customMutation(mutation, {
  args: {},
  input: async (ctx, _args, extra: AuthedExtra) => ({
    ctx: { viewerId: await requireViewerId(ctx, extra) },
    args: {},
  }),
});

export const publicAction = action;

export { internalAction, internalMutation, internalQuery };
