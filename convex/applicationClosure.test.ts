import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { LIMITS } from "./shared/constants";
import {
  applicationOf,
  createProjectAs,
  createUser,
  expectAppError,
  noticesOf,
  setup,
} from "./test.helpers";

/** An owner's project with `seats` seats and `applicants` pending applications. */
async function world(seats: number, applicants: number) {
  const t = setup();
  const owner = await createUser(t, { name: "Olivia Owner" });
  const projectId = await createProjectAs(owner, {
    title: "Voice Notes AI",
    openPositions: seats,
  });
  const people = [];
  for (let i = 0; i < applicants; i += 1) {
    const person = await createUser(t, { name: `Applicant ${i}` });
    const applicationId = await person.as.mutation(api.applications.apply, {
      projectId,
    });
    people.push({ ...person, applicationId });
  }
  return { t, owner, projectId, people };
}

describe("closure when a project stops recruiting", () => {
  test("the last seat closes every other pending application as not selected (the team is full), and each applicant is told", async () => {
    const { t, owner, people } = await world(1, 3);
    const [chosen, ...others] = people;
    await owner.as.mutation(api.applications.accept, {
      applicationId: chosen!.applicationId,
    });
    for (const other of others) {
      expect(await applicationOf(t, other.applicationId)).toMatchObject({
        status: "rejected",
        closedBecause: "full",
        decidedAt: expect.any(Number) as unknown,
      });
      expect(await noticesOf(other)).toEqual(["rejected:full"]);
      const [mine] = await other.as.query(api.applications.listMine, {});
      expect(mine).toMatchObject({ status: "rejected", closedBecause: "full" });
    }
    expect(await noticesOf(chosen!)).toEqual(["applicationAccepted"]);
  });

  test("a seat taken that leaves seats open closes nothing", async () => {
    const { t, owner, people } = await world(2, 3);
    await owner.as.mutation(api.applications.accept, {
      applicationId: people[0]!.applicationId,
    });
    for (const other of people.slice(1)) {
      expect((await applicationOf(t, other.applicationId))?.status).toBe(
        "pending",
      );
    }
  });

  test("seats lowered to those filled: the team is full, the rest close", async () => {
    const { t, owner, projectId, people } = await world(3, 2);
    await owner.as.mutation(api.applications.accept, {
      applicationId: people[0]!.applicationId,
    });
    await owner.as.mutation(api.projects.update, {
      projectId,
      openPositions: 1,
    });
    expect(await applicationOf(t, people[1]!.applicationId)).toMatchObject({
      status: "rejected",
      closedBecause: "full",
    });
  });

  test.each([
    ["close", "closed"],
    ["complete", "completed"],
  ] as const)(
    "%s closes the pending applications with its reason",
    async (action, reason) => {
      const { t, owner, projectId, people } = await world(3, 3);
      await owner.as.mutation(api.applications.accept, {
        applicationId: people[0]!.applicationId,
      });
      await owner.as.mutation(api.projects[action], { projectId });
      for (const other of people.slice(1)) {
        expect(await applicationOf(t, other.applicationId)).toMatchObject({
          status: "rejected",
          closedBecause: reason,
        });
        expect(await noticesOf(other)).toEqual([`rejected:${reason}`]);
      }
    },
  );

  test("a closure stops the response clock and is not counted as the owner's answer", async () => {
    const { t, owner, projectId, people } = await world(1, 2);
    await owner.as.mutation(api.applications.accept, {
      applicationId: people[0]!.applicationId,
    });
    const closed = await applicationOf(t, people[1]!.applicationId);
    const jobs = await t.run(async (ctx) =>
      Promise.all(
        [closed!.reminderJobId!, closed!.expiryJobId!].map((id) =>
          ctx.db.system.get("_scheduled_functions", id),
        ),
      ),
    );
    expect(jobs.map((job) => job?.state.kind)).toEqual([
      "canceled",
      "canceled",
    ]);
    const stats = await t.run(async (ctx) =>
      ctx.db
        .query("ownerStats")
        .withIndex("by_owner", (q) => q.eq("ownerId", owner.userId))
        .unique(),
    );
    // The accept is the owner's one answer; the closure is not.
    expect(stats?.answered).toBe(1);
    expect(
      await owner.as.query(api.applications.listForProject, { projectId }),
    ).toContainEqual(
      expect.objectContaining({ status: "rejected", closedBecause: "full" }),
    );
  });

  test(`a project takes at most ${LIMITS.maxPendingApplications} applications waiting at once`, async () => {
    const { t, projectId } = await world(1, 0);
    const filler = await createUser(t);
    await t.run(async (ctx) => {
      for (let i = 0; i < LIMITS.maxPendingApplications; i += 1) {
        await ctx.db.insert("applications", {
          projectId,
          applicantId: filler.userId,
          message: "",
          status: "pending",
          createdAt: i,
        });
      }
    });
    const late = await createUser(t);
    await expectAppError(
      late.as.mutation(api.applications.apply, { projectId }),
      "LIMIT_REACHED",
    );
  });
});
