import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import {
  followersAggregate,
  projectsByCreatorAggregate,
  reviewsAggregate,
} from "./model/aggregates";
import {
  ALL,
  finish,
  insertOldProject,
  statusOf,
} from "./migrations.test.helpers";
import { LEGACY_APPLICATION_MESSAGE } from "./shared/constants";
import { createUser, runAggregateBackfill, setup } from "./test.helpers";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("migrations.runAll", () => {
  test("teams count their owner, stranded applications close with a notice, one completion row per owner, and the fixed text nobody wrote goes", async () => {
    const t = setup();
    const ids = await t.run(async (ctx) => {
      const ownerId = await ctx.db.insert("users", {});
      await ctx.db.insert("profiles", {
        userId: ownerId,
        name: "Old Owner",
        username: "oldowner",
        role: "AI Enthusiast",
        bio: "",
        skills: ["Python"],
        expertise: ["dev"],
      });
      const applicantId = await ctx.db.insert("users", {});
      const memberIds = [
        await ctx.db.insert("users", {}),
        await ctx.db.insert("users", {}),
      ];
      const projectId = await ctx.db.insert("projects", {
        title: "A completed project",
        description: "Completed before closure and team counts.",
        category: "Development",
        skills: ["Python", "Figma"],
        openPositions: 3,
        filledPositions: 2,
        creatorId: ownerId,
        status: "completed",
        createdAt: 1000,
        updatedAt: 1000,
        teamSkills: [],
      });
      const stranded = await ctx.db.insert("applications", {
        projectId,
        applicantId,
        message: LEGACY_APPLICATION_MESSAGE,
        status: "pending",
        createdAt: 1500,
      });
      const written = await ctx.db.insert("applications", {
        projectId,
        applicantId: memberIds[0]!,
        message: "I wrote this myself.",
        status: "accepted",
        createdAt: 1200,
        decidedAt: 1300,
      });
      // What completing once wrote: the owner's row once per member told.
      for (const memberId of memberIds) {
        await ctx.db.insert("activity", {
          userId: ownerId,
          kind: "projectCompleted",
          role: "actor",
          otherId: memberId,
          projectId,
          createdAt: 2000,
        });
      }
      await ctx.db.insert("activityCounters", { userId: ownerId, total: 2 });
      return { ownerId, applicantId, projectId, stranded, written };
    });
    await t.mutation(internal.migrations.runAll, {});
    await finish(t);
    const after = await t.run(async (ctx) => ({
      project: await ctx.db.get("projects", ids.projectId),
      stranded: await ctx.db.get("applications", ids.stranded),
      written: await ctx.db.get("applications", ids.written),
      notices: await ctx.db
        .query("notifications")
        .withIndex("by_user_and_createdAt", (q) =>
          q.eq("userId", ids.applicantId),
        )
        .take(10),
      ownerRows: await ctx.db
        .query("activity")
        .withIndex("by_user_and_createdAt", (q) => q.eq("userId", ids.ownerId))
        .take(10),
      ownerProjects: await projectsByCreatorAggregate.count(ctx, {
        namespace: ids.ownerId,
      }),
    }));
    expect(after.project?.teamSkillCounts).toEqual([
      { skill: "Python", members: 1 },
    ]);
    expect(after.project?.teamSkills).toBeUndefined();
    expect(after.stranded).toMatchObject({
      status: "rejected",
      closedBecause: "completed",
      message: "",
    });
    expect(after.notices).toMatchObject([
      { kind: "applicationRejected", closedBecause: "completed" },
    ]);
    expect(after.written?.message).toBe("I wrote this myself.");
    expect(
      after.ownerRows.filter((row) => row.kind === "projectCompleted"),
    ).toHaveLength(1);
    expect(after.ownerProjects).toBe(1);
    for (const name of ALL) {
      expect(await statusOf(t, name)).toMatchObject({
        isDone: true,
        state: "success",
      });
    }
  });

  test("a second run skips every migration done and changes nothing", async () => {
    const t = setup();
    await t.run(async (ctx) => {
      const ownerId = await ctx.db.insert("users", {});
      await insertOldProject(ctx, ownerId);
    });
    await t.mutation(internal.migrations.runAll, {});
    await finish(t);
    const snapshot = async () =>
      await t.run(async (ctx) => ({
        projects: await ctx.db.query("projects").take(10),
        notifications: await ctx.db.query("notifications").take(10),
      }));
    const before = await snapshot();
    const statuses = await Promise.all(ALL.map((name) => statusOf(t, name)));

    await t.mutation(internal.migrations.runAll, {});
    await finish(t);
    expect(await snapshot()).toEqual(before);
    // Nothing ran again: each one's count of documents is as it was.
    for (const [i, name] of ALL.entries()) {
      expect(await statusOf(t, name)).toEqual(statuses[i]);
    }
  });
});

describe("migrations.roles", () => {
  test("a project without roles gets one unnamed role holding its seats and filled count; one with roles is left as it is", async () => {
    const t = setup();
    const owner = await createUser(t);
    const old = await t.run(async (ctx) => {
      const projectId = await insertOldProject(ctx, owner.userId);
      await ctx.db.patch("projects", projectId, { filledPositions: 2 });
      return projectId;
    });
    const named = await owner.as.mutation(api.projects.create, {
      title: "A project with roles",
      description: "Written with its roles named, so nothing to migrate.",
      category: "Development",
      skills: ["Python"],
      roles: [
        { title: "ML engineer", skills: [], seats: 1 },
        { title: "Designer", skills: ["Figma"], seats: 2 },
      ],
    });
    const before = await t.run(
      async (ctx) => await ctx.db.get("projects", named),
    );
    await t.mutation(internal.migrations.run, { fn: "migrations:roles" });
    await finish(t);
    const after = await t.run(async (ctx) => ({
      old: await ctx.db.get("projects", old),
      named: await ctx.db.get("projects", named),
    }));
    expect(after.old?.roles).toEqual([
      { key: "r1", title: "", skills: [], seats: 3, filled: 2 },
    ]);
    expect(after.old).toMatchObject({ openPositions: 3, filledPositions: 2 });
    expect(after.named).toEqual(before);
    expect(await statusOf(t, "roles")).toMatchObject({
      isDone: true,
      state: "success",
    });
  });
});

describe("migrations.countAggregates", () => {
  test("counts follows and reviews written before the aggregates, once", async () => {
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    const cy = await createUser(t);
    // Rows from before the aggregates: written straight into the tables.
    await t.run(async (ctx) => {
      await ctx.db.insert("follows", {
        followerId: bob.userId,
        followeeId: ada.userId,
      });
      await ctx.db.insert("follows", {
        followerId: cy.userId,
        followeeId: ada.userId,
      });
    });
    const card = async () =>
      await t.query(api.builders.get, { profileId: ada.profileId });
    expect(await card()).toMatchObject({ followersCount: 0 });
    await runAggregateBackfill(t);
    await runAggregateBackfill(t);
    expect(await card()).toMatchObject({ followersCount: 2 });
    // Live writes go on from there: an unfollow takes one off.
    await bob.as.mutation(api.follows.toggle, { userId: ada.userId });
    expect(await card()).toMatchObject({ followersCount: 1 });
    const counts = await t.run(async (ctx) => ({
      followers: await followersAggregate.count(ctx, { namespace: ada.userId }),
      reviews: await reviewsAggregate.count(ctx, { namespace: ada.userId }),
    }));
    expect(counts).toEqual({ followers: 1, reviews: 0 });
  });
});
