import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { authedMutation } from "./functions";
import { fileReport } from "./model/reports";
import { REPORT_REASONS, REPORT_TARGETS } from "./shared/safety";

/**
 * Reports a project, a profile or a message the viewer received, with a
 * reason and a note (trimmed, at most 1000 characters; required for "other").
 * Not your own; rate limited; a repeat while the first is open changes
 * nothing. Returns the sentence to show.
 */
export const create = authedMutation({
  args: {
    targetKind: literals(...REPORT_TARGETS),
    targetId: v.string(),
    reason: literals(...REPORT_REASONS),
    note: v.optional(v.string()),
  },
  returns: v.string(),
  handler: async (ctx, args) =>
    await fileReport(ctx, ctx.viewerId, args, { now: Date.now() }),
});
