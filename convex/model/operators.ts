/**
 * The moderator ("operator") role: users whose email is listed in
 * the deployment's OPERATOR_EMAILS (comma-separated), or who have a row in
 * `operators` (written by the internal moderation.setOperator). No UI edits it.
 */
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";

function operatorEmails(): Set<string> {
  // Deployment env, as convex/mail.ts reads SMTP_URL (set with `npx convex env
  // set OPERATOR_EMAILS ...`, or from the shell by `npm start`).
  // eslint-disable-next-line @convex-dev/no-process-env
  const raw = process.env.OPERATOR_EMAILS ?? "";
  return new Set(
    raw
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ""),
  );
}

export async function isOperator(
  ctx: QueryCtx,
  userId: Id<"users"> | null,
): Promise<boolean> {
  if (userId === null) return false;
  const row = await ctx.db
    .query("operators")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
  if (row !== null) return true;
  const email = (await ctx.db.get("users", userId))?.email?.toLowerCase();
  return email !== undefined && operatorEmails().has(email);
}

export async function requireOperator(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<void> {
  if (!(await isOperator(ctx, userId))) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notOperator);
  }
}
