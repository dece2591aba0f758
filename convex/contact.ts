import { v } from "convex/values";
import { publicMutation } from "./functions";
import { sendContactMessage } from "./model/contact";

/** The contact form: anyone may send; signed-in senders are recorded. */
export const send = publicMutation({
  args: {
    name: v.string(),
    email: v.string(),
    subject: v.string(),
    message: v.string(),
  },
  returns: v.id("contactMessages"),
  handler: async (ctx, args) =>
    await sendContactMessage(ctx, ctx.viewerId, args),
});
