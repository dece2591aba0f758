import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { CONTACT_LIMITS, contactSchema } from "../shared/contact";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { parseInput } from "./validation";

const HOUR = 60 * 60 * 1000;

/** Stores a contact message; at most a few per email address per hour. */
export async function sendContactMessage(
  ctx: MutationCtx,
  senderId: Id<"users"> | null,
  input: unknown,
  { now }: { now: number },
): Promise<Id<"contactMessages">> {
  const message = parseInput(contactSchema, input);
  const email = message.email.toLowerCase();
  const recent = await ctx.db
    .query("contactMessages")
    .withIndex("by_email", (q) =>
      q.eq("email", email).gt("_creationTime", now - HOUR),
    )
    .take(CONTACT_LIMITS.perEmailPerHour);
  if (recent.length >= CONTACT_LIMITS.perEmailPerHour) {
    throw appError("TOO_MANY_ATTEMPTS", ERROR_MESSAGES.tooManyContactMessages);
  }
  return await ctx.db.insert("contactMessages", {
    ...message,
    email,
    ...(senderId === null ? {} : { senderId }),
  });
}
