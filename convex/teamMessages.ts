/**
 * A team room's chat. Every function is for the project's owner and accepted
 * members only (model/teamAccess.ts): NOT_FOUND for a missing project or
 * message, FORBIDDEN off the team, UNAUTHENTICATED signed out.
 */
import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
import { authedMutation, authedQuery } from "./functions";
import { requireTeamRoom } from "./model/teamAccess";
import {
  editTeamMessage,
  listTeamMessages,
  removeTeamMessage,
  sendTeamMessage,
  vTeamMessage,
} from "./model/teamChat";
import { vTeamPerson } from "./model/teamPeople";
import { setTyping as setTypingModel, typingIn } from "./model/teamTyping";
import { markRoomRead } from "./model/teamUnread";

/** The room's messages, newest first, paginated (`usePaginatedQuery`; at most 50 a page). */
export const list = authedQuery({
  args: {
    projectId: v.id("projects"),
    paginationOpts: paginationOptsValidator,
  },
  returns: paginationResultValidator(vTeamMessage),
  handler: async (ctx, { projectId, paginationOpts }) =>
    await listTeamMessages(ctx, ctx.viewerId, projectId, paginationOpts),
});

/**
 * Sends a message: trimmed, 1 to 2000 characters, rate limited per sender.
 * Each `@username` of a member of the team tells them once (`teamMention`);
 * other members' unread counts rise.
 */
export const send = authedMutation({
  args: { projectId: v.id("projects"), body: v.string() },
  returns: v.id("teamMessages"),
  handler: async (ctx, args) =>
    await sendTeamMessage(ctx, ctx.viewerId, args, Date.now()),
});

/**
 * The author edits their message, within 15 minutes of sending it; members
 * it newly mentions are told (`teamMention`), those it told before are not.
 */
export const edit = authedMutation({
  args: { messageId: v.id("teamMessages"), body: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await editTeamMessage(ctx, ctx.viewerId, args, Date.now());
    return null;
  },
});

/** The author deletes their message, within 15 minutes of sending it. */
export const remove = authedMutation({
  args: { messageId: v.id("teamMessages") },
  returns: v.null(),
  handler: async (ctx, { messageId }) => {
    await removeTeamMessage(ctx, ctx.viewerId, messageId, Date.now());
    return null;
  },
});

/** Marks the room read for the viewer (its unread leaves the header's count). */
export const markRead = authedMutation({
  args: { projectId: v.id("projects") },
  returns: v.null(),
  handler: async (ctx, { projectId }) => {
    await requireTeamRoom(ctx, ctx.viewerId, projectId);
    await markRoomRead(ctx, projectId, ctx.viewerId, Date.now());
    return null;
  },
});

/**
 * The viewer is typing (`typing: true`, sent at most every few seconds while
 * they type) or stopped. A send clears it too.
 */
export const setTyping = authedMutation({
  args: { projectId: v.id("projects"), typing: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { projectId, typing }) => {
    await requireTeamRoom(ctx, ctx.viewerId, projectId);
    await setTypingModel(ctx, projectId, ctx.viewerId, typing, Date.now());
    return null;
  },
});

/**
 * Who else is typing, each with `until` (ms): show those whose `until` is
 * still ahead of the clock (the query does not re-run as time passes).
 */
export const typing = authedQuery({
  args: { projectId: v.id("projects") },
  returns: v.array(v.object({ person: vTeamPerson, until: v.number() })),
  handler: async (ctx, { projectId }) => {
    await requireTeamRoom(ctx, ctx.viewerId, projectId);
    return await typingIn(ctx, projectId, ctx.viewerId);
  },
});
