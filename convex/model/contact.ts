import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { contactSchema } from "../shared/contact";
import { consumeRateLimit } from "./rateLimits";
import { parseInput } from "./validation";

/**
 * Stores a contact message. Limits (shared/rateLimits.ts): per email address
 * typed, and per member when signed in, or else against all visitors
 * together, so typing another address never escapes a limit.
 */
export async function sendContactMessage(
  ctx: MutationCtx,
  senderId: Id<"users"> | null,
  input: unknown,
): Promise<Id<"contactMessages">> {
  const message = parseInput(contactSchema, input);
  const email = message.email.toLowerCase();
  await consumeRateLimit(ctx, "contactPerEmail", email);
  if (senderId === null) {
    await consumeRateLimit(ctx, "contactAllVisitors", "all");
  } else {
    await consumeRateLimit(ctx, "contactPerMember", senderId);
  }
  return await ctx.db.insert("contactMessages", {
    ...message,
    email,
    ...(senderId === null ? {} : { senderId }),
  });
}
