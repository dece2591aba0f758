import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ACTIVITY_MIGRATION } from "./model/activityBackfill";
import {
  APPLICATION_CLOCKS_MIGRATION,
  CONVERSATIONS_MIGRATION,
  PROJECT_TITLES_MIGRATION,
  SEARCH_MIGRATION,
  SKILLS_MIGRATION,
} from "./model/migrations";
import {
  AGGREGATES_MIGRATION,
  RETIRE_TABLES_MIGRATION,
} from "./componentMigrations";
import {
  APPLICATION_NOTES_MIGRATION,
  RECRUITING_MIGRATION,
} from "./model/recruitingMigration";
import { LEGACY_APPLICATION_MESSAGE } from "./shared/constants";
import { setup, type TestConvex } from "./test.helpers";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Rows as an older version wrote them: typed spellings, no skill index rows. */
async function insertOldData(t: TestConvex, profiles: number) {
  return await t.run(async (ctx) => {
    const profileIds: Id<"profiles">[] = [];
    for (let i = 0; i < profiles; i++) {
      const userId = await ctx.db.insert("users", {});
      profileIds.push(
        await ctx.db.insert("profiles", {
          userId,
          name: `Old Builder ${i}`,
          username: `old${i}`,
          role: "AI Enthusiast",
          bio: "",
          skills: ["reactjs", "JS", "React", "Basket Weaving"],
          expertise: ["dev"],
          searchText: "stale",
        }),
      );
    }
    const creatorId = await ctx.db.insert("users", {});
    const projectId = await ctx.db.insert("projects", {
      title: "An old project",
      description: "Written before skills were normalized.",
      category: "Development",
      skills: ["Postgres", "postgresql", "ML", "k8s"],
      openPositions: 2,
      filledPositions: 0,
      creatorId,
      status: "open",
      createdAt: 1000,
      updatedAt: 1000,
      searchText: "An old project\nWritten before skills were normalized.",
    });
    const canonicalId = await ctx.db.insert("projects", {
      title: "A current project",
      description: "Its skills are already catalogue names.",
      category: "Design",
      skills: ["Figma"],
      openPositions: 1,
      filledPositions: 1,
      creatorId,
      status: "full",
      createdAt: 2000,
      updatedAt: 2000,
      searchText: "A current project\nIts skills are already catalogue names.",
    });
    // A stale row (wrong category, says open) and one for a dropped skill.
    await ctx.db.insert("projectSkills", {
      projectId: canonicalId,
      skill: "figma",
      category: "Other",
      open: true,
      createdAt: 2000,
    });
    await ctx.db.insert("projectSkills", {
      projectId: canonicalId,
      skill: "sketch",
      category: "Design",
      open: true,
      createdAt: 2000,
    });
    return { profileIds, projectId, canonicalId };
  });
}

/** Everything the migration may write, for before/after comparisons. */
async function snapshot(t: TestConvex) {
  return await t.run(async (ctx) => ({
    profiles: await ctx.db.query("profiles").take(1000),
    projects: await ctx.db.query("projects").take(1000),
    profileSkills: await ctx.db.query("profileSkills").take(1000),
    projectSkills: await ctx.db.query("projectSkills").take(1000),
    migrations: await ctx.db.query("migrations").take(1000),
  }));
}

async function runToTheEnd(t: TestConvex, batchSize?: number) {
  const first = await t.mutation(internal.migrations.run, { batchSize });
  await t.finishAllScheduledFunctions(() => vi.runAllTimers());
  return first;
}

describe("migrations.run (skills)", () => {
  test("normalizes every profile's and project's skills and builds the skill indexes, page by page", async () => {
    const t = setup();
    const { profileIds, projectId, canonicalId } = await insertOldData(t, 5);
    // Batches of 2: three profile pages, then the project pages.
    expect(await runToTheEnd(t, 2)).toEqual({
      status: "scheduled",
      changed: 2,
    });

    const after = await snapshot(t);
    for (const profile of after.profiles) {
      expect(profile.skills).toEqual(["React", "JavaScript", "Basket Weaving"]);
      // The search migration dropped Convex full-text search's copy.
      expect(profile.searchText).toBeUndefined();
    }
    const project = after.projects.find((p) => p._id === projectId)!;
    expect(project.skills).toEqual([
      "PostgreSQL",
      "Machine Learning",
      "Kubernetes",
    ]);
    expect(project.updatedAt).toBe(1000);

    for (const profileId of profileIds) {
      expect(
        after.profileSkills
          .filter((row) => row.profileId === profileId)
          .map((row) => row.skill)
          .sort(),
      ).toEqual(["basketweaving", "javascript", "react"]);
    }
    expect(
      after.projectSkills
        .filter((row) => row.projectId === projectId)
        .map((row) => [row.skill, row.category, row.open, row.createdAt]),
    ).toEqual([
      ["postgresql", "Development", true, 1000],
      ["machinelearning", "Development", true, 1000],
      ["kubernetes", "Development", true, 1000],
    ]);
    // The stale rows are repaired: category patched, full means not open, extra removed.
    expect(
      after.projectSkills
        .filter((row) => row.projectId === canonicalId)
        .map((row) => [row.skill, row.category, row.open]),
    ).toEqual([["figma", "Design", false]]);
    expect(after.migrations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: SKILLS_MIGRATION, done: true }),
        expect.objectContaining({ name: ACTIVITY_MIGRATION, done: true }),
      ]),
    );
  });

  test("a second run is skipped and changes nothing", async () => {
    const t = setup();
    await insertOldData(t, 1);
    await runToTheEnd(t);
    const before = await snapshot(t);
    expect(await runToTheEnd(t)).toEqual({ status: "skipped", changed: 0 });
    expect(await snapshot(t)).toEqual(before);
  });

  test("rerunning a migration that was not recorded as done rewrites nothing already migrated", async () => {
    const t = setup();
    await insertOldData(t, 2);
    await runToTheEnd(t);
    const before = await snapshot(t);
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("migrations").take(1000)) {
        await ctx.db.delete("migrations", row._id);
      }
    });
    // One batch for everything: the last page finishes in this very call.
    const again = await t.mutation(internal.migrations.run, {
      table: "projects",
      batchSize: 500,
    });
    expect(again).toEqual({ status: "done", changed: 0 });
    const after = await snapshot(t);
    expect(after.projects).toEqual(before.projects);
    expect(after.projectSkills).toEqual(before.projectSkills);
  });

  test("an empty deployment is recorded as done", async () => {
    const t = setup();
    await runToTheEnd(t);
    const names = (await snapshot(t)).migrations
      .filter((row) => row.done)
      .map((row) => row.name)
      .sort();
    expect(names).toEqual(
      [
        ACTIVITY_MIGRATION,
        APPLICATION_CLOCKS_MIGRATION,
        CONVERSATIONS_MIGRATION,
        PROJECT_TITLES_MIGRATION,
        SEARCH_MIGRATION,
        SKILLS_MIGRATION,
        AGGREGATES_MIGRATION,
        RETIRE_TABLES_MIGRATION,
        RECRUITING_MIGRATION,
        APPLICATION_NOTES_MIGRATION,
      ].sort(),
    );
  });
});

describe("migrations.searchGrams", () => {
  test("gives documents written before the trigram search their rows, once", async () => {
    const t = setup();
    const { projectId } = await insertOldData(t, 4);
    const search = async (text: string) => ({
      projects: (
        await t.query(api.projects.list, {
          search: text,
          paginationOpts: { numItems: 10, cursor: null },
        })
      ).page.map((p) => p._id),
      builders: (
        await t.query(api.builders.list, {
          search: text,
          paginationOpts: { numItems: 10, cursor: null },
        })
      ).page.map((p) => p.name),
    });
    expect(await search("normalized")).toEqual({ projects: [], builders: [] });
    await runToTheEnd(t);
    expect(await search("normalized")).toEqual({
      projects: [projectId],
      builders: [],
    });
    expect((await search("LD BUILDER 3")).builders).toEqual(["Old Builder 3"]);
    const rows = async () =>
      await t.run(async (ctx) => ({
        projects: (await ctx.db.query("projectSearchGrams").take(10_000))
          .length,
        profiles: (await ctx.db.query("profileSearchGrams").take(10_000))
          .length,
      }));
    const built = await rows();
    expect(built.projects).toBeGreaterThan(0);
    expect(built.profiles).toBeGreaterThan(0);
    // Done is done: a later start writes nothing more.
    expect(await t.mutation(internal.migrations.searchGrams, {})).toEqual({
      status: "skipped",
      changed: 0,
    });
    await runToTheEnd(t);
    expect(await rows()).toEqual(built);
  });
});

describe("migrations.recruiting and migrations.applicationNotes", () => {
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
    await runToTheEnd(t);
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
  });
});
