import { Resend, vEmailId } from "@convex-dev/resend";
import { v } from "convex/values";
import { components } from "./_generated/api";
import { mutation, query } from "./_generated/server";

// api.resend.com is fixed in the component (no base URL option), so no local
// server can stand in for it; one attempt and a short backoff keep a failed send short.
const resend = new Resend(components.resend, {
  testMode: true,
  apiKey: "re_test_key",
  retryAttempts: 1,
  initialBackoffMs: 10,
});

export const send = mutation({
  args: { to: v.string() },
  returns: vEmailId,
  handler: (ctx, { to }) =>
    resend.sendEmail(ctx, {
      from: "Fixture <fixture@example.com>",
      to,
      subject: "Hello",
      text: "From the components fixture",
    }),
});

export const status = query({
  args: { id: vEmailId },
  returns: v.any(),
  handler: (ctx, { id }) => resend.status(ctx, id),
});

export const cancel = mutation({
  args: { id: vEmailId },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await resend.cancelEmail(ctx, id);
    return null;
  },
});
