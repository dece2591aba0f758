import { convexTest } from "convex-test";
import { describe, expect, test } from "vitest";
import schema from "./schema";

const modules = import.meta.glob("./**/*.*s");

const validProject = {
  title: "AI Health Companion",
  description: "A voice assistant that helps patients follow care plans.",
  category: "Design" as const,
  skills: ["React"],
  openPositions: 2,
  filledPositions: 0,
  status: "open" as const,
  createdAt: 0,
  updatedAt: 0,
};

describe("schema", () => {
  test("stores a valid project and finds it through the creator index", async () => {
    const t = convexTest(schema, modules);
    await t.run(async (ctx) => {
      const creatorId = await ctx.db.insert("users", {});
      const otherId = await ctx.db.insert("users", {});
      await ctx.db.insert("projects", { ...validProject, creatorId });
      await ctx.db.insert("projects", { ...validProject, creatorId: otherId });

      const mine = await ctx.db
        .query("projects")
        .withIndex("by_creator_and_createdAt", (q) =>
          q.eq("creatorId", creatorId),
        )
        .take(10);
      expect(mine.map((p) => p.creatorId)).toEqual([creatorId]);
    });
  });

  test("rejects a category outside the fixed list", async () => {
    const t = convexTest(schema, modules);
    await t.run(async (ctx) => {
      const creatorId = await ctx.db.insert("users", {});
      await expect(
        ctx.db.insert("projects", {
          ...validProject,
          creatorId,
          // @ts-expect-error: the category list is closed
          category: "Cooking",
        }),
      ).rejects.toThrow(/Validator error/);
    });
  });

  test("rejects an application status outside the state machine", async () => {
    const t = convexTest(schema, modules);
    await t.run(async (ctx) => {
      const creatorId = await ctx.db.insert("users", {});
      const projectId = await ctx.db.insert("projects", {
        ...validProject,
        creatorId,
      });
      await expect(
        ctx.db.insert("applications", {
          projectId,
          applicantId: creatorId,
          message: "Hi",
          createdAt: 0,
          // @ts-expect-error: statuses are a closed set
          status: "maybe",
        }),
      ).rejects.toThrow(/Validator error/);
    });
  });
});
