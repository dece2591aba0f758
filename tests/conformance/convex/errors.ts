import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import {
  action,
  internalMutation,
  internalQuery,
  mutation,
  query,
} from "./_generated/server";

// suite-errors.ts finds the positions it expects in frames by searching this file.
export const throwsPlain = internalQuery({
  args: {},
  handler: () => {
    throw new Error("plain boom");
  },
});

/** A ConvexError subclass that keeps ConvexError's `name`, and one that sets its own. */
class NotAllowed extends ConvexError<{ code: string }> {}
class NamedError extends ConvexError<{ code: string }> {
  override name = "NamedError";
}

export const throwsSubclass = mutation({
  args: { named: v.boolean() },
  handler: (_ctx, { named }) => {
    const data = { code: named ? "NAMED" : "NOT_ALLOWED" };
    throw named ? new NamedError(data) : new NotAllowed(data);
  },
});

/** Lets a nested call's error escape the action. */
export const callsFailing = action({
  args: {},
  handler: async (ctx): Promise<null> => {
    await ctx.runQuery(internal.errors.throwsPlain, {});
    return null;
  },
});

/** What a caught nested error looks like to the calling code. */
export const catchesNested = action({
  args: { convexError: v.boolean() },
  handler: async (ctx, { convexError }) => {
    try {
      if (convexError)
        await ctx.runMutation(internal.errors.throwsConvexError, {});
      else await ctx.runQuery(internal.errors.throwsPlain, {});
      return null;
    } catch (e) {
      const err = e as Error & { data?: unknown };
      return {
        name: err.name,
        message: err.message,
        data: err.data ?? null,
        isConvexError: e instanceof ConvexError,
      };
    }
  },
});

export const throwsConvexError = internalMutation({
  args: {},
  handler: () => {
    throw new ConvexError({ code: "NESTED", n: 1 });
  },
});

/** Logs, then fails: the lines logged before the throw reach the caller. */
export const logsThenThrows = query({
  args: {},
  handler: () => {
    console.log("before the throw");
    console.warn("a warning too");
    throw new Error("query failed after logging");
  },
});

/** Throws a value that is not an Error, in a query and in an action (a worker's). */
export const throwsString = query({
  args: {},
  handler: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the case under test
    throw "not an error";
  },
});

export const throwsStringInAction = action({
  args: {},
  handler: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the case under test
    throw "not an error";
  },
});

export const aMutation = mutation({
  args: {},
  handler: () => null,
});
