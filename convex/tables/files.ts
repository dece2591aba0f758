/** Files members own in Convex file storage: profile photos, project covers, portfolio images, data exports and team room files. */
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { FILE_PURPOSES } from "../shared/files";

export const filesTables = {
  /**
   * One row per stored file that belongs to a member (model/files.ts): written
   * when an upload is attached (a photo, a cover, a portfolio image) or an export is made, deleted
   * with the file. A `_storage` file without a row is an upload nobody
   * attached; a cron deletes those after a day.
   */
  files: defineTable({
    storageId: v.id("_storage"),
    ownerId: v.id("users"),
    purpose: literals(...FILE_PURPOSES),
    /** The team room a "team" file was shared in. */
    projectId: v.optional(v.id("projects")),
  })
    .index("by_storageId", ["storageId"])
    .index("by_ownerId", ["ownerId"]),
};
