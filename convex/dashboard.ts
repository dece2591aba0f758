import { v } from "convex/values";
import { publicQuery } from "./functions";
import {
  listActivity,
  listCollaborations,
  listRecentCollaborators,
  vActivityItem,
  vCollaboration,
  vDashboardPerson,
} from "./model/dashboard";

/**
 * The dashboard's Overview activity: applications received on the viewer's
 * projects, decisions on the viewer's applications and the viewer's new
 * projects; newest first, at most 10. Empty when signed out.
 */
export const activity = publicQuery({
  args: {},
  returns: v.array(vActivityItem),
  handler: async (ctx) =>
    ctx.viewerId === null ? [] : await listActivity(ctx, ctx.viewerId),
});

/**
 * Up to 4 people the viewer worked with, most recent first: those accepted
 * into the viewer's projects and owners of projects the viewer was accepted
 * to. Public profile fields only. Empty when signed out.
 */
export const recentCollaborators = publicQuery({
  args: {},
  returns: v.array(vDashboardPerson),
  handler: async (ctx) =>
    ctx.viewerId === null
      ? []
      : await listRecentCollaborators(ctx, ctx.viewerId),
});

/**
 * The Collaborations tab: projects with accepted collaborators, the viewer's
 * own and those they joined, newest first. Empty when signed out.
 */
export const collaborations = publicQuery({
  args: {},
  returns: v.array(vCollaboration),
  handler: async (ctx) =>
    ctx.viewerId === null ? [] : await listCollaborations(ctx, ctx.viewerId),
});
