/**
 * Each migration of convex/migrations.ts over rows written before it: a batch
 * per transaction, resumed where a run cut short stopped, skipped once done,
 * and rerun from the start on `reset`.
 */
import type { FunctionReference } from "convex/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { components, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import {
  followersAggregate,
  projectsByCreatorAggregate,
  reviewsAggregate,
  siteBuildersAggregate,
  siteProjectsAggregate,
} from "./model/aggregates";
import {
  finish,
  insertOldProject,
  type MigrationName,
  statusOf,
} from "./migrations.test.helpers";
import { LEGACY_APPLICATION_MESSAGE } from "./shared/constants";
import { setup } from "./test.helpers";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * One migration's fixture: three rows as written before it (oldest first),
 * how many of them it has migrated, and how to put the oldest back as it was.
 */
type Case = {
  name: MigrationName;
  fn: FunctionReference<"mutation", "internal">;
  insertOld: (ctx: MutationCtx) => Promise<void>;
  migrated: (ctx: MutationCtx) => Promise<number>;
  undoOldest: (ctx: MutationCtx) => Promise<void>;
};

async function oldest<T extends "projects" | "applications" | "follows">(
  ctx: MutationCtx,
  table: T,
) {
  return (await ctx.db.query(table).order("asc").first())!;
}

async function threeUsers(ctx: MutationCtx): Promise<Id<"users">[]> {
  return [
    await ctx.db.insert("users", {}),
    await ctx.db.insert("users", {}),
    await ctx.db.insert("users", {}),
  ];
}

async function usersOf(ctx: MutationCtx): Promise<Id<"users">[]> {
  return (await ctx.db.query("users").take(10)).map((user) => user._id);
}

const CASES: Case[] = [
  {
    name: "recruiting",
    fn: internal.migrations.recruiting,
    insertOld: async (ctx) => {
      for (const ownerId of await threeUsers(ctx)) {
        await insertOldProject(ctx, ownerId);
      }
    },
    migrated: async (ctx) =>
      (await ctx.db.query("projects").take(10)).filter(
        (project) => project.teamSkills === undefined,
      ).length,
    undoOldest: async (ctx) => {
      const project = await oldest(ctx, "projects");
      await ctx.db.patch("projects", project._id, {
        teamSkills: [],
        teamSkillCounts: undefined,
      });
    },
  },
  {
    name: "applicationNotes",
    fn: internal.migrations.applicationNotes,
    insertOld: async (ctx) => {
      const [ownerId, ...applicants] = await threeUsers(ctx);
      const projectId = await insertOldProject(ctx, ownerId!);
      for (const applicantId of [...applicants, ownerId!]) {
        await ctx.db.insert("applications", {
          projectId,
          applicantId,
          message: LEGACY_APPLICATION_MESSAGE,
          status: "withdrawn",
          createdAt: 1500,
          decidedAt: 1600,
        });
      }
    },
    migrated: async (ctx) =>
      (await ctx.db.query("applications").take(10)).filter(
        (application) => application.message === "",
      ).length,
    undoOldest: async (ctx) => {
      const application = await oldest(ctx, "applications");
      await ctx.db.patch("applications", application._id, {
        message: LEGACY_APPLICATION_MESSAGE,
      });
    },
  },
  {
    name: "countFollows",
    fn: internal.migrations.countFollows,
    insertOld: async (ctx) => {
      const [a, b, c] = await threeUsers(ctx);
      await ctx.db.insert("follows", { followerId: a!, followeeId: b! });
      await ctx.db.insert("follows", { followerId: b!, followeeId: c! });
      await ctx.db.insert("follows", { followerId: c!, followeeId: a! });
    },
    migrated: async (ctx) => {
      let total = 0;
      for (const userId of await usersOf(ctx)) {
        total += await followersAggregate.count(ctx, { namespace: userId });
      }
      return total;
    },
    undoOldest: async (ctx) => {
      await followersAggregate.deleteIfExists(
        ctx,
        await oldest(ctx, "follows"),
      );
    },
  },
  {
    name: "countProjects",
    fn: internal.migrations.countProjects,
    insertOld: async (ctx) => {
      for (const [i, ownerId] of (await threeUsers(ctx)).entries()) {
        await insertOldProject(ctx, ownerId, { createdAt: 1000 + i });
      }
    },
    migrated: async (ctx) => {
      let byCreator = 0;
      for (const userId of await usersOf(ctx)) {
        byCreator += await projectsByCreatorAggregate.count(ctx, {
          namespace: userId,
        });
      }
      // Both aggregates hold the same projects.
      expect(await siteProjectsAggregate.count(ctx)).toBe(byCreator);
      return byCreator;
    },
    undoOldest: async (ctx) => {
      const project = await oldest(ctx, "projects");
      await projectsByCreatorAggregate.deleteIfExists(ctx, project);
      await siteProjectsAggregate.deleteIfExists(ctx, project);
    },
  },
  {
    name: "countReviews",
    fn: internal.migrations.countReviews,
    insertOld: async (ctx) => {
      const users = await threeUsers(ctx);
      const projectId = await insertOldProject(ctx, users[0]!, {
        status: "completed",
      });
      for (const [i, subjectId] of users.entries()) {
        await ctx.db.insert("reviews", {
          projectId,
          authorId: users[(i + 1) % 3]!,
          subjectId,
          rating: 4,
          text: "Good to work with.",
          createdAt: 2000 + i,
        });
      }
    },
    migrated: async (ctx) => {
      let total = 0;
      for (const userId of await usersOf(ctx)) {
        total += await reviewsAggregate.count(ctx, { namespace: userId });
      }
      return total;
    },
    undoOldest: async (ctx) => {
      const review = (await ctx.db.query("reviews").order("asc").first())!;
      await reviewsAggregate.deleteIfExists(ctx, review);
    },
  },
  {
    name: "countProfiles",
    fn: internal.migrations.countProfiles,
    insertOld: async (ctx) => {
      for (const [i, userId] of (await threeUsers(ctx)).entries()) {
        await ctx.db.insert("profiles", {
          userId,
          name: `Old Builder ${i}`,
          username: `old${i}`,
          role: "AI Enthusiast",
          bio: "",
          skills: [],
          expertise: ["dev"],
        });
      }
    },
    migrated: async (ctx) => await siteBuildersAggregate.count(ctx),
    undoOldest: async (ctx) => {
      const profile = (await ctx.db.query("profiles").order("asc").first())!;
      await siteBuildersAggregate.deleteIfExists(ctx, profile);
    },
  },
];

describe.each(CASES)("migrations.$name", (c) => {
  test("migrates every old row, a batch per transaction, and resumes where a run cut short stopped", async () => {
    const t = setup();
    await t.run(c.insertOld);
    const migrated = async () => await t.run(c.migrated);
    expect(await migrated()).toBe(0);

    // Batches of one: starting runs the first batch and schedules the next.
    await t.mutation(internal.migrations.run, {
      fn: `migrations:${c.name}`,
      batchSize: 1,
    });
    expect(await migrated()).toBe(1);
    expect(await statusOf(t, c.name)).toMatchObject({
      processed: 1,
      isDone: false,
      state: "inProgress",
    });

    // Cut short: the next batch never runs.
    await t.mutation(components.migrations.lib.cancel, {
      name: `migrations:${c.name}`,
    });
    await finish(t);
    expect(await migrated()).toBe(1);
    expect(await statusOf(t, c.name)).toMatchObject({ state: "canceled" });

    // Started again, it goes on after the batch done: the oldest row, put
    // back as it was, is not read again.
    await t.run(c.undoOldest);
    await t.mutation(c.fn, {});
    await finish(t);
    expect(await migrated()).toBe(2);
    expect(await statusOf(t, c.name)).toMatchObject({
      processed: 3,
      isDone: true,
      state: "success",
    });

    // Done, it is skipped; run from the start again, it migrates what still
    // needs it, each row once.
    await t.mutation(c.fn, {});
    await finish(t);
    expect(await migrated()).toBe(2);
    await t.mutation(c.fn, { reset: true });
    await finish(t);
    expect(await migrated()).toBe(3);
  });
});
