import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { DASHBOARD_LIMITS } from "./model/dashboard";
import {
  createProjectAs,
  createUser,
  setup,
  type TestConvex,
} from "./test.helpers";

const START = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;
let clock = START;

/** Moves the (fake) clock on a minute, so each write gets its own time. */
function tick() {
  clock += MINUTE;
  vi.setSystemTime(clock);
}

beforeEach(() => {
  clock = START;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
});

afterEach(() => {
  vi.useRealTimers();
});

type User = Awaited<ReturnType<typeof createUser>>;

async function apply(user: User, projectId: Id<"projects">) {
  tick();
  return await user.as.mutation(api.applications.apply, { projectId });
}

async function decide(
  owner: User,
  applicationId: Id<"applications">,
  decision: "accept" | "reject",
) {
  tick();
  await owner.as.mutation(
    decision === "accept" ? api.applications.accept : api.applications.reject,
    { applicationId },
  );
}

async function newProject(owner: User, title: string, openPositions = 5) {
  tick();
  return await createProjectAs(owner, { title, openPositions });
}

async function people(t: TestConvex) {
  const owner = await createUser(t, {
    name: "Olivia Owner",
    email: "olivia@secret.example",
  });
  const ann = await createUser(t, {
    name: "Ann Applicant",
    email: "ann@secret.example",
  });
  const ben = await createUser(t, {
    name: "Ben Builder",
    email: "ben@secret.example",
  });
  return { owner, ann, ben };
}

/** Every string in a result, to check that no email leaks out. */
function expectNoEmails(result: unknown, emails: string[]) {
  const text = JSON.stringify(result);
  for (const email of emails) expect(text).not.toContain(email);
  expect(text).not.toMatch(/"email"/);
}

describe("signed-out viewers", () => {
  test("get empty lists from every dashboard query", async () => {
    const t = setup();
    const { owner, ann } = await people(t);
    const projectId = await newProject(owner, "Signed out test");
    await decide(owner, await apply(ann, projectId), "accept");

    expect(await t.query(api.dashboard.activity, {})).toEqual([]);
    expect(await t.query(api.dashboard.recentCollaborators, {})).toEqual([]);
    expect(await t.query(api.dashboard.collaborations, {})).toEqual([]);
  });
});

describe("dashboard.activity", () => {
  test("lists received applications, decisions and new projects, newest first", async () => {
    const t = setup();
    const { owner, ann, ben } = await people(t);
    const first = await newProject(owner, "First project");
    const annApp = await apply(ann, first);
    const benProject = await newProject(ben, "Ben's project");
    const ownerApp = await apply(owner, benProject);
    await decide(ben, ownerApp, "reject");
    await decide(owner, annApp, "accept");

    const feed = await owner.as.query(api.dashboard.activity, {});
    expect(
      feed.map((item) => [item.kind, item.role, item.project?.title]),
    ).toEqual([
      ["applicationAccepted", "actor", "First project"],
      ["applicationRejected", "recipient", "Ben's project"],
      ["applicationReceived", "actor", "Ben's project"],
      ["applicationReceived", "recipient", "First project"],
      ["projectCreated", "actor", "First project"],
    ]);
    expect(feed[0]?.person).toMatchObject({ name: "Ann Applicant" });
    expect(feed[3]?.person).toMatchObject({
      name: "Ann Applicant",
      role: "AI Enthusiast",
    });
    expect(feed[3]?.person?.profileId).not.toBeNull();
    expect(feed.map((item) => item.time)).toEqual(
      [...feed.map((item) => item.time)].sort((a, b) => b - a),
    );

    const annFeed = await ann.as.query(api.dashboard.activity, {});
    expect(annFeed.map((item) => [item.kind, item.role])).toEqual([
      ["applicationAccepted", "recipient"],
      ["applicationReceived", "actor"],
    ]);
    expect(annFeed[0]?.project?._id).toBe(first);
    expectNoEmails([feed, annFeed], [owner.email, ann.email, ben.email]);
  });

  test("keeps only the 10 newest events", async () => {
    const t = setup();
    const { owner } = await people(t);
    for (let i = 1; i <= 12; i++) await newProject(owner, `Project ${i}`);
    const feed = await owner.as.query(api.dashboard.activity, {});
    expect(feed).toHaveLength(DASHBOARD_LIMITS.activityItems);
    expect(feed[0]?.project?.title).toBe("Project 12");
    expect(feed.at(-1)?.project?.title).toBe("Project 3");
  });

  test("shows a late decision on an old application, however many came after", async () => {
    const t = setup();
    const { owner, ann, ben } = await people(t);
    const first = await newProject(owner, "The first project");
    const oldApplication = await apply(ann, first);
    // More applications than the dashboard reads per viewer, all newer.
    for (let i = 0; i <= DASHBOARD_LIMITS.applicationWindow; i++) {
      await apply(ann, await newProject(ben, `Later ${i}`, 1));
    }
    await decide(owner, oldApplication, "accept");
    const feed = await ann.as.query(api.dashboard.activity, {});
    expect(feed[0]).toMatchObject({
      kind: "applicationAccepted",
      project: { title: "The first project" },
    });
    const joined = await ann.as.query(api.dashboard.collaborations, {});
    expect(joined.map((c) => c.title)).toContain("The first project");
  });

  test("shows another user nothing of the viewer's events", async () => {
    const t = setup();
    const { owner, ben } = await people(t);
    await newProject(owner, "Private activity");
    expect(await ben.as.query(api.dashboard.activity, {})).toEqual([]);
  });
});

describe("dashboard.recentCollaborators", () => {
  test("lists accepted members and owners of joined projects; not pending or rejected ones", async () => {
    const t = setup();
    const { owner, ann, ben } = await people(t);
    const carl = await createUser(t, { name: "Carl Pending" });
    const dana = await createUser(t, { name: "Dana Rejected" });
    const projectId = await newProject(owner, "Team project");
    const annApp = await apply(ann, projectId);
    const benApp = await apply(ben, projectId);
    await apply(carl, projectId);
    await decide(owner, await apply(dana, projectId), "reject");
    await decide(owner, annApp, "accept");
    await decide(owner, benApp, "accept");

    const mine = await owner.as.query(api.dashboard.recentCollaborators, {});
    expect(mine.map((p) => p.name)).toEqual(["Ben Builder", "Ann Applicant"]);
    expect(mine[0]).toEqual({
      userId: ben.userId,
      profileId: expect.any(String) as unknown,
      name: "Ben Builder",
      username: "ben",
      role: "AI Enthusiast",
      avatarUrl: null,
    });

    const annSees = await ann.as.query(api.dashboard.recentCollaborators, {});
    expect(annSees.map((p) => p.name)).toEqual(["Olivia Owner"]);
    expect(await carl.as.query(api.dashboard.recentCollaborators, {})).toEqual(
      [],
    );
    expectNoEmails([mine, annSees], [owner.email, ann.email, ben.email]);
  });

  test("lists each person once, at most 4", async () => {
    const t = setup();
    const { owner } = await people(t);
    const first = await newProject(owner, "First team", 10);
    const second = await newProject(owner, "Second team", 10);
    const members: User[] = [];
    for (let i = 0; i < 5; i++) members.push(await createUser(t));
    for (const member of members) {
      await decide(owner, await apply(member, first), "accept");
    }
    const again = members[0];
    if (again === undefined) throw new Error("no member");
    await decide(owner, await apply(again, second), "accept");

    const list = await owner.as.query(api.dashboard.recentCollaborators, {});
    expect(list).toHaveLength(DASHBOARD_LIMITS.recentCollaborators);
    expect(new Set(list.map((p) => p.userId)).size).toBe(list.length);
    expect(list[0]?.userId).toBe(again.userId);
  });
});

describe("dashboard.collaborations", () => {
  test("lists own and joined projects with accepted collaborators, newest first", async () => {
    const t = setup();
    const { owner, ann, ben } = await people(t);
    const lonely = await newProject(owner, "No team yet");
    await apply(ann, lonely);
    const team = await newProject(owner, "Team project");
    await decide(owner, await apply(ann, team), "accept");
    await decide(owner, await apply(ben, team), "accept");
    const bens = await newProject(ben, "Ben's project");
    await decide(ben, await apply(owner, bens), "accept");

    const mine = await owner.as.query(api.dashboard.collaborations, {});
    expect(mine.map((c) => [c.title, c.isOwner, c.collaboratorCount])).toEqual([
      ["Ben's project", false, 1],
      ["Team project", true, 2],
    ]);
    expect(mine[0]?.collaborators.map((p) => p.name)).toEqual(["Ben Builder"]);
    // Members, newest application first.
    expect(mine[1]?.collaborators.map((p) => p.name)).toEqual([
      "Ben Builder",
      "Ann Applicant",
    ]);

    // A member sees the owner and the other members, never themselves.
    const annSees = await ann.as.query(api.dashboard.collaborations, {});
    expect(annSees).toHaveLength(1);
    expect(annSees[0]).toMatchObject({
      title: "Team project",
      isOwner: false,
      collaboratorCount: 2,
    });
    expect(annSees[0]?.collaborators.map((p) => p.name)).toEqual([
      "Olivia Owner",
      "Ben Builder",
    ]);
    expectNoEmails([mine, annSees], [owner.email, ann.email, ben.email]);
  });

  test("returns at most 3 collaborators per project, with the full count", async () => {
    const t = setup();
    const { owner } = await people(t);
    const projectId = await newProject(owner, "Big team", 10);
    for (let i = 0; i < 5; i++) {
      const member = await createUser(t);
      await decide(owner, await apply(member, projectId), "accept");
    }
    const [row] = await owner.as.query(api.dashboard.collaborations, {});
    expect(row?.collaborators).toHaveLength(
      DASHBOARD_LIMITS.collaboratorsShown,
    );
    expect(row?.collaboratorCount).toBe(5);
  });

  test("a pending or withdrawn applicant has no collaboration", async () => {
    const t = setup();
    const { owner, ann, ben } = await people(t);
    const projectId = await newProject(owner, "Pending only");
    await apply(ann, projectId);
    const benApp = await apply(ben, projectId);
    await ben.as.mutation(api.applications.withdraw, {
      applicationId: benApp,
    });
    expect(await ann.as.query(api.dashboard.collaborations, {})).toEqual([]);
    expect(await ben.as.query(api.dashboard.collaborations, {})).toEqual([]);
    expect(await owner.as.query(api.dashboard.collaborations, {})).toEqual([]);
  });
});
