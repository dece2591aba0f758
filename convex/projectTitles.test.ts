import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { notify } from "./model/notifications";
import {
  createProjectAs,
  createUser,
  setup,
  type TestConvex,
} from "./test.helpers";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type User = Awaited<ReturnType<typeof createUser>>;

/** The project titles a user's notifications and dashboard activity show. */
async function titlesShownTo(user: User) {
  const notifications = await user.as.query(api.notifications.list, {
    paginationOpts: { numItems: 50, cursor: null },
  });
  const activity = await user.as.query(api.dashboard.activity, {});
  return {
    notifications: notifications.page.map((item) => item.project?.title),
    activity: activity.map((item) => item.project?.title),
  };
}

async function titleRows(t: TestConvex) {
  return await t.run(
    async (ctx) => await ctx.db.query("projectTitles").take(1000),
  );
}

/** An owner's project Ann applied to (her activity and, once decided, a notification name it). */
async function appliedProject(t: TestConvex) {
  const owner = await createUser(t, { name: "Olivia Owner" });
  const ann = await createUser(t, { name: "Ann Applicant" });
  const projectId = await createProjectAs(owner, {
    title: "Voice notes",
    openPositions: 2,
  });
  const applicationId = await ann.as.mutation(api.applications.apply, {
    projectId,
  });
  return { owner, ann, projectId, applicationId };
}

describe("project titles in per-user lists", () => {
  test("a renamed project shows its new name in the applicant's notifications and activity", async () => {
    const t = setup();
    const { owner, ann, projectId, applicationId } = await appliedProject(t);
    await owner.as.mutation(api.applications.accept, { applicationId });
    expect(await titlesShownTo(ann)).toEqual({
      notifications: ["Voice notes"],
      activity: ["Voice notes", "Voice notes"],
    });

    await owner.as.mutation(api.projects.update, {
      projectId,
      title: "Voice journal",
    });
    expect(await titlesShownTo(ann)).toEqual({
      notifications: ["Voice journal"],
      activity: ["Voice journal", "Voice journal"],
    });
    expect(
      (await titleRows(t)).map((row) => [row.projectId, row.title]),
    ).toEqual([[projectId, "Voice journal"]]);
  });

  test("an accept leaves the title row alone, and the lists read that row, not the project", async () => {
    const t = setup();
    const { owner, ann, projectId, applicationId } = await appliedProject(t);
    // The project document's title changed behind the row's back: what the
    // lists show can only come from the row, and a write of the row from the
    // project document (as a seat is taken) would show.
    await t.run(async (ctx) => {
      await ctx.db.patch("projects", projectId, { title: "Document title" });
    });
    const before = await titleRows(t);
    expect(before.map((row) => row.title)).toEqual(["Voice notes"]);

    await owner.as.mutation(api.applications.accept, { applicationId });
    const project = await t.run(
      async (ctx) => await ctx.db.get("projects", projectId),
    );
    expect(project?.filledPositions).toBe(1);
    expect(await titleRows(t)).toEqual(before);
    expect(await titlesShownTo(ann)).toEqual({
      notifications: ["Voice notes"],
      activity: ["Voice notes", "Voice notes"],
    });
  });
});

/**
 * A project without a title row, named in `userId`'s notifications and
 * activity (notify writes both).
 */
async function insertOldProject(
  t: TestConvex,
  userId: Id<"users">,
  title: string,
  createdAt: number,
) {
  return await t.run(async (ctx) => {
    const projectId = await ctx.db.insert("projects", {
      title,
      description: "Written before the title rows.",
      category: "Development",
      skills: ["React"],
      openPositions: 1,
      filledPositions: 1,
      creatorId: userId,
      status: "full",
      createdAt,
      updatedAt: createdAt,
    });
    await notify(
      ctx,
      { userId, kind: "projectFull", projectId },
      { now: createdAt },
    );
    return projectId;
  });
}

describe("a project without a title row", () => {
  test("is named from the project itself", async () => {
    const t = setup();
    const olivia = await createUser(t, { name: "Olivia Owner" });
    await insertOldProject(t, olivia.userId, "Old one", 1000);
    await insertOldProject(t, olivia.userId, "Old two", 2000);
    expect(await titleRows(t)).toEqual([]);
    expect(await titlesShownTo(olivia)).toEqual({
      notifications: ["Old two", "Old one"],
      activity: ["Old two", "Old one"],
    });
  });
});
