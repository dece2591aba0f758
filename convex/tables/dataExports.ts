/** Members' downloads of their own data (model/dataExport/). */
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { DATA_EXPORT_STATUSES } from "../shared/dataExports";

export const dataExportsTables = {
  /**
   * One per request of "Download my data": written pending by
   * `account.requestDataExport`, made ready (with its file) or failed by the
   * action that makes it, expired (its file deleted) at `expiresAt`, or as
   * soon as a newer one is ready.
   */
  dataExports: defineTable({
    ownerId: v.id("users"),
    status: literals(...DATA_EXPORT_STATUSES),
    requestedAt: v.number(),
    /** The action making it; a pending export whose job ended without finishing counts as failed. */
    buildJobId: v.optional(v.id("_scheduled_functions")),
    readyAt: v.optional(v.number()),
    expiresAt: v.optional(v.number()),
    /** The JSON file while ready (its `files` row has purpose "export"). */
    storageId: v.optional(v.id("_storage")),
    byteSize: v.optional(v.number()),
    /** The scheduled deletion of the file at `expiresAt`. */
    expiryJobId: v.optional(v.id("_scheduled_functions")),
  })
    .index("by_owner_and_requestedAt", ["ownerId", "requestedAt"])
    .index("by_owner_and_status", ["ownerId", "status"]),
};
