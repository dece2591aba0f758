/**
 * Bench-only Convex module for bench:team-room: a project with a team made
 * through the app's model functions, then its room filled in batches (chat
 * messages, tasks spread over the columns with fractional keys) written as
 * the room's own mutations leave them (the room's totals, the members' read
 * states), without their rate limits. Never in convex/: the benchmark mounts
 * it beside the app's modules as `benchTeam` (bench/matching-app.ts).
 */
import { generateNKeysBetween } from "fractional-indexing";
import { v } from "convex/values";
import { internalMutation } from "../convex/functions";
import {
  acceptApplication,
  applyToProject,
} from "../convex/model/applications";
import { createProject } from "../convex/model/projects";
import { updateRoom } from "../convex/model/teamRooms";
import { countTeamMessage } from "../convex/model/teamUnread";
import { TASK_COLUMNS } from "../convex/shared/constants";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A project by `ownerId` with `memberIds` accepted; returns its id. */
export const createTeam = internalMutation({
  args: { ownerId: v.id("users"), memberIds: v.array(v.id("users")) },
  returns: v.id("projects"),
  handler: async (ctx, { ownerId, memberIds }) => {
    const now = Date.now() - DAY_MS;
    const projectId = await createProject(
      ctx,
      ownerId,
      {
        title: "Team room at scale",
        description: "A project whose team room holds a long history.",
        category: "Development",
        skills: ["React"],
        openPositions: memberIds.length + 1,
      },
      { now },
    );
    for (const memberId of memberIds) {
      const applicationId = await applyToProject(
        ctx,
        memberId,
        { projectId },
        { now },
      );
      await acceptApplication(ctx, ownerId, applicationId, { now });
    }
    return projectId;
  },
});

/**
 * `count` messages by the authors in turn, the newest last; the room's preview
 * and the members' unread counts follow, as a send leaves them.
 */
export const insertMessages = internalMutation({
  args: {
    projectId: v.id("projects"),
    authorIds: v.array(v.id("users")),
    from: v.number(),
    count: v.number(),
  },
  returns: v.null(),
  handler: async (ctx, { projectId, authorIds, from, count }) => {
    for (let i = from; i < from + count; i++) {
      await ctx.db.insert("teamMessages", {
        projectId,
        authorId: authorIds[i % authorIds.length]!,
        body: `Message ${i}: notes on the build, a link https://example.com/${i} and a question for @someone.`,
      });
      await countTeamMessage(
        ctx,
        projectId,
        authorIds[i % authorIds.length]!,
        authorIds,
        Date.now(),
      );
    }
    await updateRoom(
      ctx,
      projectId,
      {},
      {
        lastMessageAt: Date.now(),
        lastMessagePreview: `Message ${from + count - 1}`,
        lastSenderId: authorIds[(from + count - 1) % authorIds.length]!,
      },
    );
    return null;
  },
});

/** `count` tasks in one column, after the ones already there, assigned in turn. */
export const insertTasks = internalMutation({
  args: {
    projectId: v.id("projects"),
    column: v.union(...TASK_COLUMNS.map((c) => v.literal(c))),
    afterKey: v.union(v.string(), v.null()),
    assigneeIds: v.array(v.id("users")),
    count: v.number(),
  },
  returns: v.union(v.string(), v.null()),
  handler: async (ctx, args) => {
    const keys = generateNKeysBetween(args.afterKey, null, args.count);
    const now = Date.now();
    for (const [i, orderKey] of keys.entries()) {
      await ctx.db.insert("tasks", {
        projectId: args.projectId,
        title: `Task ${orderKey}`,
        details: "What to do, who to ask and where the notes are.",
        column: args.column,
        orderKey,
        assigneeId: args.assigneeIds[i % args.assigneeIds.length]!,
        dueDate: "2026-03-01",
        createdBy: args.assigneeIds[0]!,
        createdAt: now,
        updatedAt: now,
      });
    }
    await updateRoom(ctx, args.projectId, { taskCount: args.count });
    return keys.at(-1) ?? args.afterKey;
  },
});
