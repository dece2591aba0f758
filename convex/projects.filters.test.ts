import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { CANDIDATE_ROWS_PER_PAGE } from "./model/projectLists";
import { takeSeat } from "./model/projects";
import type { ProjectCategory } from "./shared/constants";
import {
  createUser,
  expectAppError,
  setup,
  type TestConvex,
  type TestUser,
} from "./test.helpers";

type Filters = Omit<FunctionArgs<typeof api.projects.feed>, "paginationOpts">;
type Feed = FunctionReturnType<typeof api.projects.feed>;

/** Creates a project through the API with the given roles and terms. */
async function post(owner: TestUser, title: string, fields: object = {}) {
  return await owner.as.mutation(api.projects.create, {
    title,
    description: "A project to test the explore page's filters.",
    category: "Development",
    skills: ["React"],
    openPositions: 1,
    ...fields,
  });
}

/** The titles of the projects the feed shows for these filters (one page). */
async function titles(t: TestConvex, filters: Filters = {}) {
  const result = await t.query(api.projects.feed, {
    ...filters,
    paginationOpts: { numItems: 50, cursor: null },
  });
  return result.page.map((row) => row.title).sort();
}

/** Every title the feed reaches by paging, with the size of each page. */
async function allPages(t: TestConvex, filters: Filters, numItems: number) {
  const found: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const result: Feed = await t.query(api.projects.feed, {
      ...filters,
      paginationOpts: { numItems, cursor },
    });
    sizes.push(result.page.length);
    found.push(...result.page.map((row) => row.title));
    if (result.isDone) return { found, sizes };
    cursor = result.continueCursor;
  }
  throw new Error("the feed never ended");
}

/**
 * More open projects of `owner`'s than a feed page reads, written straight to
 * the table (so with no facets), titled `title` and a number.
 */
async function insertFillers(
  t: TestConvex,
  owner: TestUser,
  title: string,
  category: ProjectCategory,
) {
  await t.run(async (ctx) => {
    for (let i = 0; i < CANDIDATE_ROWS_PER_PAGE + 30; i++) {
      await ctx.db.insert("projects", {
        title: `${title} ${i}`,
        description: "Not what the filter wants.",
        category,
        skills: [],
        openPositions: 1,
        filledPositions: 0,
        creatorId: owner.userId,
        status: "open",
        createdAt: Date.now(),
        updatedAt: Date.now(),
      });
    }
  });
}

/** Four projects that differ in every filter. */
async function world(t: TestConvex) {
  const owner = await createUser(t);
  const ml = await post(owner, "ML lab", {
    openPositions: undefined,
    roles: [
      { title: "ML engineer", skills: ["PyTorch"], seats: 1 },
      { title: "Product designer", skills: ["Figma"], seats: 1 },
    ],
    commitment: { kind: "hours", hoursPerWeek: 10 },
    timeZones: { from: "Europe/London", to: "Europe/Berlin" },
    compensation: { kind: "equity", amount: "1-2%" },
    stage: "prototype",
  });
  const startup = await post(owner, "Full-time startup", {
    category: "Design",
    skills: ["Figma"],
    openPositions: undefined,
    roles: [{ title: "Founding designer", skills: [], seats: 2 }],
    commitment: { kind: "full-time" },
    timeZones: { from: "America/Los_Angeles", to: "America/Los_Angeles" },
    compensation: { kind: "paid" },
    stage: "launched",
  });
  const side = await post(owner, "Side project", {
    commitment: { kind: "hours", hoursPerWeek: 20 },
    timeZones: { from: "Asia/Tokyo", to: "Asia/Tokyo" },
    compensation: { kind: "unpaid" },
    stage: "idea",
  });
  const plain = await post(owner, "Plain project");
  return { owner, ml, startup, side, plain };
}

describe("projects.feed and projects.list filters", () => {
  test("each filter alone keeps the projects that state a passing term", async () => {
    const t = setup();
    await world(t);
    expect(await titles(t)).toEqual([
      "Full-time startup",
      "ML lab",
      "Plain project",
      "Side project",
    ]);
    expect(await titles(t, { role: "designer" })).toEqual([
      "Full-time startup",
      "ML lab",
    ]);
    expect(await titles(t, { role: "  ML Engineer " })).toEqual(["ML lab"]);
    // Every word in one role: no role is an "ML designer".
    expect(await titles(t, { role: "ML designer" })).toEqual([]);
    // No word of two characters: no filter.
    expect(await titles(t, { role: "a" })).toHaveLength(4);
    expect(await titles(t, { commitment: "up-to-10" })).toEqual(["ML lab"]);
    expect(await titles(t, { commitment: "up-to-20" })).toEqual([
      "ML lab",
      "Side project",
    ]);
    expect(await titles(t, { commitment: "part-time" })).toEqual([
      "ML lab",
      "Side project",
    ]);
    expect(await titles(t, { commitment: "full-time" })).toEqual([
      "Full-time startup",
    ]);
    expect(await titles(t, { compensation: "equity" })).toEqual(["ML lab"]);
    expect(await titles(t, { compensation: "prize" })).toEqual([]);
    expect(await titles(t, { stage: "idea" })).toEqual(["Side project"]);
    expect(await titles(t, { overlapWith: "Europe/Paris" })).toEqual([
      "ML lab",
    ]);
    expect(await titles(t, { overlapWith: "America/Denver" })).toEqual([
      "Full-time startup",
    ]);
    expect(await titles(t, { overlapWith: "Asia/Seoul" })).toEqual([
      "Side project",
    ]);
  });

  test("filters combine with each other, search, category, skill and show", async () => {
    const t = setup();
    const { owner, startup } = await world(t);
    expect(
      await titles(t, { role: "designer", commitment: "full-time" }),
    ).toEqual(["Full-time startup"]);
    expect(await titles(t, { role: "designer", stage: "prototype" })).toEqual([
      "ML lab",
    ]);
    expect(
      await titles(t, { compensation: "equity", overlapWith: "Asia/Tokyo" }),
    ).toEqual([]);
    expect(await titles(t, { search: "lab", role: "designer" })).toEqual([
      "ML lab",
    ]);
    expect(await titles(t, { search: "project", stage: "idea" })).toEqual([
      "Side project",
    ]);
    expect(await titles(t, { role: "designer", category: "Design" })).toEqual([
      "Full-time startup",
    ]);
    expect(
      await titles(t, { stage: "launched", category: "Development" }),
    ).toEqual([]);
    expect(
      await titles(t, { skill: "pytorch", commitment: "part-time" }),
    ).toEqual(["ML lab"]);
    expect(
      await titles(t, { skill: "figma", overlapWith: "Europe/Paris" }),
    ).toEqual(["ML lab"]);
    expect(await titles(t, { skill: "figma", role: "founding" })).toEqual([
      "Full-time startup",
    ]);
    await owner.as.mutation(api.projects.close, { projectId: startup });
    expect(await titles(t, { compensation: "paid" })).toEqual([]);
    expect(await titles(t, { compensation: "paid", show: "all" })).toEqual([
      "Full-time startup",
    ]);
    expect(await titles(t, { stage: "launched", show: "all" })).toEqual([
      "Full-time startup",
    ]);
    const list = await owner.as.query(api.projects.list, {
      role: "designer",
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(list.page.map((row) => row.title)).toEqual(["ML lab"]);
  });

  test("refuses unknown values and a zone that is no IANA name", async () => {
    const t = setup();
    await expectAppError(
      t.query(api.projects.feed, {
        overlapWith: "Mars/Olympus",
        paginationOpts: { numItems: 10, cursor: null },
      }),
      "INVALID_INPUT",
      "Please choose a time zone from the list",
    );
    await expectAppError(
      t.query(api.projects.list, {
        role: "x".repeat(61),
        paginationOpts: { numItems: 10, cursor: null },
      }),
      "INVALID_INPUT",
    );
    for (const bad of [
      { stage: "seed" },
      { compensation: "stock" },
      { commitment: "sometimes" },
    ]) {
      await expect(
        t.query(api.projects.feed, {
          ...bad,
          paginationOpts: { numItems: 10, cursor: null },
        } as never),
      ).rejects.toThrow(/Validator|validator|does not match/);
    }
  });

  test("a rare match is reached by paging, each page at most numItems rows", async () => {
    const t = setup();
    const owner = await createUser(t);
    await post(owner, "Rare oldest", {
      timeZones: { from: "Europe/Berlin", to: "Europe/Berlin" },
      compensation: { kind: "prize" },
      category: "Design",
    });
    // More non-matching projects than a page reads, between the matches.
    await insertFillers(t, owner, "Filler", "Development");
    await post(owner, "Rare middle", {
      timeZones: { from: "Europe/Paris", to: "Europe/Paris" },
      compensation: { kind: "prize" },
      category: "Design",
    });
    await post(owner, "Rare other category", {
      compensation: { kind: "prize" },
    });
    await insertFillers(t, owner, "Late filler", "Design");
    await post(owner, "Rare newest", {
      timeZones: { from: "Europe/Rome", to: "Europe/Rome" },
      compensation: { kind: "prize" },
      category: "Design",
    });
    const byZone = await allPages(t, { overlapWith: "Europe/Madrid" }, 2);
    expect(byZone.found).toEqual(["Rare newest", "Rare middle", "Rare oldest"]);
    expect(Math.max(...byZone.sizes)).toBeLessThanOrEqual(2);
    // More pages than matches: pages came back short while more followed.
    expect(byZone.sizes.length).toBeGreaterThan(2);
    const byFacet = await allPages(
      t,
      { compensation: "prize", category: "Design" },
      1,
    );
    expect(byFacet.found).toEqual([
      "Rare newest",
      "Rare middle",
      "Rare oldest",
    ]);
    expect(Math.max(...byFacet.sizes)).toBeLessThanOrEqual(1);
  });
});

/** The facets a project's rows hold, with whether it recruits. */
async function facetsOf(t: TestConvex, projectId: Id<"projects">) {
  return await t.run(async (ctx) => {
    const rows = await ctx.db
      .query("projectFacets")
      .withIndex("by_project", (q) => q.eq("projectId", projectId))
      .take(100);
    return {
      facets: rows.map((row) => row.facet).sort(),
      open: [...new Set(rows.map((row) => row.open))],
    };
  });
}

describe("projectFacets", () => {
  test("follow the project's roles, terms and status in the same transaction", async () => {
    const t = setup();
    const { owner, ml } = await world(t);
    expect(await facetsOf(t, ml)).toEqual({
      facets: [
        "commitment:part-time",
        "commitment:up-to-10",
        "commitment:up-to-20",
        "compensation:equity",
        "role:designer",
        "role:engineer",
        "role:ml",
        "role:product",
        "stage:prototype",
      ],
      open: [true],
    });
    // The designer's seat is taken: its words go, the ML role's stay.
    await t.run(async (ctx) => {
      const project = await ctx.db.get("projects", ml);
      await takeSeat(ctx, project!, "r2", { now: Date.now() });
    });
    expect((await facetsOf(t, ml)).facets).toEqual([
      "commitment:part-time",
      "commitment:up-to-10",
      "commitment:up-to-20",
      "compensation:equity",
      "role:engineer",
      "role:ml",
      "stage:prototype",
    ]);
    expect(await titles(t, { role: "designer" })).toEqual([
      "Full-time startup",
    ]);
    // Terms changed and cleared.
    await owner.as.mutation(api.projects.update, {
      projectId: ml,
      commitment: { kind: "full-time" },
      compensation: null,
      stage: "launched",
    });
    expect((await facetsOf(t, ml)).facets).toEqual([
      "commitment:full-time",
      "role:engineer",
      "role:ml",
      "stage:launched",
    ]);
    expect(await titles(t, { compensation: "equity" })).toEqual([]);
    // The last seat: the project is full and recruits no more.
    await t.run(async (ctx) => {
      const project = await ctx.db.get("projects", ml);
      await takeSeat(ctx, project!, "r1", { now: Date.now() });
    });
    expect(await facetsOf(t, ml)).toEqual({
      facets: ["commitment:full-time", "stage:launched"],
      open: [false],
    });
    expect(await titles(t, { stage: "launched" })).toEqual([
      "Full-time startup",
    ]);
    expect(await titles(t, { stage: "launched", show: "all" })).toEqual([
      "Full-time startup",
      "ML lab",
    ]);
  });

  test("closing a project keeps its facets, no longer open", async () => {
    const t = setup();
    const { owner, side } = await world(t);
    await owner.as.mutation(api.projects.close, { projectId: side });
    expect(await facetsOf(t, side)).toEqual({
      facets: [
        "commitment:part-time",
        "commitment:up-to-20",
        "compensation:unpaid",
        "stage:idea",
      ],
      open: [false],
    });
  });

  test("the migration writes the facets of projects written before them", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await t.run(
      async (ctx) =>
        await ctx.db.insert("projects", {
          title: "Older project",
          description: "Written before the facets.",
          category: "Development",
          skills: [],
          openPositions: 2,
          filledPositions: 0,
          stage: "idea",
          creatorId: owner.userId,
          status: "open",
          createdAt: Date.now(),
          updatedAt: Date.now(),
        }),
    );
    expect((await facetsOf(t, projectId)).facets).toEqual([]);
    vi.useFakeTimers();
    await t.mutation(internal.migrations.run, {
      fn: "migrations:projectFacets",
    });
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    vi.useRealTimers();
    expect(await facetsOf(t, projectId)).toEqual({
      facets: ["stage:idea"],
      open: [true],
    });
  });
});
