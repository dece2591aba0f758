/**
 * What the CLI's bundling gives default-runtime code (see nodeActions.ts for the
 * Node.js runtime). convex-test does not bundle, so these run on the local backend
 * only: importing this module there throws (server-only is not stubbed).
 */
import "server-only";
import { v } from "convex/values";
import { query } from "./_generated/server";

/** The CLI builds bundles with `process.env.NODE_ENV` set to "production". */
export const nodeEnv = query({
  args: {},
  returns: v.union(v.string(), v.null()),
  handler: () => process.env.NODE_ENV ?? null,
});

/** Reached only if the CLI's stub replaced `server-only`, which throws outside React server code. */
export const serverOnlyStubbed = query({
  args: {},
  returns: v.boolean(),
  handler: () => true,
});
