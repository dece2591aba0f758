/**
 * What the CLI's bundling gives default-runtime code (see nodeActions.ts for the
 * Node.js runtime).
 */
import { v } from "convex/values";
import { query } from "./_generated/server";

/** The CLI builds bundles with `process.env.NODE_ENV` set to "production". */
export const nodeEnv = query({
  args: {},
  returns: v.union(v.string(), v.null()),
  handler: () => process.env.NODE_ENV ?? null,
});
