/**
 * The team room's chat: messages newest first, paginated on `by_project`;
 * send (rate limited per sender), edit and delete one's own message within
 * TEAM_LIMITS.editWindowMs; `@username` mentions tell each mentioned member
 * of the team once per message, an edit's new mentions included (people off
 * the team, and the sender, are never told). Unread counts move in the send's transaction
 * (model/teamUnread.ts).
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { TEAM_LIMITS } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import {
  canStillEdit,
  mentionedUsernames,
  teamMessageBodySchema,
} from "../shared/team";
import { messagePreview } from "./conversations";
import { notify } from "./notifications";
import { consumeRateLimit } from "./rateLimits";
import { requireTeamRoom, teamUserIds } from "./teamAccess";
import { teamPeople, vTeamPerson } from "./teamPeople";
import { countTeamMessage, uncountTeamMessage } from "./teamUnread";
import { updateRoom } from "./teamRooms";
import { clearTyping } from "./teamTyping";
import { parseInput } from "./validation";

export const vTeamMessage = v.object({
  _id: v.id("teamMessages"),
  _creationTime: v.number(),
  projectId: v.id("projects"),
  author: vTeamPerson,
  body: v.string(),
  editedAt: v.union(v.number(), v.null()),
  /** The viewer wrote it. */
  mine: v.boolean(),
  /** Until when its author may edit or delete it (ms). */
  editableUntil: v.number(),
});
export type TeamMessage = Infer<typeof vTeamMessage>;

type MessageInRoom = {
  message: Doc<"teamMessages">;
  project: Doc<"projects">;
};

/** A message and its project, the viewer on the team; NOT_FOUND for a missing message. */
async function requireMessage(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  messageId: Id<"teamMessages">,
): Promise<MessageInRoom> {
  const message = await ctx.db.get("teamMessages", messageId);
  if (message === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.teamMessageNotFound);
  }
  const { project } = await requireTeamRoom(ctx, viewerId, message.projectId);
  return { message, project };
}

/** The author's own message, still inside the edit window. */
async function requireOwnEditable(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  messageId: Id<"teamMessages">,
  now: number,
): Promise<MessageInRoom> {
  const found = await requireMessage(ctx, viewerId, messageId);
  const { message } = found;
  if (message.authorId !== viewerId) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notMessageAuthor);
  }
  if (!canStillEdit(message._creationTime, now)) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.editWindowClosed);
  }
  return found;
}

/**
 * Tells each member of the team the body mentions (never the sender) who is
 * not in `alreadyTold`, once each, at most TEAM_LIMITS.maxMentions a message
 * in all; returns everyone the message has told now.
 */
async function notifyMentions(
  ctx: MutationCtx,
  project: Doc<"projects">,
  senderId: Id<"users">,
  memberIds: readonly Id<"users">[],
  body: string,
  alreadyTold: readonly Id<"users">[],
  now: number,
): Promise<Id<"users">[]> {
  const members = new Set(memberIds);
  const told = new Set(alreadyTold);
  for (const username of mentionedUsernames(body).slice(
    0,
    TEAM_LIMITS.maxMentions,
  )) {
    if (told.size >= TEAM_LIMITS.maxMentions) break;
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_username", (q) => q.eq("username", username))
      .first();
    if (profile === null) continue;
    const userId = profile.userId;
    if (!members.has(userId) || userId === senderId || told.has(userId)) {
      continue;
    }
    told.add(userId);
    await notify(
      ctx,
      {
        userId,
        kind: "teamMention",
        actorId: senderId,
        projectId: project._id,
      },
      { now },
    );
  }
  return [...told];
}

export async function sendTeamMessage(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  args: { projectId: Id<"projects">; body: string },
  now: number,
): Promise<Id<"teamMessages">> {
  const { project } = await requireTeamRoom(ctx, viewerId, args.projectId);
  const body = parseInput(teamMessageBodySchema, args.body);
  await consumeRateLimit(ctx, "teamMessagesPerSender", viewerId);
  const memberIds = await teamUserIds(ctx, project);
  const told = await notifyMentions(
    ctx,
    project,
    viewerId,
    memberIds,
    body,
    [],
    now,
  );
  const messageId = await ctx.db.insert("teamMessages", {
    projectId: project._id,
    authorId: viewerId,
    body,
    ...(told.length > 0 ? { mentionedIds: told } : {}),
  });
  await updateRoom(
    ctx,
    project._id,
    {},
    {
      lastMessageAt: now,
      lastMessagePreview: messagePreview(body),
      lastSenderId: viewerId,
    },
  );
  await countTeamMessage(ctx, project._id, viewerId, memberIds, now);
  await clearTyping(ctx, project._id, viewerId);
  return messageId;
}

/** The room's newest message, or null. */
async function newestMessage(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<Doc<"teamMessages"> | null> {
  return await ctx.db
    .query("teamMessages")
    .withIndex("by_project", (q) => q.eq("projectId", projectId))
    .order("desc")
    .first();
}

/** The room's preview shows its newest message (after an edit or a delete of it). */
async function refreshPreview(
  ctx: MutationCtx,
  projectId: Id<"projects">,
): Promise<void> {
  const newest = await newestMessage(ctx, projectId);
  await updateRoom(
    ctx,
    projectId,
    {},
    newest === null
      ? { lastMessagePreview: "" }
      : {
          lastMessagePreview: messagePreview(newest.body),
          lastSenderId: newest.authorId,
        },
  );
}

/**
 * The author, within the edit window. Members the edit newly mentions are
 * told; those the message told before (`mentionedIds`) never again, even
 * when an edit drops and restores their mention.
 */
export async function editTeamMessage(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  args: { messageId: Id<"teamMessages">; body: string },
  now: number,
): Promise<void> {
  const { message, project } = await requireOwnEditable(
    ctx,
    viewerId,
    args.messageId,
    now,
  );
  const body = parseInput(teamMessageBodySchema, args.body);
  const told = await notifyMentions(
    ctx,
    project,
    viewerId,
    await teamUserIds(ctx, project),
    body,
    message.mentionedIds ?? [],
    now,
  );
  await ctx.db.patch("teamMessages", message._id, {
    body,
    editedAt: now,
    ...(told.length > 0 ? { mentionedIds: told } : {}),
  });
  const newest = await newestMessage(ctx, message.projectId);
  if (newest?._id === message._id) {
    await refreshPreview(ctx, message.projectId);
  }
}

/**
 * The author, within the edit window. The room's preview falls back to the
 * message before; the members it was still unread for have one unread fewer.
 */
export async function removeTeamMessage(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  messageId: Id<"teamMessages">,
  now: number,
): Promise<void> {
  const { message, project } = await requireOwnEditable(
    ctx,
    viewerId,
    messageId,
    now,
  );
  await uncountTeamMessage(ctx, message, await teamUserIds(ctx, project));
  const newest = await newestMessage(ctx, message.projectId);
  await ctx.db.delete("teamMessages", message._id);
  if (newest?._id === message._id) {
    await refreshPreview(ctx, message.projectId);
  }
}

/** One page of the room's messages, newest first (at most TEAM_LIMITS.maxMessagesPage). */
export async function listTeamMessages(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<TeamMessage>> {
  await requireTeamRoom(ctx, viewerId, projectId);
  const result = await ctx.db
    .query("teamMessages")
    .withIndex("by_project", (q) => q.eq("projectId", projectId))
    .order("desc")
    .paginate({
      ...paginationOpts,
      numItems: Math.max(
        1,
        Math.min(paginationOpts.numItems, TEAM_LIMITS.maxMessagesPage),
      ),
    });
  const people = await teamPeople(
    ctx,
    result.page.map((message) => message.authorId),
  );
  return {
    ...result,
    page: result.page.map((message) => ({
      _id: message._id,
      _creationTime: message._creationTime,
      projectId: message.projectId,
      author: people.get(message.authorId)!,
      body: message.body,
      editedAt: message.editedAt ?? null,
      mine: message.authorId === viewerId,
      editableUntil: message._creationTime + TEAM_LIMITS.editWindowMs,
    })),
  };
}
