/**
 * The demo builders' profiles after `internal.seed.run`: their work details
 * and portfolios, and what /builders' filters and matching make of them from
 * the first start. One seeded deployment, read by every test.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import {
  DEMO_BUILDERS,
  type DemoBuilder,
  type DemoBuilderKey,
} from "./shared/demoBuilders";
import type { Availability } from "./shared/profileWork";
import { setup, stubAuthEnv, type TestConvex } from "./test.helpers";

let t: TestConvex;

// Password hashing (scrypt) for six accounts is slow under a parallel run.
beforeAll(async () => {
  await stubAuthEnv();
  t = setup();
  await t.action(internal.seed.run, {});
}, 30_000);

const namesOf = (keep: (builder: DemoBuilder) => boolean) =>
  DEMO_BUILDERS.filter(keep)
    .map((b) => b.name)
    .sort();

async function userIdOf(key: DemoBuilderKey) {
  const { email } = DEMO_BUILDERS.find((b) => b.key === key)!;
  const user = await t.run(
    async (ctx) =>
      await ctx.db
        .query("users")
        .withIndex("email", (q) => q.eq("email", email))
        .unique(),
  );
  return user!._id;
}

/** A client signed in as a demo builder (a session of their own). */
async function signedInAs(key: DemoBuilderKey) {
  const userId = await userIdOf(key);
  const sessionId = await t.run(
    async (ctx) =>
      await ctx.db.insert("authSessions", {
        userId,
        expirationTime: Date.now() + 60 * 60 * 1000,
      }),
  );
  return t.withIdentity({ subject: `${userId}|${sessionId}` });
}

/** The names /builders lists for these work filters (one page). */
async function builderNames(filters: {
  availability?: Availability;
  overlapWith?: string;
  minHours?: number;
}) {
  const result = await t.query(api.builders.list, {
    ...filters,
    paginationOpts: { numItems: 24, cursor: null },
  });
  return result.page.map((row) => row.name).sort();
}

describe("the seeded demo builders", () => {
  test("each has their availability, hours and time zone, and their portfolio in order", async () => {
    const profiles = await t.run(
      async (ctx) => await ctx.db.query("profiles").take(100),
    );
    for (const builder of DEMO_BUILDERS) {
      const profile = profiles.find((p) => p.name === builder.name);
      expect(profile, builder.name).toMatchObject({
        availability: builder.availability,
        hoursPerWeek: builder.hoursPerWeek,
        timeZone: builder.timeZone,
      });
      const portfolio = await t.query(api.portfolio.list, {
        profileId: profile!._id,
      });
      expect(portfolio, builder.name).toEqual(
        (builder.portfolio ?? []).map((item) => ({
          _id: expect.any(String) as string,
          title: item.title,
          summary: item.summary,
          url: item.url,
          imageUrl: null,
        })),
      );
    }
    expect(
      DEMO_BUILDERS.filter((b) => (b.portfolio ?? []).length > 0).length,
    ).toBeGreaterThanOrEqual(2);
  });

  test("/builders' work filters find someone for each availability, a zone and an hours threshold", async () => {
    for (const availability of ["open", "busy", "not-looking"] as const) {
      const expected = namesOf((b) => b.availability === availability);
      expect(expected, availability).not.toEqual([]);
      expect(await builderNames({ availability })).toEqual(expected);
    }
    // London and Dublin share 7 or more working hours with Berlin; New York
    // and Mexico City at most 2, Tokyo none.
    expect(await builderNames({ overlapWith: "Europe/Berlin" })).toEqual([
      "Amara Okafor",
      "Liam O'Connor",
      "Priya Raman",
    ]);
    expect(await builderNames({ minHours: 20 })).toEqual(
      namesOf((b) => b.hoursPerWeek >= 20),
    );
  });

  test("matching compares their time zones and hours with a project's", async () => {
    const projects = await t.run(
      async (ctx) => await ctx.db.query("projects").take(100),
    );
    const project = projects.find((p) => p.title === "AI Health Companion");
    // Liam (Dublin, 25 h) on the health companion (London to Berlin, 10 h).
    const liam = await signedInAs("liam");
    const match = await liam.query(api.matching.explain, {
      projectId: project!._id,
    });
    expect(match?.reasons).toEqual(
      expect.arrayContaining([
        {
          kind: "timeZone",
          tone: "positive",
          text: "8 hours of overlap with the team's time zone",
        },
        {
          kind: "commitment",
          tone: "positive",
          text: "Wants 10 h a week, you offer 25",
        },
      ]),
    );
  });

  test("every demo project still recruiting suggests someone to its owner, never a builder not looking", async () => {
    const notLooking = namesOf((b) => b.availability === "not-looking");
    let recruiting = 0;
    for (const builder of DEMO_BUILDERS) {
      const userId = await userIdOf(builder.key);
      const owned = await t.run(
        async (ctx) =>
          await ctx.db
            .query("projects")
            .withIndex("by_creator_and_createdAt", (q) =>
              q.eq("creatorId", userId),
            )
            .take(20),
      );
      const owner = await signedInAs(builder.key);
      for (const project of owned.filter((p) => p.status === "open")) {
        const names = (
          await owner.query(api.matching.suggestedBuilders, {
            projectId: project._id,
          })
        ).map((s) => s.name);
        recruiting += 1;
        expect(names, project.title).not.toEqual([]);
        for (const name of notLooking) {
          expect(names, project.title).not.toContain(name);
        }
      }
    }
    expect(recruiting).toBeGreaterThan(0);
  });
});
