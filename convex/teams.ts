/**
 * A project's team room: who is on the team, and leaving or removing. Every
 * function here is for the project's owner and accepted members only
 * (model/teamAccess.ts): a missing project is NOT_FOUND, anyone else
 * FORBIDDEN, a visitor UNAUTHENTICATED; queries too, so a member removed
 * loses the room at once.
 */
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { authedMutation, authedQuery } from "./functions";
import { requireTeamRoom } from "./model/teamAccess";
import {
  leaveTeam,
  listMembers,
  removeMember as removeMemberModel,
  vTeamMember,
} from "./model/teamMembers";
import { roomsOf, roomUnread } from "./model/teamUnread";
import { PROJECT_STATUSES } from "./shared/constants";

/**
 * The room's header: the project's title and status, the viewer's role, and
 * `acceptsTasks` (false once the project is completed: the room stays
 * readable, the board takes no new tasks), and the viewer's unread here.
 */
export const get = authedQuery({
  args: { projectId: v.id("projects") },
  returns: v.object({
    projectId: v.id("projects"),
    title: v.string(),
    status: literals(...PROJECT_STATUSES),
    ownerId: v.id("users"),
    viewerId: v.id("users"),
    viewerRole: v.union(v.literal("owner"), v.literal("member")),
    acceptsTasks: v.boolean(),
    unread: v.number(),
  }),
  handler: async (ctx, { projectId }) => {
    const { project, role } = await requireTeamRoom(
      ctx,
      ctx.viewerId,
      projectId,
    );
    return {
      projectId,
      title: project.title,
      status: project.status,
      ownerId: project.creatorId,
      viewerId: ctx.viewerId,
      viewerRole: role,
      acceptsTasks: project.status !== "completed",
      unread: await roomUnread(ctx, projectId, ctx.viewerId),
    };
  },
});

/** The team with roles: the owner first, then the accepted members. */
export const members = authedQuery({
  args: { projectId: v.id("projects") },
  returns: v.array(vTeamMember),
  handler: async (ctx, { projectId }) =>
    await listMembers(ctx, ctx.viewerId, projectId),
});

/**
 * Owner only: removes an accepted member. Their seat opens again, they are
 * told (`teamMemberRemoved`), and they lose the room at once. Refused for the
 * owner themselves and once the project is completed (its team is final).
 */
export const removeMember = authedMutation({
  args: { projectId: v.id("projects"), userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, args) => {
    await removeMemberModel(ctx, ctx.viewerId, args, Date.now());
    return null;
  },
});

/**
 * A member leaves the team: their seat opens again, the rest of the team is
 * told (`teamMemberLeft`). The owner cannot leave; nobody leaves a completed
 * project's team.
 */
export const leave = authedMutation({
  args: { projectId: v.id("projects") },
  returns: v.null(),
  handler: async (ctx, { projectId }) => {
    await leaveTeam(ctx, ctx.viewerId, projectId, Date.now());
    return null;
  },
});

/**
 * The viewer's team rooms that have messages, latest first (at most 100),
 * each with its unread count and last message's preview: the inbox lists
 * them beside the conversations. Only rooms the viewer is on.
 */
export const rooms = authedQuery({
  args: {},
  returns: v.array(
    v.object({
      projectId: v.id("projects"),
      title: v.string(),
      unread: v.number(),
      lastMessageAt: v.number(),
      lastMessagePreview: v.string(),
      lastFromViewer: v.boolean(),
    }),
  ),
  handler: async (ctx) => await roomsOf(ctx, ctx.viewerId),
});
