/**
 * A team room's pinned links and files (model/teamFiles.ts). Every function
 * is for the project's owner and accepted members only
 * (model/teamAccess.ts): NOT_FOUND for a missing project or item, FORBIDDEN
 * off the team, UNAUTHENTICATED signed out.
 */
import { v } from "convex/values";
import { vDownloadAccess } from "./model/validators";
import {
  authedMutation,
  authedQuery,
  internalQuery,
  viewerIdOf,
} from "./functions";
import { teamFileAccess } from "./model/teamFileDownload";
import {
  attachFile,
  listItems,
  pinLink as pinLinkModel,
  removeItem,
  vTeamFilesList,
} from "./model/teamFiles";

/**
 * The room's pinned links and files, each newest first; a file carries the
 * path of its download (`GET /team/file`, for the team only), never a
 * storage URL.
 */
export const list = authedQuery({
  args: { projectId: v.id("projects") },
  returns: vTeamFilesList,
  handler: async (ctx, { projectId }) =>
    await listItems(ctx, ctx.viewerId, projectId),
});

/** Pins a link: a title (1-120) and an http or https URL; at most 100 a team. */
export const pinLink = authedMutation({
  args: { projectId: v.id("projects"), title: v.string(), url: v.string() },
  returns: v.id("teamLinks"),
  handler: async (ctx, args) =>
    await pinLinkModel(ctx, ctx.viewerId, args, Date.now()),
});

/**
 * Attaches an uploaded file (`files.generateUploadUrl`, then POST the file)
 * under `name`: at most 10 MB, 200 MB a team, 500 files; a storage id
 * already attached anywhere is refused. The team is told (`teamFileAdded`).
 */
export const attach = authedMutation({
  args: {
    projectId: v.id("projects"),
    storageId: v.id("_storage"),
    name: v.string(),
  },
  returns: v.id("teamFiles"),
  handler: async (ctx, args) =>
    await attachFile(ctx, ctx.viewerId, args, Date.now()),
});

/** Removes a pinned link or a file (and its stored file): its adder or the project's owner. */
export const remove = authedMutation({
  args: { itemId: v.union(v.id("teamLinks"), v.id("teamFiles")) },
  returns: v.null(),
  handler: async (ctx, { itemId }) => {
    await removeItem(ctx, ctx.viewerId, itemId);
    return null;
  },
});

/**
 * Whether the caller (the HTTP action's auth token, passed through) may
 * download the team file a link names (model/teamFileDownload.ts).
 */
export const downloadAccess = internalQuery({
  args: { fileId: v.string() },
  returns: vDownloadAccess(401, 404),
  handler: async (ctx, { fileId }) =>
    await teamFileAccess(ctx, await viewerIdOf(ctx), fileId),
});
