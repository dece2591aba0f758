/**
 * Every rate limit of the app, in one place (docs/SECURITY.md lists them).
 * A bucket holds `capacity` tokens and refills at `rate` tokens per `period`
 * milliseconds; each call takes one.
 */
import { PRESENCE_MESSAGES } from "./presence";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  /**
   * Account emails sent to an address without its password (password-reset
   * codes, "someone tried to sign up with your email"), per address, known or
   * not: nobody can flood someone's inbox through the app.
   */
  accountMailsPerEmail: { rate: 5, period: HOUR, capacity: 5 },
  /** Contact form, per email address typed (visitors and members). */
  contactPerEmail: { rate: 5, period: HOUR, capacity: 5 },
  /** Contact form, per signed-in member, whatever email they type. */
  contactPerMember: { rate: 5, period: HOUR, capacity: 5 },
  /**
   * Contact form, all visitors together: a visitor has no identity a
   * function can see, so changing the email must still hit a limit.
   */
  contactAllVisitors: { rate: 30, period: HOUR, capacity: 10 },
  /** Direct messages per sender: a burst of 10, then 10 a minute. */
  messagesPerSender: { rate: 10, period: MINUTE, capacity: 10 },
  /** Invitations to apply, per project owner: a burst of 20, then 20 an hour. */
  invitesPerOwner: { rate: 20, period: HOUR, capacity: 20 },
  /** Saved searches created per user: a burst of 10, then 10 an hour. */
  savedSearchesPerUser: { rate: 10, period: HOUR, capacity: 10 },
  /** Reports (of projects, profiles, messages) per user: a burst of 10, then 20 a day. */
  reportsPerUser: { rate: 20, period: DAY, capacity: 10 },
  /** Direct messages per sender per day. */
  messagesPerSenderDaily: { rate: 300, period: DAY, capacity: 300 },
  /**
   * Presence heartbeats per user: 20 tabs or rooms beating every 10 s is 120
   * a minute; the burst of 40 covers opening many at once. Bounds the
   * presence sessions one user can hold (each lives 25 s past its last beat).
   */
  presenceHeartbeatsPerUser: { rate: 120, period: MINUTE, capacity: 40 },
  /**
   * Data exports ("Download my data") per member: 3 a day. Each reads all
   * their data and stores a file; asking while one is being made returns
   * that one and takes nothing.
   */
  dataExportsPerUser: { rate: 3, period: DAY, capacity: 3 },
  /**
   * Password checks of a signed-in member (changing the password or the
   * email), per member: each takes one before the password is checked, so a
   * wrong password counts and a stolen session cannot guess it.
   */
  passwordChecksPerUser: { rate: 10, period: HOUR, capacity: 10 },
  /** Wrong email-change codes per member: as verification codes, 10 an hour. */
  emailChangeCodesPerUser: { rate: 10, period: HOUR, capacity: 10 },
  /** Upload URLs per member (photos, covers, team files): a burst of 20, then 60 an hour. */
  uploadsPerMember: { rate: 60, period: HOUR, capacity: 20 },
  /**
   * Attempts to delete the account (each checks the password), per member: a
   * burst of 5, then 5 an hour, so a borrowed session cannot guess the password.
   */
  accountDeletionsPerUser: { rate: 5, period: HOUR, capacity: 5 },
  /**
   * Team room messages per sender, over all their rooms: a burst of 20, then
   * 30 a minute (a lively chat, not a script).
   */
  teamMessagesPerSender: { rate: 30, period: MINUTE, capacity: 20 },
} as const satisfies Record<
  string,
  { rate: number; period: number; capacity: number }
>;
export type RateLimitName = keyof typeof RATE_LIMITS;
export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as [
  RateLimitName,
  ...RateLimitName[],
];

const CONTACT_LIMITED =
  "You have sent several messages in the last hour. Please wait a little before sending another.";
const CONTACT_BUSY =
  "We are receiving many messages right now. Please try again in a few minutes, or sign in to send yours.";
const MESSAGES_LIMITED =
  "You are sending messages too quickly. Please wait a moment before sending another.";

/** What the caller is told when a bucket is empty. */
export const RATE_LIMIT_MESSAGES = {
  accountMailsPerEmail:
    "We have sent several emails to this address in the last hour. Please check your inbox (and spam folder), or try again later.",
  contactPerEmail: CONTACT_LIMITED,
  contactPerMember: CONTACT_LIMITED,
  contactAllVisitors: CONTACT_BUSY,
  messagesPerSender: MESSAGES_LIMITED,
  invitesPerOwner:
    "You have sent many invitations in the last hour. Please wait a little before sending more.",
  savedSearchesPerUser:
    "You have saved many searches in the last hour. Please wait a little before saving another.",
  messagesPerSenderDaily:
    "You have reached today's limit for direct messages. Please try again tomorrow.",
  reportsPerUser:
    "You have sent many reports recently. Please wait a while before sending another.",
  presenceHeartbeatsPerUser: PRESENCE_MESSAGES.tooManySessions,
  dataExportsPerUser:
    "You have made several downloads of your data today. Please use the latest one, or try again tomorrow.",
  passwordChecksPerUser:
    "You have entered your password many times in the last hour. Please wait a while before trying again.",
  emailChangeCodesPerUser:
    "Too many wrong codes. Please wait a few minutes, then send a new code.",
  uploadsPerMember:
    "You have uploaded many files recently. Please wait a little before uploading more.",
  accountDeletionsPerUser:
    "You have tried to delete your account several times in the last hour. Please wait a while, then try again.",
  teamMessagesPerSender: MESSAGES_LIMITED,
} as const satisfies Record<RateLimitName, string>;
