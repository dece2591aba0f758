/** The member's own account: their data export (model/dataExport/). */
import { v } from "convex/values";
import { authedMutation, publicQuery } from "./functions";
import { requestDataExport as startDataExport } from "./model/dataExport/lifecycle";
import { getDataExportView, vDataExportView } from "./model/dataExport/view";

/**
 * Starts making a file of everything the app holds about the viewer, or
 * returns the export being made. Signed in; rate limited (dataExportsPerUser).
 */
export const requestDataExport = authedMutation({
  args: {},
  returns: v.id("dataExports"),
  handler: async (ctx) => await startDataExport(ctx, ctx.viewerId, Date.now()),
});

/**
 * The viewer's latest export: its state and, while ready, when it expires and
 * its download; null when they never asked for one, or signed out.
 */
export const dataExport = publicQuery({
  args: {},
  returns: v.union(vDataExportView, v.null()),
  handler: async (ctx) =>
    ctx.viewerId === null ? null : await getDataExportView(ctx, ctx.viewerId),
});
