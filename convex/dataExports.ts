/**
 * Making, finishing and expiring members' data exports (model/dataExport/).
 * Internal only: members ask through `account.requestDataExport` and download
 * through the HTTP action in http.ts.
 */
import { v } from "convex/values";
import { vDownloadAccess } from "./model/validators";
import { literals } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  internalAction,
  internalMutation,
  internalQuery,
  viewerIdOf,
} from "./functions";
import { downloadAccess as getDownloadAccess } from "./model/dataExport/download";
import { gatherDataExport } from "./model/dataExport/gather";
import {
  expireDataExport,
  failDataExport,
  finishDataExport,
  pendingExportOwner,
} from "./model/dataExport/lifecycle";
import { EXPORT_SECTIONS, readSectionPage } from "./model/dataExport/sections";

/**
 * Makes the export's JSON file: reads every section of the member's data page
 * by page, stores one file and records it on the export; on any failure the
 * export says failed and nothing it stored is kept.
 */
export const build = internalAction({
  args: { exportId: v.id("dataExports") },
  returns: v.null(),
  handler: async (ctx, { exportId }) => {
    const ownerId = await ctx.runQuery(internal.dataExports.pendingOwner, {
      exportId,
    });
    if (ownerId === null) return null;
    let storageId: Id<"_storage"> | undefined;
    try {
      const document = await gatherDataExport(
        (section, scope, cursor) =>
          ctx.runQuery(internal.dataExports.readSection, {
            ownerId,
            section,
            scope,
            cursor,
          }),
        Date.now(),
      );
      const file = new Blob([JSON.stringify(document, null, 2)], {
        type: "application/json",
      });
      storageId = await ctx.storage.store(file);
      await ctx.runMutation(internal.dataExports.finish, {
        exportId,
        storageId,
        byteSize: file.size,
      });
    } catch (error) {
      console.error(`dataExports.build: export ${exportId} failed:`, error);
      await ctx.runMutation(internal.dataExports.fail, { exportId, storageId });
    }
    return null;
  },
});

export const pendingOwner = internalQuery({
  args: { exportId: v.id("dataExports") },
  returns: v.union(v.id("users"), v.null()),
  handler: async (ctx, { exportId }) => await pendingExportOwner(ctx, exportId),
});

/** One page of one section of a member's data (model/dataExport/sections.ts). */
export const readSection = internalQuery({
  args: {
    ownerId: v.id("users"),
    section: literals(...EXPORT_SECTIONS),
    scope: v.union(v.string(), v.null()),
    cursor: v.union(v.string(), v.null()),
  },
  returns: v.object({
    items: v.array(v.record(v.string(), v.any())),
    cursor: v.union(v.string(), v.null()),
    done: v.boolean(),
  }),
  handler: async (ctx, { ownerId, section, scope, cursor }) =>
    await readSectionPage(ctx, ownerId, section, scope, cursor),
});

export const finish = internalMutation({
  args: {
    exportId: v.id("dataExports"),
    storageId: v.id("_storage"),
    byteSize: v.number(),
  },
  returns: v.boolean(),
  handler: async (ctx, { exportId, ...file }) =>
    await finishDataExport(ctx, exportId, file, Date.now()),
});

export const fail = internalMutation({
  args: {
    exportId: v.id("dataExports"),
    storageId: v.optional(v.id("_storage")),
  },
  returns: v.null(),
  handler: async (ctx, { exportId, storageId }) => {
    await failDataExport(ctx, exportId, storageId);
    return null;
  },
});

/** Scheduled at `expiresAt` when the export became ready: deletes its file. */
export const expire = internalMutation({
  args: { exportId: v.id("dataExports") },
  returns: v.null(),
  handler: async (ctx, { exportId }) => {
    await expireDataExport(ctx, exportId);
    return null;
  },
});

/**
 * Whether the caller (the HTTP action's auth token, passed through) may
 * download the export a link names at `now` (model/dataExport/download.ts).
 */
export const downloadAccess = internalQuery({
  args: { exportId: v.string(), now: v.number() },
  returns: vDownloadAccess(401, 404, 410),
  handler: async (ctx, { exportId, now }) =>
    await getDownloadAccess(ctx, await viewerIdOf(ctx), exportId, now),
});
