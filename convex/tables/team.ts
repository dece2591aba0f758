/**
 * The team room of a project (model/team*.ts): its chat, task board, pinned
 * links and files, and each member's read state. Only the owner and the
 * accepted members read or write any of it (model/teamAccess.ts).
 */
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { TASK_COLUMNS } from "../shared/constants";

export const teamTables = {
  /**
   * One per project whose room has been written to: the latest message (the
   * inbox's preview) and the running totals that keep each limit a one-row
   * read (tasks, links, files and their bytes), changed in the same
   * transactions as the rows they count.
   */
  teamRooms: defineTable({
    projectId: v.id("projects"),
    lastMessageAt: v.optional(v.number()),
    lastMessagePreview: v.optional(v.string()),
    lastSenderId: v.optional(v.id("users")),
    taskCount: v.number(),
    linkCount: v.number(),
    fileCount: v.number(),
    /** Bytes of the team's files together (at most TEAM_LIMITS.maxTeamBytes). */
    storageBytes: v.number(),
  }).index("by_project", ["projectId"]),
  /** A chat message; history is `by_project` newest first, paginated. */
  teamMessages: defineTable({
    projectId: v.id("projects"),
    authorId: v.id("users"),
    /** Trimmed, 1 to TEAM_LIMITS.messageMaxLength characters. */
    body: v.string(),
    /** When the author last edited it (within the edit window). */
    editedAt: v.optional(v.number()),
    /**
     * The members its mentions have told (`teamMention`), so an edit tells
     * only those it newly mentions; absent when it told nobody.
     */
    mentionedIds: v.optional(v.array(v.id("users"))),
  }).index("by_project", ["projectId"]),
  /**
   * One per (room, member) who has had a message there: `unread` counts the
   * messages others sent since `lastReadAt`. A send adds one to every other
   * member's row and to their `messageCounters.teamUnread`; reading the room
   * subtracts it again. The inbox lists a member's rooms by `lastMessageAt`.
   */
  teamReadStates: defineTable({
    projectId: v.id("projects"),
    userId: v.id("users"),
    unread: v.number(),
    lastReadAt: v.number(),
    lastMessageAt: v.number(),
  })
    .index("by_project_and_user", ["projectId", "userId"])
    .index("by_user_and_lastMessageAt", ["userId", "lastMessageAt"]),
  /**
   * A task on the board. `orderKey` is a fractional index
   * (`fractional-indexing`) computed on the server from the neighbours in its
   * column; the board orders by (orderKey, _id), so equal keys still order.
   */
  tasks: defineTable({
    projectId: v.id("projects"),
    title: v.string(),
    /** Trimmed, at most TEAM_LIMITS.taskDetailsMaxLength characters; "" when none. */
    details: v.string(),
    column: literals(...TASK_COLUMNS),
    orderKey: v.string(),
    assigneeId: v.optional(v.id("users")),
    /** A calendar day, "YYYY-MM-DD". */
    dueDate: v.optional(v.string()),
    createdBy: v.id("users"),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_project_and_column_and_orderKey", [
      "projectId",
      "column",
      "orderKey",
    ])
    .index("by_project_and_assignee", ["projectId", "assigneeId"]),
  /** A link the team pinned (http or https). */
  teamLinks: defineTable({
    projectId: v.id("projects"),
    title: v.string(),
    url: v.string(),
    addedBy: v.id("users"),
    createdAt: v.number(),
  }).index("by_project_and_createdAt", ["projectId", "createdAt"]),
  /**
   * A file the team shared, in Convex file storage; its `files` row (purpose
   * "team") is written with it, so the orphan-upload cron never deletes it.
   */
  teamFiles: defineTable({
    projectId: v.id("projects"),
    storageId: v.id("_storage"),
    name: v.string(),
    size: v.number(),
    contentType: v.optional(v.string()),
    addedBy: v.id("users"),
    createdAt: v.number(),
  })
    .index("by_project_and_createdAt", ["projectId", "createdAt"])
    .index("by_storageId", ["storageId"]),
  /** A member typing in a room, until `until` (renewed while they type; cleared by a send). */
  teamTyping: defineTable({
    projectId: v.id("projects"),
    userId: v.id("users"),
    until: v.number(),
  }).index("by_project_and_user", ["projectId", "userId"]),
};
