import { decodeJwt } from "jose";
import { beforeAll, describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { DEMO_PASSWORD } from "./model/seed";
import { DEMO_BUILDERS } from "./shared/demoBuilders";
import { DEMO_COMPLETED_PROJECTS } from "./shared/demoHistory";
import { DEMO_APPLICATIONS, DEMO_PROJECTS } from "./shared/demoProjects";
import { responseRecordText } from "./shared/responseClock";
import {
  createUser,
  runAggregateBackfill,
  setup,
  stubAuthEnv,
  type TestConvex,
} from "./test.helpers";

beforeAll(stubAuthEnv);

const DAY = 24 * 60 * 60 * 1000;

async function snapshot(t: TestConvex) {
  return await t.run(async (ctx) => ({
    users: await ctx.db.query("users").take(100),
    accounts: await ctx.db.query("authAccounts").take(100),
    profiles: await ctx.db.query("profiles").take(100),
    projects: await ctx.db.query("projects").take(100),
    applications: await ctx.db.query("applications").take(100),
    portfolioItems: await ctx.db.query("portfolioItems").take(100),
  }));
}

const COMPLETED_MEMBERS = DEMO_COMPLETED_PROJECTS.reduce(
  (sum, p) => sum + p.members.length,
  0,
);
const ALL_PROJECTS = DEMO_PROJECTS.length + DEMO_COMPLETED_PROJECTS.length;
const ALL_APPLICATIONS = DEMO_APPLICATIONS.length + COMPLETED_MEMBERS;
const PORTFOLIO_ITEMS = DEMO_BUILDERS.reduce(
  (sum, b) => sum + (b.portfolio?.length ?? 0),
  0,
);

// Password hashing (scrypt) for six accounts is slow under a parallel run.
describe("internal.seed.run", { timeout: 30_000 }, () => {
  test("fills an empty deployment with the demo builders, projects and applications", async () => {
    const t = setup();
    const result = await t.action(internal.seed.run, {});
    expect(result).toEqual({
      status: "seeded",
      users: 6,
      projects: ALL_PROJECTS,
      applications: ALL_APPLICATIONS,
    });

    const rows = await snapshot(t);
    expect(rows.users).toHaveLength(6);
    expect(rows.accounts).toHaveLength(6);
    expect(rows.profiles).toHaveLength(6);
    expect(rows.projects).toHaveLength(ALL_PROJECTS);
    expect(rows.applications).toHaveLength(ALL_APPLICATIONS);
    expect(rows.portfolioItems).toHaveLength(PORTFOLIO_ITEMS);

    // Profiles carry the builders' names, roles, skills and bios (their work
    // details and portfolios: seed.profiles.test.ts).
    for (const builder of DEMO_BUILDERS) {
      const profile = rows.profiles.find((p) => p.name === builder.name);
      expect(profile).toMatchObject({
        username: builder.key,
        role: builder.role,
        bio: builder.bio,
        skills: builder.skills,
        expertise: builder.expertise,
      });
    }

    // Newest first, each created its `daysAgo` back.
    const list = await t.query(api.projects.list, {
      show: "all",
      paginationOpts: { numItems: 10, cursor: null },
    });
    const open = list.page.slice(0, DEMO_PROJECTS.length);
    expect(open.map((p) => p.title)).toEqual(DEMO_PROJECTS.map((p) => p.title));
    const newest = list.page[0]!.createdAt;
    expect(open.map((p) => Math.round((newest - p.createdAt) / DAY))).toEqual(
      DEMO_PROJECTS.map((p) => p.daysAgo - DEMO_PROJECTS[0]!.daysAgo),
    );
    const ageOfNewest = Date.now() - newest;
    expect(ageOfNewest).toBeGreaterThanOrEqual(3 * DAY);
    expect(ageOfNewest).toBeLessThan(4 * DAY);
    expect(list.page[0]?.creator.name).toBe("Amara Okafor");

    // Applications went through the rules: one seat taken, the one-seat project is full.
    const statuses = rows.applications.map((a) => a.status).sort();
    expect(statuses).toEqual([
      ...Array<string>(COMPLETED_MEMBERS).fill("accepted"),
      "accepted",
      "accepted",
      "accepted",
      "pending",
      "pending",
      "pending",
      "rejected",
    ]);
    const leadQualifier = list.page.find(
      (p) => p.title === "No-Code Lead Qualifier",
    );
    expect(leadQualifier).toMatchObject({ status: "full", seatsLeft: 0 });
    // Named roles with their own skills, and terms, through the create path:
    // the health companion's one ML engineer seat is taken, its mobile
    // developers still wanted, each application stored with its role.
    const companion = list.page.find((p) => p.title === "AI Health Companion");
    expect(companion).toMatchObject({
      status: "open",
      roles: [
        { key: "r1", title: "ML engineer", seats: 1, filled: 1 },
        { key: "r2", title: "Mobile developer", seats: 2, filled: 0 },
      ],
      commitment: { kind: "hours", hoursPerWeek: 10 },
      timeZones: { from: "Europe/London", to: "Europe/Berlin" },
      compensation: { kind: "equity", amount: "0.5-1%" },
      stage: "prototype",
    });
    expect(
      rows.applications
        .filter((a) => a.projectId === companion!._id)
        .map((a) => [a.status, a.roleKey])
        .sort(),
    ).toEqual([
      ["accepted", "r1"],
      ["pending", "r2"],
    ]);

    // Finished projects and their reviews: Verified for honest reasons only.
    const trust = async (name: string) => {
      const profile = rows.profiles.find((p) => p.name === name)!;
      return await t.query(api.builders.get, { profileId: profile._id });
    };
    expect(await trust("Priya Raman")).toMatchObject({
      verified: true,
      completedProjectsCount: 3,
      rating: { average: 4.8, count: 5 },
    });
    expect(await trust("Marcus Johnson")).toMatchObject({
      verified: true,
      rating: { average: 4.6, count: 5 },
    });
    expect(await trust("Sofia Álvarez")).toMatchObject({
      verified: false,
      completedProjectsCount: 2,
      rating: { average: 4.5, count: 4 },
    });
    // Exactly two reviews: no rating yet (the trust e2e test adds the third).
    expect(await trust("Kenji Watanabe")).toMatchObject({
      verified: false,
      reviewCount: 2,
      rating: null,
    });

    // The demo data, written through the app's functions, is counted as it
    // is written; the count migrations (`npm start` runs them after the
    // seed) count none of it twice.
    const today = new Date().toISOString().slice(0, 10);
    const weekStart = Date.parse(`${today}T00:00:00Z`) - 6 * DAY;
    const pulse = {
      openSeats: rows.projects
        .filter((p) => p.status === "open")
        .reduce((sum, p) => sum + p.openPositions - p.filledPositions, 0),
      builders: 6,
      projectsThisWeek: rows.projects.filter((p) => p.createdAt >= weekStart)
        .length,
    };
    expect(await t.query(api.stats.pulse, { today })).toEqual(pulse);
    await runAggregateBackfill(t);
    expect(await t.query(api.stats.pulse, { today })).toEqual(pulse);
  });

  test("every demo owner's answered applications are their response record, and nobody with one reads as new", async () => {
    const t = setup();
    await t.action(internal.seed.run, {});
    const { projects, applications } = await snapshot(t);
    for (const project of projects) {
      // What the owner closed (answered or let expire), over all their projects.
      const owned = new Set(
        projects
          .filter((p) => p.creatorId === project.creatorId)
          .map((p) => p._id),
      );
      const closed = applications.filter(
        (a) =>
          owned.has(a.projectId) &&
          (a.status === "accepted" ||
            a.status === "rejected" ||
            a.status === "expired"),
      ).length;
      const response = await t.query(api.applications.responseRate, {
        projectId: project._id,
      });
      expect(response?.closed, project.title).toBe(closed);
      expect(closed, project.title).toBeGreaterThan(0);
      expect(responseRecordText(response!)).not.toMatch(
        /new owner|no applications/i,
      );
    }
  });

  test("a second run changes nothing", async () => {
    const t = setup();
    await t.action(internal.seed.run, {});
    const before = await snapshot(t);
    const again = await t.action(internal.seed.run, {});
    expect(again).toMatchObject({
      status: "skipped",
      reason: "seeded",
      users: 0,
    });
    expect(await snapshot(t)).toEqual(before);
  });

  test("resumes a partial seed (demo accounts only) without duplicating accounts or portfolio items", async () => {
    const t = setup();
    await t.action(internal.seed.run, {});
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("applications").take(100)) {
        await ctx.db.delete("applications", row._id);
      }
      for (const row of await ctx.db.query("projects").take(100)) {
        await ctx.db.delete("projects", row._id);
      }
    });
    const result = await t.action(internal.seed.run, {});
    expect(result).toMatchObject({
      status: "seeded",
      projects: ALL_PROJECTS,
    });
    const rows = await snapshot(t);
    expect(rows.users).toHaveLength(6);
    expect(rows.accounts).toHaveLength(6);
    expect(rows.profiles).toHaveLength(6);
    expect(rows.projects).toHaveLength(ALL_PROJECTS);
    expect(rows.portfolioItems).toHaveLength(PORTFOLIO_ITEMS);
  });

  test("a deployment with a user is left untouched", async () => {
    const t = setup();
    await createUser(t, { email: "real.person@example.com" });
    const before = await snapshot(t);
    const result = await t.action(internal.seed.run, {});
    expect(result).toMatchObject({ status: "skipped", reason: "hasUsers" });
    expect(await snapshot(t)).toEqual(before);
  });

  test("the populate step re-checks in its own transaction", async () => {
    const t = setup();
    const real = await createUser(t);
    const userIds = DEMO_BUILDERS.map((b) => ({
      key: b.key,
      userId: real.userId,
    }));
    expect(await t.mutation(internal.seed.populate, { userIds })).toBe(
      "hasUsers",
    );
    const projects = await t.run(
      async (ctx) => await ctx.db.query("projects").take(1),
    );
    expect(projects).toEqual([]);
  });

  test("a demo account signs in with the documented password", async () => {
    const t = setup();
    await t.action(internal.seed.run, {});
    const builder = DEMO_BUILDERS[0]!;
    const { tokens } = await t.action(api.auth.signIn, {
      provider: "password",
      params: { flow: "signIn", email: builder.email, password: DEMO_PASSWORD },
    });
    const me = await t
      .withIdentity({ subject: decodeJwt(tokens!.token).sub })
      .query(api.profiles.me, {});
    expect(me).toMatchObject({
      name: builder.name,
      role: builder.role,
      email: builder.email,
    });
  });
});
