/**
 * The dashboard's activity table (model/activity.ts): each event writes a row
 * for the person told and one for the person who acted (where it makes
 * sense), whatever the notification preferences, and none for anyone else;
 * capped per user.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ACTOR_HAS_ACTIVITY, recordActivity } from "./model/activity";
import { ACTIVITY_LIMITS } from "./shared/activity";
import { NOTIFICATION_KINDS } from "./shared/constants";
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

async function rows(t: TestConvex) {
  return await t.run(
    async (ctx) => await ctx.db.query("activity").order("asc").take(1000),
  );
}

/** Each row as [whose, kind, role, other]. */
async function summary(t: TestConvex, names: Map<Id<"users">, string>) {
  return (await rows(t)).map((row) => [
    names.get(row.userId),
    row.kind,
    row.role,
    row.otherId === undefined ? null : names.get(row.otherId),
  ]);
}

async function world() {
  const t = setup();
  const owner = await createUser(t, { name: "Olivia Owner" });
  const builder = await createUser(t, { name: "Bruno Builder" });
  const bystander = await createUser(t, { name: "Bea Bystander" });
  const names = new Map<Id<"users">, string>([
    [owner.userId, "owner"],
    [builder.userId, "builder"],
    [bystander.userId, "bystander"],
  ]);
  const projectId = await createProjectAs(owner, {
    title: "Voice Notes AI",
    openPositions: 1,
  });
  return { t, owner, builder, bystander, names, projectId };
}

async function applyAs(user: User, projectId: Id<"projects">) {
  return await user.as.mutation(api.applications.apply, { projectId });
}

describe("activity from events", () => {
  test("project created, apply, accept (and the project filling up)", async () => {
    const { t, owner, builder, names, projectId } = await world();
    const applicationId = await applyAs(builder, projectId);
    await owner.as.mutation(api.applications.accept, { applicationId });
    expect(await summary(t, names)).toEqual([
      ["owner", "projectCreated", "actor", null],
      ["owner", "applicationReceived", "recipient", "builder"],
      ["builder", "applicationReceived", "actor", "owner"],
      ["owner", "projectFull", "recipient", null],
      ["builder", "applicationAccepted", "recipient", "owner"],
      ["owner", "applicationAccepted", "actor", "builder"],
    ]);
  });

  test("reject and withdraw", async () => {
    const { t, owner, builder, bystander, names, projectId } = await world();
    const rejected = await applyAs(builder, projectId);
    await owner.as.mutation(api.applications.reject, {
      applicationId: rejected,
    });
    const withdrawn = await applyAs(bystander, projectId);
    await bystander.as.mutation(api.applications.withdraw, {
      applicationId: withdrawn,
    });
    const decisions = (await summary(t, names)).filter(
      (row) =>
        row[1] === "applicationRejected" || row[1] === "applicationWithdrawn",
    );
    expect(decisions).toEqual([
      ["builder", "applicationRejected", "recipient", "owner"],
      ["owner", "applicationRejected", "actor", "builder"],
      ["owner", "applicationWithdrawn", "recipient", "bystander"],
      ["bystander", "applicationWithdrawn", "actor", "owner"],
    ]);
  });

  test("completing a project with several members: one row for the owner, one for each member", async () => {
    const { t, owner, builder, bystander, names, projectId } = await world();
    await owner.as.mutation(api.projects.update, {
      projectId,
      openPositions: 2,
    });
    for (const member of [builder, bystander]) {
      const applicationId = await applyAs(member, projectId);
      await owner.as.mutation(api.applications.accept, { applicationId });
    }
    await owner.as.mutation(api.projects.complete, { projectId });
    const completed = (await summary(t, names)).filter(
      (row) => row[1] === "projectCompleted",
    );
    expect(completed).toEqual([
      ["owner", "projectCompleted", "actor", null],
      ["builder", "projectCompleted", "recipient", "owner"],
      ["bystander", "projectCompleted", "recipient", "owner"],
    ]);
  });

  test("the last seat's closure: the closed applicant's row says why, with nobody as actor", async () => {
    const { t, owner, builder, bystander, names, projectId } = await world();
    const chosen = await applyAs(builder, projectId);
    await applyAs(bystander, projectId);
    await owner.as.mutation(api.applications.accept, { applicationId: chosen });
    const closures = (await rows(t)).filter(
      (row) => row.kind === "applicationRejected",
    );
    expect(closures).toMatchObject([
      { userId: bystander.userId, role: "recipient", closedBecause: "full" },
    ]);
    expect(closures[0]?.otherId).toBeUndefined();
    expect(names.get(closures[0]!.userId)).toBe("bystander");
  });

  test("invites: sent and answered", async () => {
    const { t, owner, builder, names, projectId } = await world();
    const inviteId = await owner.as.mutation(api.invites.send, {
      projectId,
      profileId: builder.profileId,
    });
    await builder.as.mutation(api.invites.respond, { inviteId, accept: false });
    expect((await summary(t, names)).slice(1)).toEqual([
      ["builder", "inviteReceived", "recipient", "owner"],
      ["owner", "inviteReceived", "actor", "builder"],
      ["owner", "inviteDeclined", "recipient", "builder"],
      ["builder", "inviteDeclined", "actor", "owner"],
    ]);
  });

  test("messages collapse into one row per conversation and side", async () => {
    const { t, owner, builder, names } = await world();
    for (const body of ["One", "Two"]) {
      await builder.as.mutation(api.messages.send, {
        recipientId: owner.userId,
        body,
      });
    }
    await owner.as.mutation(api.messages.send, {
      recipientId: builder.userId,
      body: "Back",
    });
    const messages = (await summary(t, names)).filter(
      (row) => row[1] === "messageReceived",
    );
    expect(messages).toEqual([
      ["owner", "messageReceived", "actor", "builder"],
      ["builder", "messageReceived", "recipient", "owner"],
    ]);
  });

  test("turning the bell and email off for a kind keeps its activity", async () => {
    const { t, owner, builder, names, projectId } = await world();
    await owner.as.mutation(api.notificationPreferences.set, {
      kind: "applicationReceived",
      inApp: false,
      email: false,
    });
    await applyAs(builder, projectId);
    expect(await summary(t, names)).toContainEqual([
      "owner",
      "applicationReceived",
      "recipient",
      "builder",
    ]);
  });

  test.each(NOTIFICATION_KINDS)(
    "%s: a row for the one told, one for the actor when it applies, none for others",
    async (kind) => {
      const { t, owner, builder, bystander } = await world();
      await t.run(async (ctx) => {
        await ctx.db.delete(
          "activity",
          (await ctx.db.query("activity").first())!._id,
        );
        await recordActivity(
          ctx,
          { userId: owner.userId, kind, actorId: builder.userId },
          5,
        );
      });
      const all = await rows(t);
      expect(all.filter((row) => row.userId === owner.userId)).toMatchObject([
        { kind, role: "recipient", otherId: builder.userId },
      ]);
      expect(all.filter((row) => row.userId === builder.userId)).toMatchObject(
        ACTOR_HAS_ACTIVITY[kind]
          ? [{ kind, role: "actor", otherId: owner.userId }]
          : [],
      );
      expect(all.filter((row) => row.userId === bystander.userId)).toEqual([]);
    },
  );

  test("nobody gets activity for an event they are both actor and told of", async () => {
    const { t, owner } = await world();
    await t.run(async (ctx) => {
      await recordActivity(
        ctx,
        {
          userId: owner.userId,
          kind: "messageReceived",
          actorId: owner.userId,
        },
        5,
      );
    });
    expect((await rows(t)).map((row) => row.kind)).toEqual(["projectCreated"]);
  });
});

describe("cap", () => {
  test("keeps the newest ACTIVITY_LIMITS.maxPerUser rows per user", async () => {
    const { t, owner, builder } = await world();
    const extra = 5;
    await t.run(async (ctx) => {
      for (let i = 0; i < ACTIVITY_LIMITS.maxPerUser + extra; i += 1) {
        await recordActivity(
          ctx,
          { userId: owner.userId, kind: "projectFull" },
          1_000 + i,
        );
      }
    });
    const mine = (await rows(t)).filter((row) => row.userId === owner.userId);
    expect(mine).toHaveLength(ACTIVITY_LIMITS.maxPerUser);
    // The project's own row (created now) is the newest; the oldest 1 + extra went.
    expect(Math.min(...mine.map((row) => row.createdAt))).toBe(
      1_000 + extra + 1,
    );
    const counter = await t.run(
      async (ctx) =>
        await ctx.db
          .query("activityCounters")
          .withIndex("by_user", (q) => q.eq("userId", owner.userId))
          .unique(),
    );
    expect(counter?.total).toBe(ACTIVITY_LIMITS.maxPerUser);
    const feed = await owner.as.query(api.dashboard.activity, {});
    expect(feed[0]?.kind).toBe("projectCreated");
    expect(feed[1]?.time).toBe(1_000 + ACTIVITY_LIMITS.maxPerUser + extra - 1);
    expect(await builder.as.query(api.dashboard.activity, {})).toEqual([]);
  });
});
