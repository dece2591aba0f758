import type { Auth } from "convex/server";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { listProjectListings } from "./model/projectLists";
import { LIMITS } from "./shared/constants";
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

describe("projects.viewerStates", () => {
  test("the owner: isOwner, no application, no match", async () => {
    const t = setup();
    const { owner, projectIds } = await world(t);
    expect(
      await owner.as.query(api.projects.viewerStates, { projectIds }),
    ).toEqual(
      projectIds.map((projectId) => ({
        projectId,
        isOwner: true,
        viewerApplicationStatus: null,
        match: null,
      })),
    );
  });

  test("an applicant sees their application's status, pending then accepted", async () => {
    const t = setup();
    const { owner, applicant, applicationId, projectIds } = await world(t);
    const statuses = async () =>
      (await applicant.as.query(api.projects.viewerStates, { projectIds })).map(
        (state) => [state.isOwner, state.viewerApplicationStatus],
      );
    expect(await statuses()).toEqual([
      [false, null],
      [false, "pending"],
      [false, null],
    ]);
    await owner.as.mutation(api.applications.accept, { applicationId });
    expect(await statuses()).toEqual([
      [false, null],
      [false, "accepted"],
      [false, null],
    ]);
  });

  test("another builder with a profile gets their match, the one explain gives", async () => {
    const t = setup();
    const { third, projectIds } = await world(t);
    const [, second] = await third.as.query(api.projects.viewerStates, {
      projectIds,
    });
    const explained = await third.as.query(api.matching.explain, {
      projectId: projectIds[1]!,
    });
    expect(second).toMatchObject({
      projectId: projectIds[1],
      isOwner: false,
      viewerApplicationStatus: null,
    });
    expect(second?.match).toEqual(explained);
    expect(second?.match?.reasons[0]?.text).toBe(
      "You have 2 of the 3 skills it asks for: Python, RAG",
    );
  });

  test("signed out: no relation to any project", async () => {
    const t = setup();
    const { projectIds } = await world(t);
    expect(await t.query(api.projects.viewerStates, { projectIds })).toEqual(
      projectIds.map((projectId) => ({
        projectId,
        isOwner: false,
        viewerApplicationStatus: null,
        match: null,
      })),
    );
  });

  test("keeps the order given and skips projects that do not exist", async () => {
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
      projectIds: [third, gone, first, second],
    });
    expect(states.map((state) => state.projectId)).toEqual([
      third,
      first,
      second,
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
  test("is the feed merged with the viewer's states, for each viewer and filter", async () => {
    const t = setup();
    const { owner, applicant, third } = await world(t);
    for (const args of [
      { paginationOpts: page() },
      { paginationOpts: page(2) },
      { search: "project", paginationOpts: page() },
      { skill: "kubernetes", paginationOpts: page() },
    ]) {
      const feed = await t.query(api.projects.feed, args);
      for (const viewer of [owner.as, applicant.as, third.as, t]) {
        const states = await viewer.query(api.projects.viewerStates, {
          projectIds: feed.page.map((row) => row._id),
        });
        expect(await viewer.query(api.projects.list, args)).toEqual({
          ...feed,
          page: feed.page.map((row, i) => {
            const { projectId, ...state } = states[i]!;
            expect(projectId).toBe(row._id);
            return { ...row, ...state };
          }),
        });
      }
    }
  });
});
