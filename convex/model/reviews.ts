/**
 * Reviews between teammates: only members of a completed project's
 * frozen team review each other, once per (project, author, subject), inside
 * REVIEW_WINDOW_MS of the completion; the person reviewed may reply once. A
 * review changes the subject's reputation in the same transaction.
 */
import type { PaginationOptions } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { REVIEW_LIMITS, REVIEW_WINDOW_MS } from "../shared/trust";
import { getCompletedTeam, getTeamRow } from "./completion";
import { notify } from "./notifications";
import { clampPagination, getProjectOrThrow } from "./projects";
import { getPersonSummary } from "./profiles";
import { countReview } from "./aggregates";
import { adjustReputation } from "./reputation";

function reviewText(raw: string, max: number): string {
  const text = raw.trim();
  if (text.length === 0) {
    throw appError("INVALID_INPUT", "Please write a few words.");
  }
  if (text.length > max) {
    throw appError(
      "INVALID_INPUT",
      `Please keep it to ${max} characters or fewer.`,
    );
  }
  return text;
}

function reviewRating(rating: number): number {
  if (
    !Number.isInteger(rating) ||
    rating < REVIEW_LIMITS.minRating ||
    rating > REVIEW_LIMITS.maxRating
  ) {
    throw appError("INVALID_INPUT", "Choose a rating from 1 to 5 stars.");
  }
  return rating;
}

export function reviewWindowEndsAt(project: Doc<"projects">): number | null {
  return project.completedAt === undefined
    ? null
    : project.completedAt + REVIEW_WINDOW_MS;
}

export async function findReview(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  authorId: Id<"users">,
  subjectId: Id<"users">,
): Promise<Doc<"reviews"> | null> {
  return await ctx.db
    .query("reviews")
    .withIndex("by_project_and_author_and_subject", (q) =>
      q
        .eq("projectId", projectId)
        .eq("authorId", authorId)
        .eq("subjectId", subjectId),
    )
    .unique();
}

export async function createReview(
  ctx: MutationCtx,
  authorId: Id<"users">,
  input: {
    projectId: Id<"projects">;
    subjectId: Id<"users">;
    rating: number;
    text: string;
  },
  { now }: { now: number },
): Promise<Id<"reviews">> {
  const rating = reviewRating(input.rating);
  const text = reviewText(input.text, REVIEW_LIMITS.textMaxLength);
  if (input.subjectId === authorId) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.reviewSelf);
  }
  const project = await getProjectOrThrow(ctx, input.projectId);
  const [authorRow, subjectRow] = await Promise.all([
    getTeamRow(ctx, project._id, authorId),
    getTeamRow(ctx, project._id, input.subjectId),
  ]);
  if (project.status !== "completed" || !authorRow || !subjectRow) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notTeammates);
  }
  const endsAt = reviewWindowEndsAt(project);
  if (endsAt === null || now > endsAt) {
    throw appError("INVALID_TRANSITION", ERROR_MESSAGES.reviewWindowClosed);
  }
  if (
    (await findReview(ctx, project._id, authorId, input.subjectId)) !== null
  ) {
    throw appError("ALREADY_REVIEWED", ERROR_MESSAGES.alreadyReviewed);
  }
  const reviewId = await ctx.db.insert("reviews", {
    projectId: project._id,
    authorId,
    subjectId: input.subjectId,
    rating,
    text,
    createdAt: now,
  });
  const review = await ctx.db.get("reviews", reviewId);
  if (review !== null) await countReview(ctx, review);
  await adjustReputation(ctx, input.subjectId, {}, now);
  await notify(
    ctx,
    {
      userId: input.subjectId,
      kind: "reviewReceived",
      actorId: authorId,
      projectId: project._id,
    },
    { now },
  );
  return reviewId;
}

export async function replyToReview(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  input: { reviewId: Id<"reviews">; text: string },
  { now }: { now: number },
): Promise<void> {
  const text = reviewText(input.text, REVIEW_LIMITS.replyMaxLength);
  const review = await ctx.db.get("reviews", input.reviewId);
  if (review === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.reviewNotFound);
  }
  if (review.subjectId !== viewerId) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notReviewSubject);
  }
  if (review.replyText !== undefined) {
    throw appError("INVALID_TRANSITION", ERROR_MESSAGES.alreadyReplied);
  }
  await ctx.db.patch("reviews", review._id, {
    replyText: text,
    repliedAt: now,
  });
}

/** Reviews of a user, newest first, each with its author, project and reply. */
export async function listReviewsOf(
  ctx: QueryCtx,
  subjectId: Id<"users">,
  viewerId: Id<"users"> | null,
  paginationOpts: PaginationOptions,
) {
  const page = await ctx.db
    .query("reviews")
    .withIndex("by_subject_and_createdAt", (q) => q.eq("subjectId", subjectId))
    .order("desc")
    .paginate(clampPagination(paginationOpts));
  return {
    ...page,
    page: await Promise.all(
      page.page.map(async (review) => {
        const project = await ctx.db.get("projects", review.projectId);
        return {
          _id: review._id,
          rating: review.rating,
          text: review.text,
          createdAt: review.createdAt,
          author: await getPersonSummary(ctx, review.authorId),
          project: {
            _id: review.projectId,
            title: project?.title ?? "A removed project",
          },
          reply:
            review.replyText === undefined || review.repliedAt === undefined
              ? null
              : { text: review.replyText, createdAt: review.repliedAt },
          canReply:
            viewerId === review.subjectId && review.replyText === undefined,
        };
      }),
    ),
  };
}

/**
 * A completed project's team as one member sees it: each teammate with the
 * viewer's review of them and theirs of the viewer. Null for anyone else.
 */
export async function teamReviewsFor(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  viewerId: Id<"users"> | null,
) {
  if (viewerId === null) return null;
  const project = await ctx.db.get("projects", projectId);
  if (project?.status !== "completed" || project.completedAt === undefined) {
    return null;
  }
  if ((await getTeamRow(ctx, projectId, viewerId)) === null) return null;
  const team = await getCompletedTeam(ctx, projectId);
  const windowEndsAt = project.completedAt + REVIEW_WINDOW_MS;
  const teammates = await Promise.all(
    team
      .filter((row) => row.userId !== viewerId)
      .map(async (row) => {
        const [person, mine, theirs] = await Promise.all([
          getPersonSummary(ctx, row.userId),
          findReview(ctx, projectId, viewerId, row.userId),
          findReview(ctx, projectId, row.userId, viewerId),
        ]);
        return {
          ...person,
          role: row.role,
          myReview: mine && {
            rating: mine.rating,
            text: mine.text,
            createdAt: mine.createdAt,
          },
          theirReview: theirs && {
            _id: theirs._id,
            rating: theirs.rating,
            text: theirs.text,
            createdAt: theirs.createdAt,
            reply:
              theirs.replyText === undefined
                ? null
                : { text: theirs.replyText, createdAt: theirs.repliedAt ?? 0 },
          },
        };
      }),
  );
  return {
    completedAt: project.completedAt,
    /** Queries never read the clock: the page compares this with its own. */
    windowEndsAt,
    teammates,
  };
}

/** A builder's completed projects, newest first, with their role on each. */
export async function listCompletedProjectsOf(
  ctx: QueryCtx,
  userId: Id<"users">,
  limit: number,
) {
  const rows = await ctx.db
    .query("projectTeams")
    .withIndex("by_user_and_completedAt", (q) => q.eq("userId", userId))
    .order("desc")
    .take(limit);
  const projects = await Promise.all(
    rows.map(async (row) => {
      const project = await ctx.db.get("projects", row.projectId);
      return project === null
        ? null
        : {
            projectId: project._id,
            title: project.title,
            category: project.category,
            completedAt: row.completedAt,
            role: row.role,
          };
    }),
  );
  return projects.filter((project) => project !== null);
}

/** Recent completions whose teammates the dashboard reminds the viewer to review. */
const TO_WRITE_PROJECTS = 10;

/**
 * The reviews the viewer still owes: each teammate they have not reviewed on
 * their most recent completed projects, with when that project's window closes
 * (queries never read the clock: the dashboard drops the closed ones itself).
 */
export async function listReviewsToWrite(ctx: QueryCtx, viewerId: Id<"users">) {
  const rows = await ctx.db
    .query("projectTeams")
    .withIndex("by_user_and_completedAt", (q) => q.eq("userId", viewerId))
    .order("desc")
    .take(TO_WRITE_PROJECTS);
  const perProject = await Promise.all(
    rows.map(async (row) => {
      const project = await ctx.db.get("projects", row.projectId);
      const windowEndsAt =
        project === null ? null : reviewWindowEndsAt(project);
      if (project === null || windowEndsAt === null) return [];
      const team = await getCompletedTeam(ctx, project._id);
      const owed = await Promise.all(
        team
          .filter((member) => member.userId !== viewerId)
          .map(async (member) =>
            (await findReview(ctx, project._id, viewerId, member.userId)) ===
            null
              ? {
                  project: { _id: project._id, title: project.title },
                  windowEndsAt,
                  person: await getPersonSummary(ctx, member.userId),
                }
              : null,
          ),
      );
      return owed.filter((item) => item !== null);
    }),
  );
  return perProject.flat();
}
