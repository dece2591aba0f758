/**
 * Direct messages: the composer in src/ and `messages.send` in convex/ parse
 * the body with the same schema, so the server stays the source of truth.
 */
import { LIMITS } from "./constants";
import { multilineText } from "./text";

/** How many recent messages a conversation shows. */
export const CONVERSATION_LIMIT = 20;

/** Characters of the latest message the inbox list shows. */
export const CONVERSATION_PREVIEW_LENGTH = 120;

/** Conversations per page of the inbox list (the server caps a page at this). */
export const CONVERSATIONS_PAGE_SIZE = 20;

export const MESSAGE_BODY_MESSAGES = {
  empty: "Please write a message",
  tooLong: `Message must be at most ${LIMITS.messageMaxLength} characters`,
} as const;

/** A message body: cleaned (./text.ts), trimmed, 1 to 2000 characters. */
export const messageBodySchema = multilineText(MESSAGE_BODY_MESSAGES.empty)
  .trim()
  .min(1, MESSAGE_BODY_MESSAGES.empty)
  .max(LIMITS.messageMaxLength, MESSAGE_BODY_MESSAGES.tooLong);
