import type { Auth } from "convex/server";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id, TableNames } from "./_generated/dataModel";
import type { QueryCtx } from "./_generated/server";
import { listProjectListings } from "./model/projectLists";
import { viewerStatesByIds } from "./model/projectViewerStates";
import { LIMITS } from "./shared/constants";
import { viewerRelation } from "./shared/matchScore";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

const page = (numItems = 10) => ({ numItems, cursor: null });
const VIEWER_FIELDS = ["isOwner", "viewerApplicationStatus", "match"];

/** An owner with three projects, an applicant to the middle one, a third builder with skills. */
async function world(t: TestConvex) {
  const owner = await createUser(t);
  const applicant = await createUser(t);
  const third = await createUser(t);
  await third.as.mutation(api.profiles.update, { skills: ["Python", "RAG"] });
  const first = await createProjectAs(owner, { title: "First project" });
  const second = await createProjectAs(owner, {
    title: "Second project",
    skills: ["Python", "RAG", "Kubernetes"],
  });
  const last = await createProjectAs(owner, { title: "Third project" });
  const applicationId = await applicant.as.mutation(api.applications.apply, {
    projectId: second,
  });
  return {
    owner,
    applicant,
    third,
    applicationId,
    projectIds: [first, second, last],
  };
}

describe("projects.feed", () => {
  test("gives every caller the same page, without the viewer's fields", async () => {
    const t = setup();
    const { owner, applicant, third } = await world(t);
    const args = { paginationOpts: page() };
    const signedOut = await t.query(api.projects.feed, args);
    expect(signedOut.page.map((row) => row.title)).toEqual([
      "Third project",
      "Second project",
      "First project",
    ]);
    for (const row of signedOut.page) {
      for (const field of VIEWER_FIELDS) expect(row).not.toHaveProperty(field);
    }
    for (const viewer of [owner, applicant, third]) {
      expect(await viewer.as.query(api.projects.feed, args)).toEqual(signedOut);
    }
  });

  test("never reads the caller's identity, whatever the filters", async () => {
    const t = setup();
    await world(t);
    const auth: Auth = {
      getUserIdentity: () => {
        throw new Error("the feed read the caller's identity");
      },
    };
    for (const filters of [
      {},
      { category: "Development" as const },
      { skill: "python" },
      { search: "project", skill: "rag" },
    ]) {
      const result = await t.run(
        async (ctx) =>
          await listProjectListings(
            { ...ctx, auth },
            { ...filters, paginationOpts: page() },
          ),
      );
      expect(result.page.length).toBeGreaterThan(0);
    }
  });
});

/**
 * A ctx whose database has nothing but the applications table to query (any
 * other read throws): what `viewerStates` may read, so that no write to a
 * project ever re-runs it.
 */
function applicationsOnly(ctx: QueryCtx): QueryCtx {
  const db = {
    get: () => {
      throw new Error("viewerStates read a document by id");
    },
    query: (table: TableNames) => {
      if (table !== "applications") {
        throw new Error(`viewerStates read the ${table} table`);
      }
      return ctx.db.query(table);
    },
  };
  return { ...ctx, db: db as unknown as QueryCtx["db"] };
}

describe("projects.viewerStates", () => {
  test("reads no project document: only the viewer's applications", async () => {
    const t = setup();
    const { applicant, projectIds } = await world(t);
    const states = await t.run(
      async (ctx) =>
        await viewerStatesByIds(
          applicationsOnly(ctx),
          applicant.userId,
          projectIds,
        ),
    );
    expect(states.map((state) => state.viewerApplicationStatus)).toEqual([
      null,
      "pending",
      null,
    ]);
  });

  test("an applicant sees their application's status, pending then accepted; nobody else does", async () => {
    const t = setup();
    const { owner, applicant, third, applicationId, projectIds } =
      await world(t);
    const statuses = async (viewer: { query: TestConvex["query"] }) =>
      await viewer.query(api.projects.viewerStates, { projectIds });
    const expected = (second: string | null) =>
      projectIds.map((projectId, i) => ({
        projectId,
        viewerApplicationStatus: i === 1 ? second : null,
        // The role the application names (the project's one role).
        ...(i === 1 && second !== null ? { viewerRoleKey: "r1" } : {}),
      }));
    expect(await statuses(applicant.as)).toEqual(expected("pending"));
    await owner.as.mutation(api.applications.accept, { applicationId });
    expect(await statuses(applicant.as)).toEqual(expected("accepted"));
    for (const other of [owner.as, third.as, t]) {
      expect(await statuses(other)).toEqual(expected(null));
    }
  });

  test("one state per id, in the order given: a project that does not exist has none", async () => {
    const t = setup();
    const { owner, applicant, projectIds } = await world(t);
    const [first, second, third] = projectIds as [
      Id<"projects">,
      Id<"projects">,
      Id<"projects">,
    ];
    const gone = await createProjectAs(owner);
    await t.run(async (ctx) => await ctx.db.delete("projects", gone));
    const states = await applicant.as.query(api.projects.viewerStates, {
      projectIds: [third, gone, second, first, second],
    });
    expect(states).toEqual([
      { projectId: third, viewerApplicationStatus: null },
      { projectId: gone, viewerApplicationStatus: null },
      {
        projectId: second,
        viewerApplicationStatus: "pending",
        viewerRoleKey: "r1",
      },
      { projectId: first, viewerApplicationStatus: null },
      {
        projectId: second,
        viewerApplicationStatus: "pending",
        viewerRoleKey: "r1",
      },
    ]);
    expect(
      await applicant.as.query(api.projects.viewerStates, { projectIds: [] }),
    ).toEqual([]);
  });

  test(`answers up to ${LIMITS.maxViewerStateIds} ids and refuses more with a clear error`, async () => {
    const t = setup();
    const { applicant, projectIds } = await world(t);
    const ids = (n: number) =>
      Array.from({ length: n }, (_, i) => projectIds[i % projectIds.length]!);
    expect(
      await applicant.as.query(api.projects.viewerStates, {
        projectIds: ids(LIMITS.maxViewerStateIds),
      }),
    ).toHaveLength(LIMITS.maxViewerStateIds);
    await expectAppError(
      applicant.as.query(api.projects.viewerStates, {
        projectIds: ids(LIMITS.maxViewerStateIds + 1),
      }),
      "INVALID_INPUT",
      `Ask about at most ${LIMITS.maxViewerStateIds} projects at once.`,
    );
  });
});

describe("projects.list", () => {
  test("is what the web app derives: the feed row, viewerStates' status, owner and match from profiles.me", async () => {
    const t = setup();
    const { owner, applicant, third, applicationId, projectIds } =
      await world(t);
    // An accepted member with skills: the team's skills count in every match.
    await applicant.as.mutation(api.profiles.update, {
      skills: ["Kubernetes", "Figma"],
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    const noProfile = await createUser(t);
    await t.run(
      async (ctx) => await ctx.db.delete("profiles", noProfile.profileId),
    );
    const viewers = [owner.as, applicant.as, third.as, noProfile.as, t];
    for (const args of [
      { paginationOpts: page() },
      { paginationOpts: page(2) },
      { search: "project", paginationOpts: page() },
      { skill: "kubernetes", paginationOpts: page() },
    ]) {
      const feed = await t.query(api.projects.feed, args);
      for (const viewer of viewers) {
        const me = await viewer.query(api.profiles.me, {});
        const states = await viewer.query(api.projects.viewerStates, {
          projectIds: feed.page.map((row) => row._id),
        });
        expect(await viewer.query(api.projects.list, args)).toEqual({
          ...feed,
          page: feed.page.map((row, i) => ({
            ...row,
            ...viewerRelation(
              row,
              me,
              states[i]!.viewerApplicationStatus,
              Date.now(),
              states[i]!.viewerRoleKey,
            ),
            viewerApplicationStatus: states[i]!.viewerApplicationStatus,
          })),
        });
      }
    }
    // The rows above carry the team's skills into the match: the third
    // builder brings Python and RAG, the two of three wanted skills the team
    // lacks (weight 2 each; Kubernetes, covered, 0.5): 50 * 4 / 4.5 -> 44,
    // where an empty team would give 50 * 4 / 6 -> 33.
    const { page: rows } = await third.as.query(api.projects.list, {
      paginationOpts: page(),
    });
    const second = rows.find((row) => row._id === projectIds[1]);
    expect(second?.teamSkillCounts).toContainEqual({
      skill: "Kubernetes",
      members: 1,
    });
    expect(second?.match?.breakdown[0]).toMatchObject({
      part: "skills",
      points: 44,
    });
  });

  test("a builder's match is the one explain gives", async () => {
    const t = setup();
    const { third, projectIds } = await world(t);
    const { page: rows } = await third.as.query(api.projects.list, {
      paginationOpts: page(),
    });
    const second = rows.find((row) => row._id === projectIds[1]);
    expect(second?.match).toEqual(
      await third.as.query(api.matching.explain, { projectId: projectIds[1]! }),
    );
    expect(second?.match?.reasons[0]?.text).toBe(
      "You have 2 of the 3 skills it asks for: Python, RAG",
    );
  });
});
