/// <reference types="node" />
"use node";
/**
 * Outgoing email, over SMTP with nodemailer, from a Node action: the same code
 * sends through the local mail catcher (`npm start` points SMTP_URL at it) and
 * through any SMTP provider on Convex Cloud (`npx convex env set SMTP_URL
 * smtps://user:pass@smtp.example.com:465`, and MAIL_FROM).
 *
 * Callers never send inline: they schedule `mail.send` (`ctx.scheduler.runAfter(0,
 * internal.mail.send, ...)`), so the mail goes out after their transaction
 * commits, exactly when it does, and a slow or failing SMTP server holds up no
 * mutation and no sign-up. A failed attempt is tried again, with a growing
 * delay, up to MAIL_RETRY.attempts times, then logged and dropped.
 *
 * Only actions here ("use node" files may define nothing else).
 */
import { v } from "convex/values";
import nodemailer, { type Transporter } from "nodemailer";
import { internal } from "./_generated/api";
import { internalAction } from "./_generated/server";

export const MAIL_RETRY = {
  attempts: 5,
  /** Delay before the second attempt; doubled for each one after it. */
  firstDelayMs: 15_000,
} as const;

const DEFAULT_FROM = "Buildmates <no-reply@buildmates.local>";

let cached: { url: string; transporter: Transporter } | null = null;

/** One pooled transporter per SMTP_URL (the action runtime is reused between calls). */
function transporterFor(url: string): Transporter {
  if (cached?.url !== url) {
    cached = { url, transporter: nodemailer.createTransport(url) };
  }
  return cached.transporter;
}

export const send = internalAction({
  args: {
    to: v.string(),
    subject: v.string(),
    text: v.string(),
    html: v.optional(v.string()),
    /** 1 for the first try; set by the retries. */
    attempt: v.optional(v.number()),
  },
  returns: v.null(),
  handler: async (ctx, { attempt = 1, ...mail }) => {
    // Read from process.env, the deployment's environment (`npx convex env set
    // SMTP_URL ...`; `npm start` sets it), like SITE_URL and OPERATOR_EMAILS.
    // eslint-disable-next-line @convex-dev/no-process-env
    const url = process.env.SMTP_URL;
    if (url === undefined || url === "") {
      console.error(
        `mail.send: SMTP_URL is not set; "${mail.subject}" was not sent. Set SMTP_URL (and MAIL_FROM) on the deployment.`,
      );
      return null;
    }
    try {
      await transporterFor(url).sendMail({
        // eslint-disable-next-line @convex-dev/no-process-env -- as SMTP_URL above
        from: process.env.MAIL_FROM ?? DEFAULT_FROM,
        ...mail,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= MAIL_RETRY.attempts) {
        console.error(
          `mail.send: gave up on "${mail.subject}" after ${attempt} attempts: ${reason}`,
        );
        return null;
      }
      const delay = MAIL_RETRY.firstDelayMs * 2 ** (attempt - 1);
      console.warn(
        `mail.send: attempt ${attempt} failed (${reason}); trying again in ${delay / 1000} s`,
      );
      await ctx.scheduler.runAfter(delay, internal.mail.send, {
        ...mail,
        attempt: attempt + 1,
      });
    }
    return null;
  },
});
