import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { startClock } from "./model/applicationClock";
import {
  APPLICATION_EXPIRY_MS,
  APPLICATION_REMINDER_MS,
} from "./shared/constants";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function world() {
  const t = setup();
  const owner = await createUser(t, { name: "Olivia Owner" });
  const builder = await createUser(t, { name: "Bruno Builder" });
  const bystander = await createUser(t, { name: "Bea Bystander" });
  const projectId = await createProjectAs(owner, { openPositions: 3 });
  return { t, owner, builder, bystander, projectId };
}

/** Every notification, as (who, kind, actor) triples in the order written. */
async function notices(t: TestConvex) {
  const rows = await t.run(
    async (ctx) => await ctx.db.query("notifications").take(1000),
  );
  return rows.map((row) => [row.userId, row.kind, row.actorId ?? null]);
}

async function applicationOf(t: TestConvex, id: Id<"applications">) {
  const row = await t.run(async (ctx) => await ctx.db.get("applications", id));
  if (row === null) throw new Error("application gone");
  return row;
}

async function jobState(t: TestConvex, id: Id<"_scheduled_functions">) {
  return await t.run(
    async (ctx) =>
      (await ctx.db.system.get("_scheduled_functions", id))?.state.kind,
  );
}

/** Moves the fake clock and lets the steps that came due finish. */
async function advance(t: TestConvex, ms: number) {
  vi.advanceTimersByTime(ms);
  await t.finishInProgressScheduledFunctions();
}

describe("the response clock", () => {
  test("reminds the owner once after 7 days, then expires once after 14, telling both", async () => {
    const { t, owner, builder, projectId } = await world();
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    const applied = await applicationOf(t, applicationId);
    expect(applied.reminderJobId).toBeDefined();
    expect(applied.expiryJobId).toBeDefined();
    const received = [owner.userId, "applicationReceived", builder.userId];
    expect(await notices(t)).toEqual([received]);

    await advance(t, APPLICATION_REMINDER_MS - 1000);
    expect(await notices(t)).toEqual([received]);
    await advance(t, 1000);
    const expiring = [owner.userId, "applicationExpiring", builder.userId];
    expect(await notices(t)).toEqual([received, expiring]);
    expect((await applicationOf(t, applicationId)).status).toBe("pending");

    await advance(t, APPLICATION_EXPIRY_MS - APPLICATION_REMINDER_MS);
    const expired = await applicationOf(t, applicationId);
    expect(expired.status).toBe("expired");
    expect(expired.decidedAt).toBe(applied.createdAt + APPLICATION_EXPIRY_MS);
    expect(await notices(t)).toEqual([
      received,
      expiring,
      [builder.userId, "applicationExpired", null],
      [owner.userId, "applicationExpired", builder.userId],
    ]);

    // Running either step again (a duplicate delivery) changes nothing.
    expect(
      await t.mutation(internal.applicationClock.remind, { applicationId }),
    ).toBe(false);
    expect(
      await t.mutation(internal.applicationClock.expire, { applicationId }),
    ).toBe(false);
    await advance(t, 30 * DAY_MS);
    expect(await notices(t)).toHaveLength(4);
    expect(await t.query(api.applications.responseRate, { projectId })).toEqual(
      { closed: 1, ratePercent: null, averageAnswerMs: null },
    );
  });

  test.each(["accept", "reject", "withdraw"] as const)(
    "%s cancels both steps: nothing more happens",
    async (decision) => {
      const { t, owner, builder, projectId } = await world();
      const applicationId = await builder.as.mutation(api.applications.apply, {
        projectId,
      });
      await advance(t, 2 * DAY_MS);
      const who = decision === "withdraw" ? builder : owner;
      await who.as.mutation(api.applications[decision], { applicationId });
      const decided = await applicationOf(t, applicationId);
      if (decided.reminderJobId === undefined) throw new Error("no reminder");
      if (decided.expiryJobId === undefined) throw new Error("no expiry");
      expect(await jobState(t, decided.reminderJobId)).toBe("canceled");
      expect(await jobState(t, decided.expiryJobId)).toBe("canceled");
      const before = await notices(t);

      await t.finishAllScheduledFunctions(() => vi.runAllTimers());
      expect(await notices(t)).toEqual(before);
      expect((await applicationOf(t, applicationId)).status).toBe(
        decided.status,
      );
    },
  );

  test("a reminder that already ran stays done when the owner then answers", async () => {
    const { t, owner, builder, projectId } = await world();
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await advance(t, APPLICATION_REMINDER_MS);
    await owner.as.mutation(api.applications.reject, { applicationId });
    const { reminderJobId, expiryJobId } = await applicationOf(
      t,
      applicationId,
    );
    if (reminderJobId === undefined || expiryJobId === undefined) {
      throw new Error("no clock");
    }
    expect(await jobState(t, reminderJobId)).toBe("success");
    expect(await jobState(t, expiryJobId)).toBe("canceled");
  });
});

describe("applying again", () => {
  test("an expired application may be sent again: pending, a fresh clock, the owner told again", async () => {
    const { t, owner, builder, projectId } = await world();
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    expect((await applicationOf(t, applicationId)).status).toBe("expired");

    const again = await builder.as.mutation(api.applications.apply, {
      projectId,
      message: "Still keen!",
    });
    expect(again).toBe(applicationId);
    const reopened = await applicationOf(t, applicationId);
    expect(reopened).toMatchObject({
      status: "pending",
      message: "Still keen!",
    });
    expect(reopened.decidedAt).toBeUndefined();
    expect(reopened.remindedAt).toBeUndefined();
    expect((await notices(t)).at(-1)).toEqual([
      owner.userId,
      "applicationReceived",
      builder.userId,
    ]);
    // The new clock runs too, and a pending one cannot be sent twice.
    await expectAppError(
      builder.as.mutation(api.applications.apply, { projectId }),
      "ALREADY_APPLIED",
    );
    await advance(t, APPLICATION_REMINDER_MS);
    expect((await notices(t)).at(-1)).toEqual([
      owner.userId,
      "applicationExpiring",
      builder.userId,
    ]);
  });

  test("a withdrawn one may not", async () => {
    const { builder, projectId } = await world();
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await builder.as.mutation(api.applications.withdraw, { applicationId });
    await expectAppError(
      builder.as.mutation(api.applications.apply, { projectId }),
      "ALREADY_APPLIED",
    );
  });
});

describe("response rate", () => {
  test("counts answers and expiries (not withdrawals) and shows from three closed", async () => {
    const { t, owner, projectId } = await world();
    const builders = await Promise.all(
      [1, 2, 3, 4].map(async () => await createUser(t)),
    );
    const ids: Id<"applications">[] = [];
    for (const builder of builders) {
      ids.push(
        await builder.as.mutation(api.applications.apply, { projectId }),
      );
    }
    const [a, b, c, d] = ids;
    if (a === undefined || b === undefined || c === undefined || !d) {
      throw new Error("no applications");
    }
    await advance(t, DAY_MS);
    await owner.as.mutation(api.applications.accept, { applicationId: a });
    await advance(t, 2 * DAY_MS);
    await owner.as.mutation(api.applications.reject, { applicationId: b });
    await builders[3]?.as.mutation(api.applications.withdraw, {
      applicationId: d,
    });
    expect(await owner.as.query(api.applications.myResponseRate, {})).toEqual({
      closed: 2,
      ratePercent: null,
      averageAnswerMs: null,
    });

    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    expect((await applicationOf(t, c)).status).toBe("expired");
    // Public: a signed-out visitor reads it too.
    expect(await t.query(api.applications.responseRate, { projectId })).toEqual(
      { closed: 3, ratePercent: 67, averageAnswerMs: 2 * DAY_MS },
    );
  });

  test("myResponseRate needs sign-in; responseRate of a missing project is null", async () => {
    const { t, projectId } = await world();
    await expectAppError(
      t.query(api.applications.myResponseRate, {}),
      "UNAUTHENTICATED",
    );
    await t.run(async (ctx) => await ctx.db.delete("projects", projectId));
    expect(
      await t.query(api.applications.responseRate, { projectId }),
    ).toBeNull();
  });
});

describe("a clock started late (backdated demo data)", () => {
  test("counts from createdAt: an overdue expiry runs at once, with no reminder first", async () => {
    const { t, owner, builder, bystander, projectId } = await world();
    const now = Date.now();
    const [overdue, recent] = await t.run(async (ctx) => {
      const ids = [];
      for (const [applicantId, age] of [
        [builder.userId, 20 * DAY_MS],
        [bystander.userId, 2 * DAY_MS],
      ] as const) {
        const createdAt = now - age;
        const id = await ctx.db.insert("applications", {
          projectId,
          applicantId,
          message: "",
          status: "pending",
          createdAt,
        });
        await startClock(ctx, { _id: id, createdAt }, now);
        ids.push(id);
      }
      return ids as [Id<"applications">, Id<"applications">];
    });
    await advance(t, 0);
    expect((await applicationOf(t, overdue)).status).toBe("expired");
    expect((await applicationOf(t, recent)).status).toBe("pending");
    expect(await notices(t)).toEqual([
      [builder.userId, "applicationExpired", null],
      [owner.userId, "applicationExpired", builder.userId],
    ]);

    // The recent one's reminder keeps its time: 7 days after its createdAt.
    await advance(t, 5 * DAY_MS);
    expect((await notices(t)).at(-1)).toEqual([
      owner.userId,
      "applicationExpiring",
      bystander.userId,
    ]);
  });
});
