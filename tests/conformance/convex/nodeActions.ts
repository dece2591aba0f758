"use node";
/**
 * A "use node" file: actions that use Node built-ins and npm packages, which the
 * CLI bundles (cookie is CommonJS, is-network-error is ESM only).
 */
import { createHash } from "node:crypto";
import { parse } from "cookie";
import isNetworkError from "is-network-error";
import { v } from "convex/values";
import { action } from "./_generated/server";

export const useNpmAndBuiltins = action({
  args: { text: v.string() },
  returns: v.object({
    sha256: v.string(),
    cookies: v.record(v.string(), v.string()),
    networkError: v.boolean(),
  }),
  handler: (_ctx, { text }) => {
    const cookies: Record<string, string> = {};
    for (const [name, value] of Object.entries(parse(text)))
      if (value !== undefined) cookies[name] = value;
    return {
      sha256: createHash("sha256").update(text).digest("hex"),
      cookies,
      networkError: isNetworkError(new TypeError("Failed to fetch")),
    };
  },
});

/** The CLI builds bundles with `process.env.NODE_ENV` set to "production". */
export const nodeEnv = action({
  args: {},
  returns: v.union(v.string(), v.null()),
  handler: () => process.env.NODE_ENV ?? null,
});

/** Throws where nothing catches it: in a timer's callback, after the handler returned. */
export const throwsInCallback = action({
  args: {},
  handler: () =>
    new Promise<never>(() => {
      setTimeout(() => {
        throw new Error("Yikes");
      }, 0);
    }),
});
