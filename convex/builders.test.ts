import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { BUILDERS_MAX_PAGE_SIZE, PROJECTS_COUNT_CAP } from "./model/builders";
import {
  createProjectAs,
  createUser,
  runAggregateBackfill,
  setup,
} from "./test.helpers";

const page = { numItems: 10, cursor: null };

describe("builders.list", () => {
  test("rows carry public fields, real counts and no viewer state when signed out", async () => {
    const t = setup();
    const ada = await createUser(t, { name: "Ada Lovelace" });
    const fan = await createUser(t);
    await createProjectAs(ada);
    await createProjectAs(ada, { title: "Second project" });
    await fan.as.mutation(api.follows.toggle, { userId: ada.userId });

    const result = await t.query(api.builders.list, { paginationOpts: page });
    const row = result.page.find((r) => r.userId === ada.userId);
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      followersCount: 1,
      projectsCount: 2,
      hasMoreProjects: false,
      verified: false,
      isFollowing: false,
      isFavorite: false,
      isSelf: false,
    });
    expect(row).not.toHaveProperty("email");
    expect(row).not.toHaveProperty("searchText");
  });

  test("each row of a page carries its own builder's counts (read in one batch per page)", async () => {
    const t = setup();
    const ada = await createUser(t, { name: "Ada Lovelace" });
    const bob = await createUser(t, { name: "Bob Byte" });
    const cy = await createUser(t, { name: "Cy Quiet" });
    const fans = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    for (const fan of fans)
      await fan.as.mutation(api.follows.toggle, { userId: bob.userId });
    await fans[0]!.as.mutation(api.follows.toggle, { userId: ada.userId });
    await createProjectAs(ada);
    await createProjectAs(ada, { title: "Second project" });
    await createProjectAs(ada, { title: "Third project" });
    await createProjectAs(cy);

    const result = await t.query(api.builders.list, { paginationOpts: page });
    const counts = (userId: string) => {
      const row = result.page.find((r) => r.userId === userId);
      return [row?.followersCount, row?.projectsCount];
    };
    expect(counts(ada.userId)).toEqual([1, 3]);
    expect(counts(bob.userId)).toEqual([3, 0]);
    expect(counts(cy.userId)).toEqual([0, 1]);
  });

  test("rows carry the viewer's follow and favourite state, and mark their own", async () => {
    const t = setup();
    const ada = await createUser(t, { name: "Ada Lovelace" });
    const viewer = await createUser(t);
    const adaProfile = ada.profileId;
    await viewer.as.mutation(api.follows.toggle, { userId: ada.userId });
    await viewer.as.mutation(api.favorites.toggle, { profileId: adaProfile });

    const result = await viewer.as.query(api.builders.list, {
      paginationOpts: page,
    });
    expect(result.page.find((r) => r.userId === ada.userId)).toMatchObject({
      isFollowing: true,
      isFavorite: true,
      isSelf: false,
    });
    expect(result.page.find((r) => r.userId === viewer.userId)).toMatchObject({
      isFollowing: false,
      isFavorite: false,
      isSelf: true,
    });
  });

  test("searches and filters like profiles.list", async () => {
    const t = setup();
    await createUser(t, { name: "Ada Lovelace" });
    await createUser(t, { name: "Grace Hopper" });
    const found = await t.query(api.builders.list, {
      search: "grace",
      paginationOpts: page,
    });
    expect(found.page.map((r) => r.name)).toEqual(["Grace Hopper"]);
    const none = await t.query(api.builders.list, {
      category: "Design",
      paginationOpts: page,
    });
    expect(none.page).toEqual([]);
    const dev = await t.query(api.builders.list, {
      category: "Development",
      paginationOpts: page,
    });
    expect(dev.page).toHaveLength(2);
  });

  test("search matches name, username, role or any skill anywhere, newest first", async () => {
    const t = setup();
    const ada = await createUser(t, {
      name: "Ada Lovelace",
      email: "countess@example.com",
    });
    const grace = await createUser(t, { name: "Grace Hopper" });
    const linus = await createUser(t, { name: "Linus Pauling" });
    await ada.as.mutation(api.profiles.update, {
      role: "Prompt Engineer",
      skills: ["Python"],
    });
    await grace.as.mutation(api.profiles.update, {
      role: "Compiler Designer",
      skills: ["COBOL", "Typescript"],
    });
    await linus.as.mutation(api.profiles.update, { role: "Chemist" });
    const names = async (search: string) =>
      (
        await t.query(api.builders.list, { search, paginationOpts: page })
      ).page.map((r) => r.name);
    expect(await names("ace")).toEqual(["Grace Hopper", "Ada Lovelace"]);
    expect(await names("ounte")).toEqual(["Ada Lovelace"]);
    expect(await names("ENGINEER")).toEqual(["Ada Lovelace"]);
    expect(await names("script")).toEqual(["Grace Hopper"]);
    // Shorter than a trigram: Linus's name and Ada's role ("Engineer").
    expect(await names("in")).toEqual(["Linus Pauling", "Ada Lovelace"]);
    expect(await names("chemistry")).toEqual([]);
    // A profile edit moves it in and out of results.
    await linus.as.mutation(api.profiles.update, { skills: ["Typescript"] });
    expect(await names("script")).toEqual(["Linus Pauling", "Grace Hopper"]);
  });

  test("filters by skill in any spelling, alone, with a category, and with search", async () => {
    const t = setup();
    const ada = await createUser(t, { name: "Ada Lovelace" });
    const grace = await createUser(t, { name: "Grace Hopper" });
    const linus = await createUser(t, { name: "Linus Torvalds" });
    await ada.as.mutation(api.profiles.update, { skills: ["JS", "Figma"] });
    await grace.as.mutation(api.profiles.update, { skills: ["JavaScript"] });
    await linus.as.mutation(api.profiles.update, { skills: ["C"] });

    const js = await t.query(api.builders.list, {
      skill: "javascript",
      paginationOpts: page,
    });
    expect(js.page.map((r) => r.name).sort()).toEqual([
      "Ada Lovelace",
      "Grace Hopper",
    ]);
    expect(js.page[0]?.skills).toContain("JavaScript");

    // Every test user's expertise is "dev": Development matches, Design not.
    const dev = await t.query(api.builders.list, {
      skill: "js",
      category: "Development",
      paginationOpts: page,
    });
    expect(dev.page).toHaveLength(2);
    const design = await t.query(api.builders.list, {
      skill: "js",
      category: "Design",
      paginationOpts: page,
    });
    expect(design.page).toEqual([]);

    const searched = await t.query(api.builders.list, {
      search: "Ada",
      skill: "Figma",
      paginationOpts: page,
    });
    expect(searched.page.map((r) => r.name)).toEqual(["Ada Lovelace"]);
    const searchedOther = await t.query(api.builders.list, {
      search: "Grace",
      skill: "Figma",
      paginationOpts: page,
    });
    expect(searchedOther.page).toEqual([]);

    // Dropping the skill takes the builder out of the filtered list.
    await ada.as.mutation(api.profiles.update, { skills: ["Figma"] });
    const after = await t.query(api.builders.list, {
      skill: "JavaScript",
      paginationOpts: page,
    });
    expect(after.page.map((r) => r.name)).toEqual(["Grace Hopper"]);
  });

  test("pages are capped and paginate to the end", async () => {
    const t = setup();
    for (let i = 0; i < 3; i++) await createUser(t);
    const first = await t.query(api.builders.list, {
      paginationOpts: { numItems: 2, cursor: null },
    });
    expect(first.page).toHaveLength(2);
    const second = await t.query(api.builders.list, {
      paginationOpts: { numItems: 2, cursor: first.continueCursor },
    });
    expect(second.page).toHaveLength(1);
    expect(second.isDone).toBe(true);
    const huge = await t.query(api.builders.list, {
      paginationOpts: { numItems: 1000, cursor: null },
    });
    expect(huge.page.length).toBeLessThanOrEqual(BUILDERS_MAX_PAGE_SIZE);
  });

  test("the projects count is bounded and says when there are more (rows from before the aggregate, backfilled)", async () => {
    const t = setup();
    const busy = await createUser(t);
    await t.run(async (ctx) => {
      for (let i = 0; i <= PROJECTS_COUNT_CAP; i++) {
        await ctx.db.insert("projects", {
          title: `Project ${i}`,
          description: "A project with a long enough description.",
          category: "Development",
          skills: [],
          openPositions: 1,
          filledPositions: 0,
          creatorId: busy.userId,
          status: "open",
          createdAt: i,
          updatedAt: i,
        });
      }
    });
    await runAggregateBackfill(t);
    const result = await t.query(api.builders.list, { paginationOpts: page });
    expect(result.page[0]).toMatchObject({
      projectsCount: PROJECTS_COUNT_CAP,
      hasMoreProjects: true,
    });
  });
});

describe("builders.get", () => {
  test("returns the builder row, or null for a missing or malformed id", async () => {
    const t = setup();
    const ada = await createUser(t, { name: "Ada Lovelace" });
    const profileId = ada.profileId;
    expect(await t.query(api.builders.get, { profileId })).toMatchObject({
      _id: profileId,
      name: "Ada Lovelace",
      followersCount: 0,
      projectsCount: 0,
    });
    expect(await t.query(api.builders.get, { profileId: "nope" })).toBeNull();
    await t.run(async (ctx) => await ctx.db.delete("profiles", profileId));
    expect(await t.query(api.builders.get, { profileId })).toBeNull();
  });
});

describe("builders.projects", () => {
  test("lists the builder's projects newest first, as the viewer sees them", async () => {
    const t = setup();
    const ada = await createUser(t);
    const viewer = await createUser(t);
    const profileId = ada.profileId;
    await createProjectAs(ada, { title: "First project" });
    await createProjectAs(ada, { title: "Second project" });
    await createProjectAs(viewer, { title: "Someone else's" });

    const asViewer = await viewer.as.query(api.builders.projects, {
      profileId,
    });
    expect(asViewer.map((p) => p.title)).toEqual([
      "Second project",
      "First project",
    ]);
    expect(asViewer.every((p) => !p.isOwner)).toBe(true);
    const asAda = await ada.as.query(api.builders.projects, { profileId });
    expect(asAda.every((p) => p.isOwner)).toBe(true);
    expect(await t.query(api.builders.projects, { profileId: "nope" })).toEqual(
      [],
    );
  });
});
