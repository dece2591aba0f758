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
 * - publicAction:  no viewer (an action cannot read the database): its first
 *   `runQuery`/`runMutation`, which runs with the caller's identity, checks
 *   who is calling (`requireViewerSession`).
 * - authedInternalQuery, authedInternalMutation: as the authed builders, for
 *   the internal functions a public action runs for its caller.
 *
 * The viewer is the token's user only while the token's session exists: sign-out
 * deletes the session, so it takes effect at once (the access token itself stays
 * valid until it expires), and subscribed queries re-run as signed out.
 */
import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import {
  customAction,
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

/**
 * The signed-in user and the session of the caller's token, or
 * UNAUTHENTICATED (as the authed builders): for internal functions an action
 * runs with the caller's identity, and for functions about sessions.
 */
export async function requireViewerSession(
  ctx: Pick<QueryCtx, "auth" | "db">,
): Promise<{ userId: Id<"users">; sessionId: Id<"authSessions"> }> {
  const userId = await requireViewerId(ctx, {});
  const sessionId = await getAuthSessionId(ctx);
  // viewerIdOf found this session, so it is a valid id of one.
  return { userId, sessionId: sessionId! };
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

/**
 * Internal functions an action runs for its caller: `ctx.runQuery` and
 * `ctx.runMutation` pass the caller's identity on, so these put the viewer
 * on `ctx` and throw UNAUTHENTICATED as the public authed builders do.
 */
export const authedInternalQuery = customQuery(internalQuery, {
  args: {},
  input: async (ctx, _args, extra: AuthedExtra) => ({
    ctx: { viewerId: await requireViewerId(ctx, extra) },
    args: {},
  }),
});

export const authedInternalMutation = customMutation(internalMutation, {
  args: {},
  input: async (ctx, _args, extra: AuthedExtra) => ({
    ctx: { viewerId: await requireViewerId(ctx, extra) },
    args: {},
  }),
});

/** See the list above: the caller is checked by the action's first transaction. */
export const publicAction = customAction(action, NoOp);

export { internalAction, internalMutation, internalQuery };
