import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import {
  createProjectAs,
  createUser,
  setup,
  type TestConvex,
} from "../test.helpers";
import { skillKeys, syncProfileSkills, syncProjectSkills } from "./skillIndex";

async function projectRows(t: TestConvex, projectId: Id<"projects">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("projectSkills")
        .withIndex("by_project", (q) => q.eq("projectId", projectId))
        .take(1000),
  );
}

async function profileRows(t: TestConvex, profileId: Id<"profiles">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("profileSkills")
        .withIndex("by_profile", (q) => q.eq("profileId", profileId))
        .take(1000),
  );
}

const bySkill = <T extends { skill: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.skill.localeCompare(b.skill));

describe("skillKeys", () => {
  test("canonical keys, deduped, empties dropped", () => {
    expect(
      skillKeys(["React", "reactjs", "JS", "", "--", "Basket Weaving"]),
    ).toEqual(["react", "javascript", "basketweaving"]);
  });
});

describe("projectSkills", () => {
  test("create writes one row per skill with the project's category, status and time", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner, {
      category: "Design",
      skills: ["Figma", "figma", "UX", "Quantum Origami"],
    });
    const project = await t.run(
      async (ctx) => await ctx.db.get("projects", projectId),
    );
    const rows = await projectRows(t, projectId);
    expect(bySkill(rows).map((row) => row.skill)).toEqual([
      "figma",
      "quantumorigami",
      "uxdesign",
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        projectId,
        category: "Design",
        open: true,
        createdAt: project!.createdAt,
      });
    }
  });

  test("update diffs: kept rows stay (same ids), removed go, new come, category patched", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner, {
      skills: ["React", "LLMs"],
    });
    const before = await projectRows(t, projectId);
    const reactRow = before.find((row) => row.skill === "react")!;
    await owner.as.mutation(api.projects.update, {
      projectId,
      skills: ["ReactJS", "Python"],
      category: "NoCode",
    });
    const after = bySkill(await projectRows(t, projectId));
    expect(after.map((row) => row.skill)).toEqual(["python", "react"]);
    expect(after.find((row) => row.skill === "react")?._id).toBe(reactRow._id);
    expect(after.every((row) => row.category === "NoCode")).toBe(true);
  });

  test("taking the last seat and closing mark the rows not open", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const projectId = await createProjectAs(owner, { openPositions: 1 });
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    expect((await projectRows(t, projectId)).map((row) => row.open)).toEqual([
      false,
      false,
    ]);

    // Raising the seats reopens the full project: open again.
    await owner.as.mutation(api.projects.update, {
      projectId,
      openPositions: 2,
    });
    expect((await projectRows(t, projectId)).every((row) => row.open)).toBe(
      true,
    );

    await owner.as.mutation(api.projects.close, { projectId });
    expect((await projectRows(t, projectId)).some((row) => row.open)).toBe(
      false,
    );
  });

  test("a sync for a deleted project removes its rows; a repeated sync writes nothing", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    const before = await projectRows(t, projectId);
    await t.run(async (ctx) => await syncProjectSkills(ctx, projectId));
    const again = await projectRows(t, projectId);
    expect(again).toEqual(before);

    await t.run(async (ctx) => {
      await ctx.db.delete("projects", projectId);
      await syncProjectSkills(ctx, projectId);
    });
    expect(await projectRows(t, projectId)).toEqual([]);
  });
});

describe("profileSkills", () => {
  test("profiles.update keeps one row per skill key, with the user id", async () => {
    const t = setup();
    const me = await createUser(t);
    expect(await profileRows(t, me.profileId)).toEqual([]);
    await me.as.mutation(api.profiles.update, {
      skills: ["Python", "py", "PyTorch"],
    });
    const rows = bySkill(await profileRows(t, me.profileId));
    expect(rows.map((row) => row.skill)).toEqual(["python", "pytorch"]);
    expect(rows.every((row) => row.userId === me.userId)).toBe(true);

    const python = rows[0]!;
    await me.as.mutation(api.profiles.update, { skills: ["Python", "Figma"] });
    const after = bySkill(await profileRows(t, me.profileId));
    expect(after.map((row) => row.skill)).toEqual(["figma", "python"]);
    expect(after[1]!._id).toBe(python._id);

    // An edit that does not touch skills leaves the rows as they were.
    await me.as.mutation(api.profiles.update, { bio: "Builds things." });
    expect(bySkill(await profileRows(t, me.profileId))).toEqual(after);
  });

  test("stray rows (duplicates, another user id) are repaired; a deleted profile's go", async () => {
    const t = setup();
    const me = await createUser(t);
    const other = await createUser(t);
    await me.as.mutation(api.profiles.update, { skills: ["Python"] });
    await t.run(async (ctx) => {
      await ctx.db.insert("profileSkills", {
        profileId: me.profileId,
        userId: me.userId,
        skill: "python",
      });
      await ctx.db.insert("profileSkills", {
        profileId: me.profileId,
        userId: other.userId,
        skill: "figma",
      });
      await syncProfileSkills(ctx, me.profileId);
    });
    const rows = await profileRows(t, me.profileId);
    expect(rows.map((row) => [row.skill, row.userId])).toEqual([
      ["python", me.userId],
    ]);

    await t.run(async (ctx) => {
      await ctx.db.delete("profiles", me.profileId);
      await syncProfileSkills(ctx, me.profileId);
    });
    expect(await profileRows(t, me.profileId)).toEqual([]);
  });
});
