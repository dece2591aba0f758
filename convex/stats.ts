/**
 * Site-wide figures for the home page, from counters kept in the
 * transactions that change them (model/siteStats.ts).
 */
import { v } from "convex/values";
import { sharedQuery } from "./functions";
import { readPulse } from "./model/siteStats";
import { vSitePulse } from "./model/validators";

/**
 * Open seats, builders and projects created this week (`today`, YYYY-MM-DD
 * UTC, and the six days before), live. Anyone may call it, signed in or not:
 * the answer is the same for every caller and names nobody.
 */
export const pulse = sharedQuery({
  args: { today: v.string() },
  returns: vSitePulse,
  handler: async (ctx, { today }) => await readPulse(ctx, today),
});
