/**
 * The emails of the password provider (model/passwordProvider.ts): the codes
 * that verify an email and reset a password (Convex Auth `Email` configs, so
 * the codes live in Convex Auth's own `authVerificationCodes` table, hashed,
 * one per account, with its failed-attempt limit; a new code of an account
 * replaces its earlier one), and the note sent instead
 * of a code when someone signs up with an email that has an account; and the
 * mails of a signed-in member's account changes (a new password, the code
 * that moves the account to a new address, the notice to the old one).
 *
 * Every mail goes out by scheduling `internal.mail.send` (SMTP, retried), never
 * inline: the sign-in action does not wait for the SMTP server.
 */
import { Email } from "@convex-dev/auth/providers/Email";
import type { EmailConfig } from "@convex-dev/auth/server";
import type { Scheduler } from "convex/server";
import { internal } from "../_generated/api";
import { EMAIL_CODE_LIFETIME_S } from "../shared/constants";

/** Digits in a code: 10^8 codes against at most 10 wrong tries an hour per email. */
export const EMAIL_CODE_DIGITS = 8;

/** Wrong codes allowed per email and hour: Convex Auth's default (`signIn.maxFailedAttempsPerHour`). */
export const CODE_ATTEMPTS_PER_HOUR = 10;

/** The ids under which Convex Auth stores the codes of each kind. */
export const VERIFY_PROVIDER_ID = "password-verify";
export const RESET_PROVIDER_ID = "password-reset";

/**
 * A code of EMAIL_CODE_DIGITS digits from crypto.getRandomValues, without
 * modulo bias (values past the last whole multiple of 10^8 are drawn again).
 */
export function generateEmailCode(): string {
  const range = 10 ** EMAIL_CODE_DIGITS;
  const limit = Math.floor(2 ** 32 / range) * range;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) {
      return String(word[0]! % range).padStart(EMAIL_CODE_DIGITS, "0");
    }
  }
}

/** The web app's origin, as Convex Auth reads it (SITE_URL on the deployment). */
function siteUrl(): string {
  // eslint-disable-next-line @convex-dev/no-process-env -- Convex Auth's own setting
  return (process.env.SITE_URL ?? "http://localhost:5173").replace(/\/$/, "");
}

/** A link to a page of the app that fills in the email and the code. */
export function codeLink(path: string, email: string, code: string): string {
  return `${siteUrl()}${path}?${new URLSearchParams({ email, code }).toString()}`;
}

export type Mail = { to: string; subject: string; text: string; html: string };

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Plain paragraphs as text and as simple HTML (a paragraph that is a URL becomes a link). */
function mail(to: string, subject: string, paragraphs: string[]): Mail {
  const html = paragraphs
    .map((p) => {
      const safe = escapeHtml(p);
      return /^https?:\/\/\S+$/.test(p)
        ? `<p><a href="${safe}">${safe}</a></p>`
        : `<p>${safe}</p>`;
    })
    .join("\n");
  return {
    to,
    subject,
    text: `${paragraphs.join("\n\n")}\n`,
    html: `<div style="font-family: sans-serif; line-height: 1.5">\n${html}\n</div>`,
  };
}

const minutes = (seconds: number) => Math.round(seconds / 60);

export function verificationMail(email: string, code: string): Mail {
  return mail(email, `Your Buildmates verification code: ${code}`, [
    "Welcome to Buildmates!",
    `Your verification code is ${code}`,
    `Enter it on the sign-in page, or open this link to fill it in:`,
    codeLink("/sign-in", email, code),
    `The code works for ${minutes(EMAIL_CODE_LIFETIME_S.verify)} minutes. If you did not create a Buildmates account, you can ignore this email.`,
  ]);
}

export function resetMail(email: string, code: string): Mail {
  return mail(email, `Your Buildmates password reset code: ${code}`, [
    "Someone asked to reset the password of your Buildmates account.",
    `Your reset code is ${code}`,
    "Enter it with your new password, or open this link to fill it in:",
    codeLink("/forgot-password", email, code),
    `The code works for ${minutes(EMAIL_CODE_LIFETIME_S.reset)} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  ]);
}

/** Sent instead of a code when someone signs up with an email that has an account. */
export function alreadyRegisteredMail(email: string): Mail {
  return mail(email, "Someone tried to sign up with your email", [
    "Someone just tried to create a Buildmates account with this email address, which already has an account. No new account was created.",
    "If it was you, sign in instead, or reset your password if you forgot it:",
    `${siteUrl()}/sign-in`,
    `${siteUrl()}/forgot-password`,
    "If it was not you, you can ignore this email.",
  ]);
}

/** To the account's address after its password was changed while signed in. */
export function passwordChangedMail(email: string): Mail {
  return mail(email, "Your Buildmates password was changed", [
    "The password of your Buildmates account was just changed, and every other browser and device signed in to it was signed out.",
    "If it was you, there is nothing more to do.",
    "If it was not you, someone else knows your password: reset it now with a code sent to this address, which signs everyone else out again:",
    `${siteUrl()}/forgot-password`,
    "Then tell us what happened, so we can help:",
    `${siteUrl()}/contact`,
  ]);
}

/** The code that moves an account to a new address, sent to that address. */
export function emailChangeCodeMail(newEmail: string, code: string): Mail {
  return mail(newEmail, `Your Buildmates email change code: ${code}`, [
    "Someone asked to use this address to sign in to their Buildmates account.",
    `Your code is ${code}`,
    "Enter it in Settings, under Change email, to finish the change.",
    `The code works for ${minutes(EMAIL_CODE_LIFETIME_S.verify)} minutes. If you did not ask for it, ignore this email: no account uses this address unless the code is entered.`,
  ]);
}

/**
 * Sent instead of a code when a member asks to move to an address that has an
 * account (as sign-up's note): only the address's owner learns it was tried.
 */
export function emailInUseMail(email: string): Mail {
  return mail(email, "Someone tried to use your email on Buildmates", [
    "Someone who is signed in to Buildmates just asked to use this email address for their account. It already belongs to your account, so nothing was changed and no code was sent.",
    "If it was you, the address stays with this account. Sign in with it here:",
    `${siteUrl()}/sign-in`,
    "If it was not you, you can ignore this email.",
  ]);
}

/** To the old address once an account's email has changed. */
export function emailChangedMail(oldEmail: string, newEmail: string): Mail {
  return mail(oldEmail, "Your Buildmates email was changed", [
    `The email address of your Buildmates account was just changed from ${oldEmail} to ${newEmail}. You now sign in with ${newEmail}, and our emails go there.`,
    "If it was you, there is nothing more to do.",
    "If it was not you, tell us at once, and we will help you get your account back:",
    `${siteUrl()}/contact`,
  ]);
}

/** Schedules a mail (after the caller's transaction commits, when it does). */
export async function scheduleMail(
  ctx: { scheduler: Scheduler },
  message: Mail,
): Promise<void> {
  await ctx.scheduler.runAfter(0, internal.mail.send, message);
}

function codeProvider(
  id: string,
  maxAge: number,
  compose: (email: string, code: string) => Mail,
): EmailConfig {
  return Email({
    id,
    maxAge,
    generateVerificationToken: () => Promise.resolve(generateEmailCode()),
    // Convex Auth passes the sign-in action's ctx as the second argument.
    sendVerificationRequest: async ({ identifier, token }, ctx?: unknown) => {
      await scheduleMail(
        ctx as { scheduler: Scheduler },
        compose(identifier, token),
      );
    },
  });
}

/** Verifies the email at the first sign-in (and after a sign-up). */
export const verifyEmailProvider = codeProvider(
  VERIFY_PROVIDER_ID,
  EMAIL_CODE_LIFETIME_S.verify,
  verificationMail,
);

/** Proves the email before a new password. */
export const resetPasswordProvider = codeProvider(
  RESET_PROVIDER_ID,
  EMAIL_CODE_LIFETIME_S.reset,
  resetMail,
);
