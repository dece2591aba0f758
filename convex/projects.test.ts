import type { PaginationResult } from "convex/server";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { createProject } from "./model/projects";
import { ANONYMOUS_CREATOR_NAME, LIMITS } from "./shared/constants";
import { SEARCH_MAX_LENGTH } from "./shared/search";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  validProjectInput,
  type TestConvex,
} from "./test.helpers";

const page = (numItems = 10) => ({ numItems, cursor: null });
const DAY = 24 * 60 * 60 * 1000;

/** Inserts projects through the model with explicit creation times. */
async function seedProjects(
  t: TestConvex,
  creatorId: Id<"users">,
  rows: {
    title: string;
    description?: string;
    category?: string;
    skills?: string[];
    daysAgo: number;
  }[],
) {
  const now = Date.now();
  return await t.run(async (ctx) => {
    const ids: Id<"projects">[] = [];
    for (const row of rows) {
      ids.push(
        await createProject(
          ctx,
          creatorId,
          {
            ...validProjectInput,
            title: row.title,
            description: row.description ?? validProjectInput.description,
            category: row.category ?? "Development",
            skills: row.skills ?? validProjectInput.skills,
          },
          { now: now - row.daysAgo * DAY },
        ),
      );
    }
    return ids;
  });
}

describe("projects.create", () => {
  test("creates an open project for the viewer and returns its id", async () => {
    const t = setup();
    const owner = await createUser(t, { name: "Grace Hopper" });
    const projectId = await owner.as.mutation(api.projects.create, {
      title: "  Clinic Triage Bot  ",
      description: "  An assistant that sorts patient messages by urgency.  ",
      category: "Design",
      skills: [" React ", "", "LLMs", "react", "  "],
      openPositions: 3,
    });
    const project = await t.query(api.projects.get, { projectId });
    expect(project).toMatchObject({
      _id: projectId,
      title: "Clinic Triage Bot",
      description: "An assistant that sorts patient messages by urgency.",
      category: "Design",
      skills: ["React", "LLMs"],
      openPositions: 3,
      filledPositions: 0,
      seatsLeft: 3,
      status: "open",
      creatorId: owner.userId,
      creator: { id: owner.userId, name: "Grace Hopper", avatarUrl: null },
    });
    expect(project?.createdAt).toBe(project?.updatedAt);
  });

  test("needs sign-in, with the spec's message", async () => {
    const t = setup();
    await expectAppError(
      t.mutation(api.projects.create, validProjectInput),
      "UNAUTHENTICATED",
      "You must be logged in to create a project.",
    );
  });

  test.each([
    [{ title: "Tiny" }, "Title must be at least 5 characters"],
    [{ title: "   Tiny   " }, "Title must be at least 5 characters"],
    [
      { description: "Too short to say." },
      "Description must be at least 20 characters",
    ],
    [
      { openPositions: 0 },
      "Open positions must be a whole number from 1 to 20",
    ],
    [
      { openPositions: 21 },
      "Open positions must be a whole number from 1 to 20",
    ],
    [
      { openPositions: 1.5 },
      "Open positions must be a whole number from 1 to 20",
    ],
    [
      { skills: Array.from({ length: 21 }, (_, i) => `skill${i}`) },
      "Add at most 20 skills",
    ],
  ])("refuses %o with %s", async (overrides, message) => {
    const t = setup();
    const owner = await createUser(t);
    await expectAppError(
      createProjectAs(owner, overrides),
      "INVALID_INPUT",
      message,
    );
    const projects = await t.run(
      async (ctx) => await ctx.db.query("projects").take(1),
    );
    expect(projects).toEqual([]);
  });

  test("accepts the limits' edges: 1 and 20 positions, 20 skills (duplicates dropped first)", async () => {
    const t = setup();
    const owner = await createUser(t);
    const skills = [
      ...Array.from({ length: LIMITS.maxSkills }, (_, i) => `skill${i}`),
      "SKILL0",
      " skill1 ",
    ];
    const a = await createProjectAs(owner, { openPositions: 1, skills });
    const b = await createProjectAs(owner, { openPositions: 20, skills: [] });
    expect(
      (await t.query(api.projects.get, { projectId: a }))?.skills,
    ).toHaveLength(20);
    expect(
      (await t.query(api.projects.get, { projectId: b }))?.openPositions,
    ).toBe(20);
  });

  test("refuses a category outside the list at the validator", async () => {
    const t = setup();
    const owner = await createUser(t);
    await expect(
      owner.as.mutation(api.projects.create, {
        ...validProjectInput,
        // @ts-expect-error: the category list is closed
        category: "Cooking",
      }),
    ).rejects.toThrow(/Validator/);
  });
});

describe("projects.list", () => {
  test("lists newest first by creation time, paginated, with creator and seats left", async () => {
    const t = setup();
    const owner = await createUser(t, { name: "Linus" });
    await seedProjects(t, owner.userId, [
      { title: "Thirty days old", daysAgo: 30 },
      { title: "Three days old", daysAgo: 3 },
      { title: "Fourteen days old", daysAgo: 14 },
    ]);
    const first = await t.query(api.projects.list, { paginationOpts: page(2) });
    expect(first.page.map((p) => p.title)).toEqual([
      "Three days old",
      "Fourteen days old",
    ]);
    expect(first.isDone).toBe(false);
    expect(first.page[0]).toMatchObject({
      creator: { id: owner.userId, name: "Linus", avatarUrl: null },
      seatsLeft: 2,
      isOwner: false,
      viewerApplicationStatus: null,
    });
    const second = await t.query(api.projects.list, {
      paginationOpts: { numItems: 2, cursor: first.continueCursor },
    });
    expect(second.page.map((p) => p.title)).toEqual(["Thirty days old"]);
    expect(second.isDone).toBe(true);
  });

  test("filters by category unless 'All'", async () => {
    const t = setup();
    const owner = await createUser(t);
    await seedProjects(t, owner.userId, [
      { title: "Design one", category: "Design", daysAgo: 2 },
      { title: "Dev one", category: "Development", daysAgo: 1 },
      { title: "Design two", category: "Design", daysAgo: 0 },
    ]);
    const design = await t.query(api.projects.list, {
      category: "Design",
      paginationOpts: page(),
    });
    expect(design.page.map((p) => p.title)).toEqual([
      "Design two",
      "Design one",
    ]);
    const all = await t.query(api.projects.list, {
      category: "All",
      paginationOpts: page(),
    });
    expect(all.page).toHaveLength(3);
  });

  test("searches title and description case-insensitively, with the category filter", async () => {
    const t = setup();
    const owner = await createUser(t);
    await seedProjects(t, owner.userId, [
      {
        title: "Radiology Copilot",
        description: "Reads scans and drafts reports for radiologists.",
        category: "Development",
        daysAgo: 1,
      },
      {
        title: "Brand Voice Studio",
        description:
          "Marketing copy in your brand's voice, powered by RADIOLOGY-free LLMs.",
        category: "Marketing",
        daysAgo: 2,
      },
      {
        title: "Garden Planner",
        description: "Plans your vegetable garden with a friendly agent.",
        category: "Other",
        daysAgo: 3,
      },
    ]);
    const byTitle = await t.query(api.projects.list, {
      search: "radiology",
      paginationOpts: page(),
    });
    expect(byTitle.page.map((p) => p.title).sort()).toEqual([
      "Brand Voice Studio",
      "Radiology Copilot",
    ]);
    const byDescription = await t.query(api.projects.list, {
      search: "VEGETABLE",
      paginationOpts: page(),
    });
    expect(byDescription.page.map((p) => p.title)).toEqual(["Garden Planner"]);
    const filtered = await t.query(api.projects.list, {
      search: "Radiology",
      category: "Marketing",
      paginationOpts: page(),
    });
    expect(filtered.page.map((p) => p.title)).toEqual(["Brand Voice Studio"]);
    const blank = await t.query(api.projects.list, {
      search: "   ",
      paginationOpts: page(),
    });
    expect(blank.page).toHaveLength(3);
  });

  test("search matches anywhere in a word, newest first, as the spec says", async () => {
    const t = setup();
    const owner = await createUser(t);
    await seedProjects(t, owner.userId, [
      {
        title: "Inbox Zero",
        description: "Sorts your emails with a small model.",
        daysAgo: 3,
      },
      { title: "Train Tracker", daysAgo: 1 },
      {
        title: "Mailroom",
        description: "A shared inbox for tiny teams, with drafts.",
        daysAgo: 2,
      },
    ]);
    const titles = async (search: string) =>
      (
        await t.query(api.projects.list, { search, paginationOpts: page() })
      ).page.map((p) => p.title);
    expect(await titles("mail")).toEqual(["Mailroom", "Inbox Zero"]);
    expect(await titles("rain")).toEqual(["Train Tracker"]);
    expect(await titles("  INBOX  ")).toEqual(["Mailroom", "Inbox Zero"]);
    // Two letters: their own index rows; one character: the list, filtered.
    expect(await titles("OX")).toEqual(["Mailroom", "Inbox Zero"]);
    expect(await titles("zz")).toEqual([]);
    expect(await titles("x")).toEqual(["Mailroom", "Inbox Zero"]);
    // Across a space, and never across the title/description boundary.
    expect(await titles("small model")).toEqual(["Inbox Zero"]);
    expect(await titles("zero sorts")).toEqual([]);
  });

  test("a search text over the limit is refused with a clear error", async () => {
    const t = setup();
    await expectAppError(
      t.query(api.projects.list, {
        search: "a".repeat(SEARCH_MAX_LENGTH + 1),
        paginationOpts: page(),
      }),
      "INVALID_INPUT",
      `Search text must be at most ${SEARCH_MAX_LENGTH} characters`,
    );
  });

  test("search pages walk a common trigram in bounded pages, newest first, missing none", async () => {
    const t = setup();
    const owner = await createUser(t);
    // 150 projects share "log", the trigram of "prolog" the search walks; one
    // in fifty holds "prolog", so a page stops at its row bound, not at 12.
    // No skills: their search rows would only slow the 150 writes down.
    const rows = Array.from({ length: 150 }, (_, i) => ({
      title:
        i % 50 === 0 ? `Project ${i} prolog tools` : `Project ${i} logbook`,
      skills: [],
      daysAgo: i,
    }));
    await seedProjects(t, owner.userId, rows);
    const pages: { titles: string[]; isDone: boolean }[] = [];
    let cursor: string | null = null;
    while (pages.length < 10) {
      const result: PaginationResult<{ title: string }> = await t.query(
        api.projects.list,
        { search: "prolog", paginationOpts: { numItems: 12, cursor } },
      );
      pages.push({
        titles: result.page.map((p) => p.title),
        isDone: result.isDone,
      });
      if (result.isDone) break;
      cursor = result.continueCursor;
    }
    expect(pages[0]).toEqual({
      titles: ["Project 0 prolog tools", "Project 50 prolog tools"],
      isDone: false,
    });
    expect(pages.flatMap((p) => p.titles)).toEqual([
      "Project 0 prolog tools",
      "Project 50 prolog tools",
      "Project 100 prolog tools",
    ]);
    expect(pages.at(-1)?.isDone).toBe(true);
  });

  test("search looks in the skills a project asks for, by any of their spellings", async () => {
    const t = setup();
    const owner = await createUser(t);
    const [docs, infra, other] = await seedProjects(t, owner.userId, [
      { title: "Cited Docs Assistant", skills: ["RAG", "Python"], daysAgo: 1 },
      { title: "Cluster Autoscaler", skills: ["Kubernetes"], daysAgo: 2 },
      { title: "Brand Voice Generator", skills: ["Copywriting"], daysAgo: 3 },
    ]);
    const ids = async (search: string) =>
      (
        await t.query(api.projects.feed, { search, paginationOpts: page() })
      ).page.map((row) => row._id);
    expect(await ids("rag")).toEqual([docs]);
    expect(await ids("k8s")).toEqual([infra]);
    expect(await ids("retrieval-augmented")).toEqual([docs]);
    expect(await ids("copy")).toEqual([other]);
    expect(await ids("python")).toEqual([docs]);
  });

  test("lists the projects recruiting unless asked for all: full, closed and completed ones stay out", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const make = (title: string) =>
      createProjectAs(owner, {
        title,
        skills: ["Python"],
        category: "Design",
        openPositions: 2,
      });
    const recruiting = await make("Recruiting Helper");
    const full = await make("Full Helper");
    const closed = await make("Closed Helper");
    const completed = await make("Completed Helper");
    await owner.as.mutation(api.projects.update, {
      projectId: full,
      openPositions: 1,
    });
    const applicationIds = [];
    for (const projectId of [full, completed]) {
      applicationIds.push(
        await builder.as.mutation(api.applications.apply, { projectId }),
      );
    }
    for (const applicationId of applicationIds) {
      await owner.as.mutation(api.applications.accept, { applicationId });
    }
    await owner.as.mutation(api.projects.close, { projectId: closed });
    // Completed with a seat never filled: still not recruiting.
    await owner.as.mutation(api.projects.complete, { projectId: completed });
    const ids = async (args: {
      search?: string;
      category?: "Design";
      skill?: string;
      show?: "recruiting" | "all";
    }) =>
      (
        await t.query(api.projects.feed, { ...args, paginationOpts: page() })
      ).page.map((row) => row._id);
    for (const filter of [
      {},
      { category: "Design" as const },
      { skill: "python" },
      { skill: "python", category: "Design" as const },
      { search: "helper" },
    ]) {
      expect(await ids(filter)).toEqual([recruiting]);
      expect(await ids({ ...filter, show: "recruiting" })).toEqual([
        recruiting,
      ]);
      expect(await ids({ ...filter, show: "all" })).toEqual([
        completed,
        closed,
        full,
        recruiting,
      ]);
    }
  });

  test("search follows edits of title and description", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    await owner.as.mutation(api.projects.update, {
      projectId,
      title: "Quantum Scheduler",
    });
    const found = await t.query(api.projects.list, {
      search: "quantum",
      paginationOpts: page(),
    });
    expect(found.page.map((p) => p._id)).toEqual([projectId]);
    const old = await t.query(api.projects.list, {
      search: "Companion",
      paginationOpts: page(),
    });
    expect(old.page).toEqual([]);
  });

  test("names a creator without a profile 'Anonymous'", async () => {
    const t = setup();
    const ghostId = await t.run(
      async (ctx) => await ctx.db.insert("users", {}),
    );
    await seedProjects(t, ghostId, [{ title: "Orphan project", daysAgo: 1 }]);
    const { page: rows } = await t.query(api.projects.list, {
      paginationOpts: page(),
    });
    expect(rows[0]?.creator).toEqual({
      id: ghostId,
      name: ANONYMOUS_CREATOR_NAME,
      avatarUrl: null,
    });
  });

  test("tells the viewer which projects are theirs and where they applied", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const projectId = await createProjectAs(owner);
    await builder.as.mutation(api.applications.apply, { projectId });
    const asOwner = await owner.as.query(api.projects.list, {
      paginationOpts: page(),
    });
    expect(asOwner.page[0]).toMatchObject({
      isOwner: true,
      viewerApplicationStatus: null,
    });
    const asBuilder = await builder.as.query(api.projects.get, { projectId });
    expect(asBuilder).toMatchObject({
      isOwner: false,
      viewerApplicationStatus: "pending",
    });
  });
});

describe("projects.list with a skill filter", () => {
  async function world() {
    const t = setup();
    const owner = await createUser(t);
    const [oldRag, designRag, noRag, newRag] = await seedProjects(
      t,
      owner.userId,
      [
        { title: "Old RAG bot", skills: ["RAG", "Python"], daysAgo: 9 },
        {
          title: "Designing RAG answers",
          category: "Design",
          skills: ["Figma", "Retrieval-Augmented Generation"],
          daysAgo: 5,
        },
        { title: "No retrieval here", skills: ["Python"], daysAgo: 3 },
        { title: "New RAG app", skills: ["rag", "React"], daysAgo: 1 },
      ],
    );
    return { t, owner, oldRag, designRag, noRag, newRag };
  }

  test("keeps projects that want the skill, in any spelling, newest first, paginated", async () => {
    const { t } = await world();
    const first = await t.query(api.projects.list, {
      skill: "retrieval augmented generation",
      paginationOpts: page(2),
    });
    expect(first.page.map((p) => p.title)).toEqual([
      "New RAG app",
      "Designing RAG answers",
    ]);
    expect(first.isDone).toBe(false);
    const second = await t.query(api.projects.list, {
      skill: "retrieval augmented generation",
      paginationOpts: { numItems: 2, cursor: first.continueCursor },
    });
    expect(second.page.map((p) => p.title)).toEqual(["Old RAG bot"]);
    expect(second.isDone).toBe(true);
  });

  test("combines with the category filter; an unknown skill finds nothing; a blank one is no filter", async () => {
    const { t } = await world();
    const design = await t.query(api.projects.list, {
      skill: "RAG",
      category: "Design",
      paginationOpts: page(),
    });
    expect(design.page.map((p) => p.title)).toEqual(["Designing RAG answers"]);
    const all = await t.query(api.projects.list, {
      skill: "RAG",
      category: "All",
      paginationOpts: page(),
    });
    expect(all.page).toHaveLength(3);
    const unknown = await t.query(api.projects.list, {
      skill: "Underwater Basket Weaving",
      paginationOpts: page(),
    });
    expect(unknown.page).toEqual([]);
    const blank = await t.query(api.projects.list, {
      skill: " - ",
      paginationOpts: page(),
    });
    expect(blank.page).toHaveLength(4);
  });

  test("with a search text, filters each search page by the skill", async () => {
    const { t } = await world();
    const found = await t.query(api.projects.list, {
      search: "RAG",
      skill: "React",
      paginationOpts: page(),
    });
    expect(found.page.map((p) => p.title)).toEqual(["New RAG app"]);
  });

  test("follows edits: a project that drops the skill leaves the filtered list", async () => {
    const { t, owner, newRag } = await world();
    await owner.as.mutation(api.projects.update, {
      projectId: newRag!,
      skills: ["React"],
    });
    const rows = await t.query(api.projects.list, {
      skill: "RAG",
      paginationOpts: page(),
    });
    expect(rows.page.map((p) => p.title)).toEqual([
      "Designing RAG answers",
      "Old RAG bot",
    ]);
  });
});

describe("projects.get and projects.listMine", () => {
  test("listing is the project as every viewer sees it: get without the viewer's part", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const projectId = await createProjectAs(owner);
    await builder.as.mutation(api.applications.apply, {
      projectId,
      message: "I would like to help with this project.",
    });
    const listing = await t.query(api.projects.listing, { projectId });
    for (const viewer of [owner, builder]) {
      expect(
        await viewer.as.query(api.projects.listing, { projectId }),
      ).toEqual(listing);
    }
    const {
      isOwner,
      viewerApplicationStatus,
      match: _match,
      ...fromGet
    } = (await builder.as.query(api.projects.get, { projectId }))!;
    expect([isOwner, viewerApplicationStatus]).toEqual([false, "pending"]);
    expect(listing).toEqual(fromGet);
    await t.run(async (ctx) => await ctx.db.delete("projects", projectId));
    expect(await t.query(api.projects.listing, { projectId })).toBeNull();
  });

  test("listing is null for a string that is no project id, as for a missing project", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    const profileId = await t.run(
      async (ctx) => (await ctx.db.query("profiles").first())!._id as string,
    );
    for (const malformed of ["abc", "", profileId, `${projectId}x`]) {
      expect(
        await t.query(api.projects.listing, { projectId: malformed }),
      ).toBeNull();
    }
    expect(await t.query(api.projects.listing, { projectId })).not.toBeNull();
  });

  test("get returns null for a project that does not exist", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    await t.run(async (ctx) => await ctx.db.delete("projects", projectId));
    expect(await t.query(api.projects.get, { projectId })).toBeNull();
  });

  test("listMine returns only the viewer's projects, newest first; empty when signed out", async () => {
    const t = setup();
    const me = await createUser(t);
    const other = await createUser(t);
    await seedProjects(t, me.userId, [
      { title: "My older project", daysAgo: 7 },
      { title: "My newer project", daysAgo: 1 },
    ]);
    await seedProjects(t, other.userId, [
      { title: "Someone else's", daysAgo: 0 },
    ]);
    const mine = await me.as.query(api.projects.listMine, {});
    expect(mine.map((p) => p.title)).toEqual([
      "My newer project",
      "My older project",
    ]);
    expect(mine.every((p) => p.isOwner)).toBe(true);
    expect(await t.query(api.projects.listMine, {})).toEqual([]);
  });
});

describe("projects.listForBuilder", () => {
  test("lists the projects of a builder's profile, newest first, as the viewer sees them", async () => {
    const t = setup();
    const builder = await createUser(t);
    const viewer = await createUser(t);
    await seedProjects(t, builder.userId, [
      { title: "Older build", daysAgo: 9 },
      { title: "Newer build", daysAgo: 2 },
    ]);
    await seedProjects(t, viewer.userId, [
      { title: "Viewer's own", daysAgo: 1 },
    ]);
    const profile = await builder.as.query(api.profiles.me, {});
    const rows = await viewer.as.query(api.projects.listForBuilder, {
      profileId: profile!._id,
    });
    expect(rows.map((p) => [p.title, p.isOwner])).toEqual([
      ["Newer build", false],
      ["Older build", false],
    ]);
    await t.run(async (ctx) => await ctx.db.delete("profiles", profile!._id));
    expect(
      await t.query(api.projects.listForBuilder, { profileId: profile!._id }),
    ).toEqual([]);
  });
});

describe("projects.update and projects.close", () => {
  test("the owner updates any subset; updatedAt moves, createdAt stays", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    const before = await t.query(api.projects.get, { projectId });
    await owner.as.mutation(api.projects.update, {
      projectId,
      category: "NoCode",
      skills: ["Bubble", " bubble "],
      openPositions: 5,
    });
    const after = await t.query(api.projects.get, { projectId });
    expect(after).toMatchObject({
      title: before?.title,
      category: "NoCode",
      skills: ["Bubble"],
      openPositions: 5,
      createdAt: before?.createdAt,
    });
    expect(after!.updatedAt).toBeGreaterThanOrEqual(before!.updatedAt);
  });

  test("update validates with the same schema as create", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    await expectAppError(
      owner.as.mutation(api.projects.update, { projectId, title: "No" }),
      "INVALID_INPUT",
      "Title must be at least 5 characters",
    );
  });

  test("open positions cannot drop below the filled seats; raising them reopens a full project", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const projectId = await createProjectAs(owner, { openPositions: 1 });
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    expect((await t.query(api.projects.get, { projectId }))?.status).toBe(
      "full",
    );

    const other = await createUser(t);
    await owner.as.mutation(api.projects.update, {
      projectId,
      openPositions: 2,
    });
    expect(await t.query(api.projects.get, { projectId })).toMatchObject({
      status: "open",
      seatsLeft: 1,
    });
    await other.as.mutation(api.applications.apply, { projectId });
    await owner.as.mutation(api.projects.update, {
      projectId,
      openPositions: 1,
    });
    expect((await t.query(api.projects.get, { projectId }))?.status).toBe(
      "full",
    );
    const seatHolder = await createUser(t);
    await expectAppError(
      seatHolder.as.mutation(api.applications.apply, { projectId }),
      "PROJECT_FULL",
    );

    // Shrinking to the filled seats closed the other's application.
    const [otherApplication] = await other.as.query(
      api.applications.listMine,
      {},
    );
    expect(otherApplication).toMatchObject({
      status: "rejected",
      closedBecause: "full",
    });

    // Two seats filled, then shrinking to one is refused.
    await owner.as.mutation(api.projects.update, {
      projectId,
      openPositions: 2,
    });
    const latecomer = await seatHolder.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, {
      applicationId: latecomer,
    });
    await expectAppError(
      owner.as.mutation(api.projects.update, { projectId, openPositions: 1 }),
      "INVALID_INPUT",
      "Open positions cannot be fewer than the positions already filled.",
    );
  });

  test("close marks the project closed for good; updating seats keeps it closed", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    await owner.as.mutation(api.projects.close, { projectId });
    await owner.as.mutation(api.projects.close, { projectId });
    await owner.as.mutation(api.projects.update, {
      projectId,
      openPositions: 9,
    });
    expect((await t.query(api.projects.get, { projectId }))?.status).toBe(
      "closed",
    );
  });
});
