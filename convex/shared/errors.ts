import { ConvexError } from "convex/values";
import { LIMITS, TEAM_LIMITS } from "./constants";
import { megabytes, PICTURE_MAX_BYTES, type PictureKind } from "./pictures";
import { PORTFOLIO_LIMITS } from "./profileWork";

/**
 * The closed set of expected-failure codes. Every expected failure of a public
 * function is `ConvexError<AppErrorData>`; anything else is a bug.
 */
export const ERROR_CODES = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "INVALID_INPUT",
  "ALREADY_APPLIED",
  "OWN_PROJECT",
  "PROJECT_FULL",
  "PROJECT_CLOSED",
  "INVALID_TRANSITION",
  "INVALID_CREDENTIALS",
  "INVALID_CODE",
  "TOO_MANY_ATTEMPTS",
  "RATE_LIMITED",
  "ALREADY_INVITED",
  "LIMIT_REACHED",
  "ALREADY_REVIEWED",
  "BLOCKED",
  "FILE_NOT_FOUND",
  "FILE_TOO_LARGE",
  "FILE_TYPE",
  "FILE_ATTACHED",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type AppErrorData = { code: ErrorCode; message: string };

/** User-facing texts. Where the product spec gives a text, it is used verbatim. */
export const ERROR_MESSAGES = {
  signedOut: "You must be logged in to do that.",
  signedOutCreateProject: "You must be logged in to create a project.",
  signedOutApply: "You must be logged in to apply to a project.",
  notOwner: "Only the project's creator can do that.",
  notApplicant: "Only the applicant can do that.",
  projectNotFound: "Project not found.",
  applicationNotFound: "Application not found.",
  profileNotFound: "Profile not found.",
  alreadyApplied: "You have already applied to this project",
  ownProject: "You cannot apply to your own project.",
  projectFull: "This project has no open positions left.",
  projectClosed: "This project is closed and no longer accepts applications.",
  projectCompleted:
    "This project is completed and no longer accepts applications.",
  tooManyPendingApplications: `This project already has ${LIMITS.maxPendingApplications} applications waiting for an answer. Try again once the owner has answered some.`,
  completeNeedsTeam:
    "Accept at least one collaborator before marking this project completed.",
  notTeammates: "Only teammates of a completed project can review each other.",
  reviewSelf: "You cannot review yourself.",
  alreadyReviewed: "You have already reviewed this teammate for this project.",
  reviewWindowClosed: "The review period for this project has ended.",
  reviewNotFound: "Review not found.",
  notReviewSubject: "Only the person reviewed can reply to a review.",
  alreadyReplied: "You have already replied to this review.",
  blockedByThem: "You can't message or apply to this person.",
  blockedByYou: "You blocked this person. Unblock them in Settings to do that.",
  blockSelf: "You cannot block yourself.",
  reportSelf: "You cannot report yourself or your own project.",
  reportTargetNotFound: "What you are reporting no longer exists.",
  notOperator: "Only moderators can do that.",
  passwordTooShort: "Password must be at least 6 characters long.",
  passwordTooLong: "Password must be at most 128 characters long.",
  passwordBlank: "Password must contain more than spaces.",
  passwordCommon:
    "This password is too common and easy to guess. Please choose another one.",
  passwordIsEmail: "Password must not be your email address.",
  unsupportedAuthFlow:
    'This sign-in method is not available. Use the "signIn", "signUp", "email-verification", "reset" or "reset-verification" flow.',
  invalidCode:
    "That code is wrong or has expired. Check the latest email, or send a new code.",
  tooManyCodeAttempts:
    "Too many wrong codes. Please wait a few minutes, then send a new code.",
  invalidCredentials: "Invalid email or password.",
  tooManyAttempts: "Too many failed sign-in attempts. Please try again later.",
  inviteNotFound: "Invitation not found.",
  alreadyInvited: "You have already invited this builder to this project.",
  inviteSelf: "You cannot invite yourself to your own project.",
  inviteMember: "This builder has already applied to this project.",
  inviteAnswered: "This invitation has already been answered.",
  savedSearchNotFound: "Saved search not found.",
  tooManySavedSearches:
    "You can keep up to 20 saved searches. Remove one to save another.",
  matchNotYours: "Only the builder and the project's owner can see this match.",
  openPositionsBelowFilled:
    "Open positions cannot be fewer than the positions already filled.",
  seatsRequired: "Please give the number of open positions or the roles.",
  seatsDisagree: "Open positions must be the roles' seats added up.",
  roleBelowFilled: "A role cannot have fewer seats than it has filled.",
  roleWithMembers: "A role with accepted members cannot be removed.",
  projectHasRoles:
    "This project has several roles: change the seats of each role.",
  roleRequired: "Please choose the role you are applying for.",
  roleNotFound: "This project has no such role.",
  roleFilled: "This role has no open seats left.",
  attachmentNotFound: "That portfolio item was not found.",
  tooManyProjectSkills: `Add at most ${LIMITS.maxSkills} skills in all, the project's and its roles' together.`,
  invalidDay: "Give the day as YYYY-MM-DD.",
  tooManyViewerStateIds: `Ask about at most ${LIMITS.maxViewerStateIds} projects at once.`,
  wrongPassword: "That is not your current password.",
  newPasswordUnchanged: "Choose a new password, not your current one.",
  emailUnchanged: "That is already your email address.",
  sessionNotFound: "That session has already ended.",
  photoTooLarge: `Photos can be at most ${megabytes(PICTURE_MAX_BYTES.photo)}. Please choose a smaller file.`,
  coverTooLarge: `Cover images can be at most ${megabytes(PICTURE_MAX_BYTES.cover)}. Please choose a smaller file.`,
  photoType: "Photos must be PNG, JPEG, WebP or GIF.",
  coverType: "Cover images must be PNG, JPEG, WebP or GIF.",
  portfolioImageTooLarge: `Portfolio images can be at most ${megabytes(PICTURE_MAX_BYTES.portfolio)}. Please choose a smaller file.`,
  portfolioImageType: "Portfolio images must be PNG, JPEG, WebP or GIF.",
  portfolioItemNotFound: "That portfolio item no longer exists.",
  notPortfolioOwner: "Only the builder can change their portfolio.",
  portfolioFull: `A portfolio holds at most ${PORTFOLIO_LIMITS.maxItems} items. Remove one to add another.`,
  uploadNotFound:
    "That upload was not found. Please choose the file and upload it again.",
  uploadAttached:
    "That file is already in use. Please choose the file and upload it again.",
  // The team room (model/team*.ts).
  teamRoomNotFound: "This team room does not exist.",
  notTeamMember: "This room is for the project's team.",
  teamMessageNotFound: "Message not found.",
  teamMessageEmpty: "Please write a message",
  teamMessageTooLong: `Message must be at most ${TEAM_LIMITS.messageMaxLength} characters`,
  notMessageAuthor: "Only the author can edit or delete this message.",
  editWindowClosed: `Messages can be edited or deleted for ${TEAM_LIMITS.editWindowMs / 60_000} minutes after sending.`,
  taskNotFound: "Task not found.",
  taskTitleEmpty: "Please give the task a title",
  taskTitleTooLong: `Task title must be at most ${TEAM_LIMITS.taskTitleMaxLength} characters`,
  taskDetailsTooLong: `Task details must be at most ${TEAM_LIMITS.taskDetailsMaxLength} characters`,
  assigneeNotMember: "Tasks can only be assigned to a member of the team.",
  tooManyTasks: `A team can keep up to ${TEAM_LIMITS.maxTasks} tasks. Delete some to add more.`,
  projectCompletedNoTasks:
    "This project is completed: its board is kept as it was and takes no new tasks.",
  linkNotFound: "Link or file not found.",
  linkTitleEmpty: "Please give the link a title",
  linkTitleTooLong: `Link title must be at most ${TEAM_LIMITS.linkTitleMaxLength} characters`,
  linkUrlInvalid: "Use a web address starting with http:// or https://",
  linkUrlTooLong: `The address must be at most ${TEAM_LIMITS.linkUrlMaxLength} characters`,
  tooManyLinks: `A team can pin up to ${TEAM_LIMITS.maxLinks} links. Remove one to pin another.`,
  notItemAdder:
    "Only the person who added it, or the project's owner, can remove it.",
  fileMissing: "The upload was not found. Please upload the file again.",
  fileAlreadyAttached: "This file is already attached.",
  fileTooLarge: `A file can be at most ${TEAM_LIMITS.maxFileBytes / (1024 * 1024)} MB.`,
  teamStorageFull: `The team's files can take at most ${TEAM_LIMITS.maxTeamBytes / (1024 * 1024)} MB together. Remove some files to add more.`,
  tooManyFiles: `A team can keep up to ${TEAM_LIMITS.maxFiles} files. Remove some to add more.`,
  fileNameEmpty: "Please give the file a name",
  fileNameTooLong: `File name must be at most ${TEAM_LIMITS.fileNameMaxLength} characters`,
  notTeamMemberToRemove: "This person is not a member of the team.",
  ownerCannotLeave:
    "The owner cannot leave their own project's team. Close the project instead.",
  removeSelf: "Use Leave to leave a team; the owner cannot be removed.",
  teamFinal:
    "This project is completed: its team is final, so nobody can be removed or leave.",
} as const;

/** Why a picture was refused, in its kind's words (the server's check and the web app's pre-check). */
export const PICTURE_REFUSAL_MESSAGES = {
  photo: {
    FILE_TOO_LARGE: ERROR_MESSAGES.photoTooLarge,
    FILE_TYPE: ERROR_MESSAGES.photoType,
  },
  cover: {
    FILE_TOO_LARGE: ERROR_MESSAGES.coverTooLarge,
    FILE_TYPE: ERROR_MESSAGES.coverType,
  },
  portfolio: {
    FILE_TOO_LARGE: ERROR_MESSAGES.portfolioImageTooLarge,
    FILE_TYPE: ERROR_MESSAGES.portfolioImageType,
  },
} as const satisfies Record<
  PictureKind,
  Record<Extract<ErrorCode, "FILE_TOO_LARGE" | "FILE_TYPE">, string>
>;

export function appError(code: ErrorCode, message: string) {
  return new ConvexError<AppErrorData>({ code, message });
}

/** Whether a value is the data of one of our expected failures. */
export function isAppErrorData(data: unknown): data is AppErrorData {
  return (
    typeof data === "object" &&
    data !== null &&
    "code" in data &&
    "message" in data &&
    typeof data.message === "string" &&
    (ERROR_CODES as readonly unknown[]).includes(data.code)
  );
}

/** Type guard for clients: is this one of our expected failures? */
export function isAppError(error: unknown): error is ConvexError<AppErrorData> {
  return error instanceof ConvexError && isAppErrorData(error.data);
}

/** The code of one of our expected failures, or null for anything else. */
export function appErrorCode(error: unknown): ErrorCode | null {
  return isAppError(error) ? error.data.code : null;
}
