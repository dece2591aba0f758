/**
 * The only function builders app code uses. Each puts the viewer on `ctx`,
 * read from Convex Auth: functions never take a user id from the client.
 *
 * - publicQuery:   `ctx.viewerId` is the signed-in user's id or null.
 * - authedQuery:   throws UNAUTHENTICATED for a signed-out viewer.
 * - publicMutation: `ctx.viewerId` may be null (visitors may call it).
 * - authedMutation: throws UNAUTHENTICATED for a signed-out viewer.
 *   Both authed builders accept an optional `signedOutMessage` beside `args`.
 */
import { getAuthUserId } from "@convex-dev/auth/server";
import {
  customMutation,
  customQuery,
} from "convex-helpers/server/customFunctions";
import type { Id } from "./_generated/dataModel";
import {
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

async function requireViewerId(
  ctx: Pick<QueryCtx, "auth">,
  extra: AuthedExtra,
): Promise<Id<"users">> {
  const viewerId = await getAuthUserId(ctx);
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
    ctx: { viewerId: await getAuthUserId(ctx) },
    args: {},
  }),
});

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
    ctx: { viewerId: await getAuthUserId(ctx) },
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

export { internalAction, internalMutation, internalQuery };
