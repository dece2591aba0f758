import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, components, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { createProject } from "./model/projects";
import {
  siteBuildersAggregate,
  siteProjectsAggregate,
} from "./model/aggregates";
import { DAY_MS, PULSE_WEEK_DAYS, utcDay } from "./shared/pulse";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

/** The clock at each test's start; scheduled work may move it on (fake timers). */
const NOW = Date.parse("2025-06-18T12:00:00Z");
const TODAY = utcDay(NOW);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs the aggregates' count migrations to the end (their batches are scheduled). */
async function backfill(t: TestConvex, options: { reset?: boolean } = {}) {
  await t.mutation(internal.migrations.countAggregates, options);
  await t.finishAllScheduledFunctions(() => vi.runAllTimers());
}

/**
 * Empties the home page's aggregates, as on a deployment whose rows were all
 * written before them (the backfill has then to count every one).
 */
async function forgetCounts(t: TestConvex) {
  await t.run(async (ctx) => {
    await siteProjectsAggregate.clear(ctx);
    await siteBuildersAggregate.clear(ctx);
  });
}

/** The three counts recomputed from the tables, the slow way. */
async function recount(t: TestConvex, day: string) {
  return await t.run(async (ctx) => {
    const projects = await ctx.db.query("projects").take(1000);
    const profiles = await ctx.db.query("profiles").take(1000);
    const end = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
    const start = end - PULSE_WEEK_DAYS * DAY_MS;
    return {
      openSeats: projects
        .filter((p) => p.status === "open")
        .reduce((sum, p) => sum + p.openPositions - p.filledPositions, 0),
      builders: profiles.length,
      projectsThisWeek: projects.filter(
        (p) => p.createdAt >= start && p.createdAt < end,
      ).length,
    };
  });
}

async function expectPulseMatchesRecount(t: TestConvex) {
  const pulse = await t.query(api.stats.pulse, { today: TODAY });
  expect(pulse).toEqual(await recount(t, TODAY));
  return pulse;
}

async function acceptedApplicant(
  t: TestConvex,
  owner: Awaited<ReturnType<typeof createUser>>,
  projectId: Id<"projects">,
) {
  const applicant = await createUser(t);
  const applicationId = await applicant.as.mutation(api.applications.apply, {
    projectId,
  });
  await owner.as.mutation(api.applications.accept, { applicationId });
  return applicant;
}

describe("stats.pulse", () => {
  test("equals a recount after creates, edits, accepts, closes and completes", async () => {
    const t = setup();
    await backfill(t);
    expect(await t.query(api.stats.pulse, { today: TODAY })).toEqual({
      openSeats: 0,
      builders: 0,
      projectsThisWeek: 0,
    });
    const owner = await createUser(t);
    const other = await createUser(t);
    expect(await expectPulseMatchesRecount(t)).toMatchObject({ builders: 2 });

    const a = await createProjectAs(owner, { openPositions: 3 });
    const b = await createProjectAs(other, { openPositions: 1 });
    const c = await createProjectAs(owner, { openPositions: 2 });
    expect(await expectPulseMatchesRecount(t)).toEqual({
      openSeats: 6,
      builders: 2,
      projectsThisWeek: 3,
    });

    // Seats raised and lowered; an edit that leaves the seats alone.
    await owner.as.mutation(api.projects.update, {
      projectId: a,
      openPositions: 5,
    });
    await owner.as.mutation(api.projects.update, {
      projectId: a,
      openPositions: 4,
    });
    await owner.as.mutation(api.projects.update, {
      projectId: c,
      title: "A new title",
    });
    expect(await expectPulseMatchesRecount(t)).toMatchObject({ openSeats: 7 });

    // An accept takes a seat; the last seat fills the project.
    await acceptedApplicant(t, owner, a);
    await acceptedApplicant(t, other, b);
    expect(await expectPulseMatchesRecount(t)).toMatchObject({
      openSeats: 5,
      builders: 4,
    });
    // Seats added to a full project open it again.
    await other.as.mutation(api.projects.update, {
      projectId: b,
      openPositions: 3,
    });
    expect(await expectPulseMatchesRecount(t)).toMatchObject({ openSeats: 7 });

    // Closing and completing take the seats left off; closing twice changes nothing.
    await owner.as.mutation(api.projects.close, { projectId: c });
    await owner.as.mutation(api.projects.close, { projectId: c });
    await owner.as.mutation(api.projects.complete, { projectId: a });
    expect(await expectPulseMatchesRecount(t)).toEqual({
      openSeats: 2,
      builders: 4,
      projectsThisWeek: 3,
    });
  });

  test("counts what was written before the aggregates, and writes made while the backfill runs", async () => {
    const t = setup();
    const owner = await createUser(t);
    const early = await createProjectAs(owner, { openPositions: 2 });
    const late = await createProjectAs(owner, { openPositions: 4 });
    await createUser(t);
    await forgetCounts(t);
    expect(await t.query(api.stats.pulse, { today: TODAY })).toEqual({
      openSeats: 0,
      builders: 0,
      projectsThisWeek: 0,
    });

    // The backfill's first batch (its next batches wait on the scheduler),
    // then live writes to rows it has and has not reached yet.
    await t.mutation(internal.migrations.countAggregates, {});
    await createUser(t);
    await owner.as.mutation(api.projects.update, {
      projectId: early,
      openPositions: 3,
    });
    await acceptedApplicant(t, owner, late);
    await createProjectAs(owner, { openPositions: 1 });
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    expect(await expectPulseMatchesRecount(t)).toEqual({
      openSeats: 7,
      builders: 4,
      projectsThisWeek: 3,
    });

    // Done: live writes count, and running the backfill again, from the
    // start, counts nothing twice.
    await owner.as.mutation(api.projects.close, { projectId: early });
    const [status] = await t.query(components.migrations.lib.getStatus, {
      names: ["migrations:countProfiles"],
    });
    expect(status).toMatchObject({ isDone: true });
    await backfill(t, { reset: true });
    expect(await expectPulseMatchesRecount(t)).toMatchObject({ openSeats: 4 });
  });

  test("a repeated backfill counts nothing twice", async () => {
    const t = setup();
    const owner = await createUser(t);
    await createProjectAs(owner, { openPositions: 2 });
    await createProjectAs(owner, { openPositions: 2 });
    await forgetCounts(t);
    // Started twice at once, as by two starts.
    await t.mutation(internal.migrations.countAggregates, {});
    await t.mutation(internal.migrations.countAggregates, {});
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    expect(await expectPulseMatchesRecount(t)).toEqual({
      openSeats: 4,
      builders: 1,
      projectsThisWeek: 2,
    });
  });

  test("projects older than seven days fall out of the week", async () => {
    const t = setup();
    await backfill(t);
    const owner = await createUser(t);
    const now = NOW;
    const startOfToday = Date.parse(`${TODAY}T00:00:00Z`);
    const weekStart = startOfToday - (PULSE_WEEK_DAYS - 1) * DAY_MS;
    await t.run(async (ctx) => {
      for (const createdAt of [
        now, // today
        weekStart, // the first moment of the week
        weekStart - 1, // the last moment before it
        now - 30 * DAY_MS,
      ]) {
        await createProject(
          ctx,
          owner.userId,
          {
            title: `Project from ${new Date(createdAt).toISOString()}`,
            description: "Created on a day of its own.",
            category: "Development",
            skills: [],
            openPositions: 1,
          },
          { now: createdAt },
        );
      }
    });
    const pulse = await expectPulseMatchesRecount(t);
    expect(pulse).toEqual({ openSeats: 4, builders: 1, projectsThisWeek: 2 });
    // A week later the two fall out; a day earlier the one before it comes in.
    expect(
      await t.query(api.stats.pulse, { today: utcDay(now + 7 * DAY_MS) }),
    ).toMatchObject({ projectsThisWeek: 0 });
    expect(
      await t.query(api.stats.pulse, { today: utcDay(now - DAY_MS) }),
    ).toMatchObject({ projectsThisWeek: 2 });
  });

  test("counts many builders exactly, each sign-up in its own transaction", async () => {
    const t = setup();
    for (let i = 0; i < 24; i++) await createUser(t);
    expect(await expectPulseMatchesRecount(t)).toMatchObject({ builders: 24 });
  });

  test("refuses a day that is not YYYY-MM-DD", async () => {
    const t = setup();
    for (const day of ["2025-6-1", "2025-02-30", "yesterday", ""]) {
      await expectAppError(
        t.query(api.stats.pulse, { today: day }),
        "INVALID_INPUT",
        "Give the day as YYYY-MM-DD.",
      );
    }
  });
});
