import { APPLICATION_CLOCK, LIMITS } from "@convex/shared/constants";
import { MATCH_PART_LABELS, MATCH_PART_MAX } from "@convex/shared/matching";
import {
  RATING_MIN_REVIEWS,
  REVIEW_WINDOW_DAYS,
  VERIFICATION,
} from "@convex/shared/trust";
import { paths } from "@/config/paths";

/** Who a guide is for: its group on the Guides page. */
export type GuideAudience = "builders" | "owners" | "everyone";

export const GUIDE_AUDIENCES: { id: GuideAudience; title: string }[] = [
  { id: "builders", title: "For builders" },
  { id: "owners", title: "For project owners" },
  { id: "everyone", title: "For everyone" },
];

/** A how-to: the steps of one task as the app does it today. */
export interface HowTo {
  /** Its anchor on /guides. */
  id: string;
  audience: GuideAudience;
  title: string;
  steps: string[];
  /** Where to start it in the app. */
  link: { label: string; to: string };
}

const parts = (Object.keys(MATCH_PART_MAX) as (keyof typeof MATCH_PART_MAX)[])
  .map(
    (part) =>
      `${MATCH_PART_LABELS[part].toLowerCase()} ${MATCH_PART_MAX[part]}`,
  )
  .join(", ");

/**
 * The guides, written from what the product does (and its constants, so the
 * numbers stay true).
 */
export const howTos: HowTo[] = [
  {
    id: "profile",
    audience: "builders",
    title: "Set up a profile that gets matched",
    steps: [
      "Sign up with your name, email and a password and choose your areas of expertise, then enter the 8-digit code we email you: an account signs in once its email is verified.",
      "In Settings, add your role, a short bio and your skills. Matching reads your skills and your areas of expertise.",
      "Write skills the way you say them: the catalogue knows their aliases (JS is JavaScript), and related skills count for part (PyTorch counts as Python, Figma is close to UI Design).",
      "Add your website, GitHub and LinkedIn so owners can see your work.",
    ],
    link: { label: "Open Settings", to: paths.settings },
  },
  {
    id: "find-projects",
    audience: "builders",
    title: "Find projects that fit you",
    steps: [
      "On Projects, search titles and descriptions, filter by category or by a skill: every skill badge links to that filter.",
      `Sort by Best match to see your score with each project, from 0 to 100. Open a score for its parts (${parts}) and the reasons in plain words.`,
      "Save search keeps the current filters and notifies you when a new project matches them.",
    ],
    link: { label: "See your best matches", to: paths.projectsBestMatches },
  },
  {
    id: "apply",
    audience: "builders",
    title: "Apply and follow your applications",
    steps: [
      "Apply from a project's card or page once you are signed in (not to your own project). Its page shows how the owner answers applications.",
      "Your dashboard's Applications tab lists each application with its status: Pending Review, Accepted, Not Selected, Withdrawn or Expired.",
      `While it is pending you can withdraw it. The owner is reminded after ${APPLICATION_CLOCK.reminderAfterDays} days; after ${APPLICATION_CLOCK.expireAfterDays} days without an answer it expires, and you may send it again.`,
      "Invitations from owners appear on your dashboard: accept one to open the project and apply, or decline it.",
    ],
    link: { label: "Your applications", to: paths.dashboardApplications },
  },
  {
    id: "post-project",
    audience: "owners",
    title: "Post a project",
    steps: [
      `Choose Create Project on Projects or on your dashboard: a title, a description, a category, the skills you need and how many positions are open (${LIMITS.minOpenPositions} to ${LIMITS.maxOpenPositions}).`,
      "The project is listed at once, and builders whose saved searches match it are notified.",
      "Edit it from its page at any time, and close it when you stop recruiting.",
    ],
    link: { label: "Go to Projects", to: paths.projects },
  },
  {
    id: "answer-applications",
    audience: "owners",
    title: "Answer applications",
    steps: [
      "Applications appear on your project's page as they arrive, and in your notifications.",
      "Accept takes one of the open positions; when every position is taken the project is full. Not selected closes the application and tells the applicant.",
      `Answer within ${APPLICATION_CLOCK.expireAfterDays} days: you are reminded after ${APPLICATION_CLOCK.reminderAfterDays}, and an application left unanswered expires and counts against your response rate. Builders see that rate once ${APPLICATION_CLOCK.minAnsweredForRate} of your applications are answered or expired.`,
    ],
    link: { label: "Your projects", to: paths.dashboard },
  },
  {
    id: "find-builders",
    audience: "owners",
    title: "Find builders for what your team lacks",
    steps: [
      "Your project's page suggests builders who bring the skills your team still lacks, best match first, each with the reasons.",
      "Invite to apply sends one of them an invitation (one per builder and project); they accept and apply, or decline.",
      "On Builders, search by name, role or skill, follow people and message them.",
    ],
    link: { label: "Discover builders", to: paths.builders },
  },
  {
    id: "finish-and-review",
    audience: "everyone",
    title: "Finish a project, review your team, earn Verified",
    steps: [
      "When the work is done, the owner marks the project as completed (it needs at least one accepted collaborator). Its team is then fixed.",
      `For ${REVIEW_WINDOW_DAYS} days the teammates can review each other: a rating from 1 to 5 and a few words. Reviews come only from teammates.`,
      `A rating shows from ${RATING_MIN_REVIEWS} reviews. The Verified badge comes with ${VERIFICATION.minCompletedProjects} completed projects, an average of ${VERIFICATION.minAverageRating} or more from at least ${VERIFICATION.minReviews} reviews, and a verified email; select a badge to see those checks.`,
    ],
    link: {
      label: "Your collaborations",
      to: `${paths.dashboard}?tab=collaborations`,
    },
  },
  {
    id: "stay-safe",
    audience: "everyone",
    title: "Report and block",
    steps: [
      "Report a profile, a project or a message you received, with a reason: the report goes to our moderators.",
      "Block someone from their profile: they can no longer message you or apply to your projects, and they are not told. Unblock them in Settings.",
      "Choose which notifications reach you in the app and by email in Settings.",
    ],
    link: { label: "Open Settings", to: paths.settings },
  },
];
