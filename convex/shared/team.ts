/**
 * The team room's input rules, shared by the web app's forms and the
 * server's mutations (model/team*.ts parse with the same schemas, so the
 * server stays the source of truth). Limits: TEAM_LIMITS in ./constants.
 */
import { z } from "zod";
import { TEAM_LIMITS } from "./constants";
import { ERROR_MESSAGES } from "./errors";
import { multilineText, singleLineText } from "./text";

/** A chat message: cleaned, trimmed, 1 to TEAM_LIMITS.messageMaxLength characters. */
export const teamMessageBodySchema = multilineText(
  ERROR_MESSAGES.teamMessageEmpty,
)
  .trim()
  .min(1, ERROR_MESSAGES.teamMessageEmpty)
  .max(TEAM_LIMITS.messageMaxLength, ERROR_MESSAGES.teamMessageTooLong);

export const taskTitleSchema = singleLineText()
  .trim()
  .min(1, ERROR_MESSAGES.taskTitleEmpty)
  .max(TEAM_LIMITS.taskTitleMaxLength, ERROR_MESSAGES.taskTitleTooLong);

export const taskDetailsSchema = multilineText()
  .trim()
  .max(TEAM_LIMITS.taskDetailsMaxLength, ERROR_MESSAGES.taskDetailsTooLong);

/** A due date as a calendar day, "YYYY-MM-DD" (overdue once that day has passed where the viewer is). */
export const dueDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ERROR_MESSAGES.invalidDay)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, ERROR_MESSAGES.invalidDay);

/** An http or https address of a named host. */
export function isWebUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.hostname !== ""
  );
}

/** A pinned link: a title and an http(s) URL. */
export const pinLinkSchema = z.object({
  title: singleLineText()
    .trim()
    .min(1, ERROR_MESSAGES.linkTitleEmpty)
    .max(TEAM_LIMITS.linkTitleMaxLength, ERROR_MESSAGES.linkTitleTooLong),
  url: z
    .string()
    .trim()
    .max(TEAM_LIMITS.linkUrlMaxLength, ERROR_MESSAGES.linkUrlTooLong)
    .refine(isWebUrl, ERROR_MESSAGES.linkUrlInvalid),
});
export type PinLinkInput = z.input<typeof pinLinkSchema>;

export const fileNameSchema = singleLineText()
  .trim()
  .min(1, ERROR_MESSAGES.fileNameEmpty)
  .max(TEAM_LIMITS.fileNameMaxLength, ERROR_MESSAGES.fileNameTooLong);

/**
 * The usernames a message mentions ("@priya", "@kenji.d"), lower-cased, each
 * once, in order of first mention; an "@" inside a word (an email) is none.
 */
export function mentionedUsernames(body: string): string[] {
  const found = new Set<string>();
  for (const match of body.matchAll(/(^|[^\w@.])@([a-z0-9._-]+)/gi)) {
    const name = match[2]!.replace(/[._-]+$/, "").toLowerCase();
    if (name !== "") found.add(name);
  }
  return [...found];
}

/** Whether a message sent at `sentAt` may still be edited or deleted at `now`. */
export function canStillEdit(sentAt: number, now: number): boolean {
  return now - sentAt <= TEAM_LIMITS.editWindowMs;
}
