/**
 * Each effect of an account's deletion, once the cleanup has run through the
 * scheduler to its end (model/accountDeletion.ts lists every table's fate).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  createMember,
  deleteAccountOf,
  finishCleanup,
  type Member,
} from "./accountDeletion.helpers";
import { getFollowersCount } from "./model/aggregates";
import {
  MEMBER_RATE_LIMITS,
  OTHER_RATE_LIMITS,
} from "./model/accountDeletionSteps/personal";
import { recordFile } from "./model/files";
import { presence } from "./model/presence";
import { rateLimiter } from "./model/rateLimits";
import { RATE_LIMIT_NAMES } from "./shared/rateLimits";
import { createProjectAs, setup, type TestConvex } from "./test.helpers";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const page = { numItems: 50, cursor: null };

async function deleteAndClean(t: TestConvex, member: Member) {
  await deleteAccountOf(member);
  await finishCleanup(t);
}

async function kindsFor(member: Member) {
  const { page: rows } = await member.as.query(api.notifications.list, {
    paginationOpts: page,
  });
  return rows.map((row) => ({
    kind: row.kind,
    actor: row.actor?.name ?? null,
    project: row.project?._id ?? null,
    closedBecause: row.closedBecause,
  }));
}

async function openSeats(t: TestConvex) {
  return (await t.query(api.stats.pulse, { today: "2030-01-01" })).openSeats;
}

/** `member` applies to `projectId`; the owner accepts when asked. */
async function join(
  owner: Member,
  member: Member,
  projectId: Id<"projects">,
  { accept }: { accept: boolean },
) {
  const applicationId = await member.as.mutation(api.applications.apply, {
    projectId,
  });
  if (accept) {
    await owner.as.mutation(api.applications.accept, { applicationId });
  }
  return applicationId;
}

describe("the member's projects", () => {
  test("running ones close: pending applicants and accepted members are told; ended ones stay", async () => {
    const t = setup();
    const x = await createMember(t);
    const applicant = await createMember(t);
    const member = await createMember(t);
    const running = await createProjectAs(x, { openPositions: 3 });
    await join(x, member, running, { accept: true });
    const pending = await join(x, applicant, running, { accept: false });
    const completed = await createProjectAs(x, { title: "Finished work" });
    await join(x, member, completed, { accept: true });
    await x.as.mutation(api.projects.complete, { projectId: completed });
    const seatsBefore = await openSeats(t);

    await deleteAndClean(t, x);

    const status = async (projectId: Id<"projects">) =>
      (await t.query(api.projects.get, { projectId }))?.status;
    expect(await status(running)).toBe("closed");
    expect(await status(completed)).toBe("completed");
    expect(
      (await applicant.as.query(api.applications.listMine, {})).find(
        (row) => row._id === pending,
      ),
    ).toMatchObject({ status: "rejected", closedBecause: "closed" });
    expect(await kindsFor(applicant)).toContainEqual({
      kind: "applicationRejected",
      actor: null,
      project: running,
      closedBecause: "closed",
    });
    expect(await kindsFor(member)).toContainEqual({
      kind: "projectClosed",
      actor: null,
      project: running,
      closedBecause: null,
    });
    // Its two seats left no longer count as open.
    expect(await openSeats(t)).toBe(seatsBefore - 2);
    expect(
      (await t.query(api.projects.get, { projectId: running }))?.creator,
    ).toMatchObject({ name: "Deleted member", avatarUrl: null });
  });
});

describe("the member's applications", () => {
  test("pending ones are withdrawn and the owner is told; their clocks stop", async () => {
    const t = setup();
    const owner = await createMember(t);
    const x = await createMember(t);
    const projectId = await createProjectAs(owner);
    const applicationId = await join(owner, x, projectId, { accept: false });

    await deleteAndClean(t, x);

    const [application] = await owner.as.query(
      api.applications.listForProject,
      { projectId },
    );
    expect(application).toMatchObject({
      _id: applicationId,
      status: "withdrawn",
      applicant: { name: "Deleted member", profileId: null },
    });
    expect(await kindsFor(owner)).toContainEqual({
      kind: "applicationWithdrawn",
      actor: "Deleted member",
      project: projectId,
      closedBecause: null,
    });
    const jobs = await t.run(async (ctx) => {
      const row = await ctx.db.get("applications", applicationId);
      return await Promise.all(
        [row!.reminderJobId!, row!.expiryJobId!].map(
          async (id) =>
            (await ctx.db.system.get("_scheduled_functions", id))?.state.kind,
        ),
      );
    });
    expect(jobs).toEqual(["canceled", "canceled"]);
  });

  test("a place on a running team is left and its seat given back; an ended team keeps them", async () => {
    const t = setup();
    const owner = await createMember(t);
    const x = await createMember(t);
    const full = await createProjectAs(owner, { openPositions: 1 });
    const left = await join(owner, x, full, { accept: true });
    const done = await createProjectAs(owner, { title: "Finished work" });
    const kept = await join(owner, x, done, { accept: true });
    await owner.as.mutation(api.projects.complete, { projectId: done });
    const seatsBefore = await openSeats(t);
    expect((await t.query(api.projects.get, { projectId: full }))?.status).toBe(
      "full",
    );

    await deleteAndClean(t, x);

    expect(await t.query(api.projects.get, { projectId: full })).toMatchObject({
      status: "open",
      filledPositions: 0,
    });
    expect(await openSeats(t)).toBe(seatsBefore + 1);
    expect(await kindsFor(owner)).toContainEqual({
      kind: "teamMemberLeft",
      actor: "Deleted member",
      project: full,
      closedBecause: null,
    });
    expect(
      await t.run(async (ctx) => ({
        left: (await ctx.db.get("applications", left))?.status,
        kept: (await ctx.db.get("applications", kept))?.status,
      })),
    ).toEqual({ left: "left", kept: "accepted" });
  });

  test("leaving a running team, their tasks lose their assignee", async () => {
    const t = setup();
    const owner = await createMember(t);
    const x = await createMember(t);
    const projectId = await createProjectAs(owner, { openPositions: 2 });
    await join(owner, x, projectId, { accept: true });
    const taskId = await owner.as.mutation(api.tasks.create, {
      projectId,
      title: "Write the README",
      assigneeId: x.userId,
    });

    await deleteAndClean(t, x);

    expect(
      await t.run(
        async (ctx) => (await ctx.db.get("tasks", taskId))?.assigneeId,
      ),
    ).toBeNull();
  });
});

describe("invitations", () => {
  test("pending ones, received and sent, are cancelled", async () => {
    const t = setup();
    const owner = await createMember(t);
    const x = await createMember(t);
    const invitee = await createMember(t);
    const theirs = await createProjectAs(owner);
    await owner.as.mutation(api.invites.send, {
      projectId: theirs,
      profileId: x.profileId,
    });
    const mine = await createProjectAs(x);
    await x.as.mutation(api.invites.send, {
      projectId: mine,
      profileId: invitee.profileId,
    });
    expect(await invitee.as.query(api.invites.listMine, {})).toHaveLength(1);

    await deleteAndClean(t, x);

    expect(await invitee.as.query(api.invites.listMine, {})).toEqual([]);
    const left = await t.run((ctx) => ctx.db.query("invites").take(5));
    expect(left).toEqual([]);
  });
});

describe("between people", () => {
  test("follows go both ways and the follower counts are right", async () => {
    const t = setup();
    const x = await createMember(t);
    const followed = await createMember(t);
    const follower = await createMember(t);
    await x.as.mutation(api.follows.toggle, { userId: followed.userId });
    await follower.as.mutation(api.follows.toggle, { userId: x.userId });
    await follower.as.mutation(api.follows.toggle, {
      userId: followed.userId,
    });
    const count = async (userId: Id<"users">) =>
      await t.run((ctx) => getFollowersCount(ctx, userId));
    expect(await count(followed.userId)).toBe(2);

    await deleteAndClean(t, x);

    expect(await count(followed.userId)).toBe(1);
    expect(await count(x.userId)).toBe(0);
    expect(
      (await t.query(api.builders.get, { profileId: followed.profileId }))
        ?.followersCount,
    ).toBe(1);
    expect(await t.run((ctx) => ctx.db.query("follows").take(5))).toMatchObject(
      [{ followerId: follower.userId, followeeId: followed.userId }],
    );
  });

  test("favourites go both ways", async () => {
    const t = setup();
    const x = await createMember(t);
    const other = await createMember(t);
    await x.as.mutation(api.favorites.toggle, { profileId: other.profileId });
    await other.as.mutation(api.favorites.toggle, { profileId: x.profileId });

    await deleteAndClean(t, x);

    expect(await t.run((ctx) => ctx.db.query("favorites").take(5))).toEqual([]);
  });

  test("blocks go both ways", async () => {
    const t = setup();
    const x = await createMember(t);
    const other = await createMember(t);
    await x.as.mutation(api.blocks.block, { userId: other.userId });
    await other.as.mutation(api.blocks.block, { userId: x.userId });

    await deleteAndClean(t, x);

    expect(await t.run((ctx) => ctx.db.query("blocks").take(5))).toEqual([]);
    expect(await other.as.query(api.blocks.listMine, {})).toEqual([]);
  });

  test("the member's side of a conversation goes; the other side and the messages stay", async () => {
    const t = setup();
    const x = await createMember(t);
    const other = await createMember(t);
    await other.as.mutation(api.messages.send, {
      recipientId: x.userId,
      body: "Hello there",
    });

    await deleteAndClean(t, x);

    const rows = await t.run(async (ctx) => ({
      members: (await ctx.db.query("conversationMembers").take(5)).map(
        (row) => row.userId,
      ),
      counters: (await ctx.db.query("messageCounters").take(5)).map(
        (row) => row.userId,
      ),
      messages: (await ctx.db.query("messages").take(5)).length,
    }));
    expect(rows).toEqual({
      members: [other.userId],
      counters: [],
      messages: 1,
    });
  });
});

describe("the member's own things", () => {
  test("saved searches go", async () => {
    const t = setup();
    const x = await createMember(t);
    await x.as.mutation(api.savedSearches.create, {
      text: "voice",
      skills: [],
    });

    await deleteAndClean(t, x);

    expect(await t.run((ctx) => ctx.db.query("savedSearches").take(5))).toEqual(
      [],
    );
  });

  test("notifications to them go with their counter; those naming them stay for others", async () => {
    const t = setup();
    const x = await createMember(t);
    const other = await createMember(t);
    await other.as.mutation(api.messages.send, {
      recipientId: x.userId,
      body: "To X",
    });
    await x.as.mutation(api.messages.send, {
      recipientId: other.userId,
      body: "To other",
    });

    await deleteAndClean(t, x);

    const rows = await t.run(async (ctx) => ({
      notifications: (await ctx.db.query("notifications").take(5)).map(
        (row) => row.userId,
      ),
      counters: (await ctx.db.query("notificationCounters").take(5)).map(
        (row) => row.userId,
      ),
    }));
    expect(rows).toEqual({
      notifications: [other.userId],
      counters: [other.userId],
    });
    expect(await kindsFor(other)).toEqual([
      {
        kind: "messageReceived",
        actor: "Deleted member",
        project: null,
        closedBecause: null,
      },
    ]);
  });

  test("notification preferences go", async () => {
    const t = setup();
    const x = await createMember(t);
    await x.as.mutation(api.notificationPreferences.set, {
      kind: "messageReceived",
      inApp: false,
      email: true,
    });

    await deleteAndClean(t, x);

    expect(
      await t.run((ctx) => ctx.db.query("notificationPreferences").take(5)),
    ).toEqual([]);
  });

  test("activity goes with its counter; others' rows naming them stay", async () => {
    const t = setup();
    const x = await createMember(t);
    const owner = await createMember(t);
    const projectId = await createProjectAs(owner);
    await join(owner, x, projectId, { accept: false });
    await createProjectAs(x);

    await deleteAndClean(t, x);

    const rows = await t.run(async (ctx) => ({
      activity: (await ctx.db.query("activity").take(20)).filter(
        (row) => row.userId === x.userId,
      ),
      counter: (await ctx.db.query("activityCounters").take(5)).map(
        (row) => row.userId,
      ),
    }));
    expect(rows).toEqual({ activity: [], counter: [owner.userId] });
    const ownerActivity = await owner.as.query(api.dashboard.activity, {});
    expect(
      ownerActivity
        .filter((row) => row.person?.userId === x.userId)
        .map((row) => row.person?.name),
    ).toEqual(["Deleted member", "Deleted member"]);
  });

  test("presence: they leave every room", async () => {
    const t = setup();
    const x = await createMember(t);
    const other = await createMember(t);
    await x.as.mutation(api.presence.heartbeat, {
      roomId: "site",
      sessionId: "tab-1",
      interval: 10_000,
    });
    expect(
      await other.as.query(api.presence.isOnline, { userIds: [x.userId] }),
    ).toEqual([x.userId]);

    await deleteAndClean(t, x);

    expect(
      await other.as.query(api.presence.isOnline, { userIds: [x.userId] }),
    ).toEqual([]);
    expect(
      await t.run((ctx) => presence.listUser(ctx, x.userId, false, 10)),
    ).toEqual([]);
  });

  test("trusted browsers go", async () => {
    const t = setup();
    const x = await createMember(t);
    await t.run(async (ctx) => {
      await ctx.db.insert("trustedDevices", {
        userId: x.userId,
        deviceHash: "a".repeat(64),
        lastUsedAt: Date.now(),
      });
    });

    await deleteAndClean(t, x);

    expect(
      await t.run((ctx) => ctx.db.query("trustedDevices").take(5)),
    ).toEqual([]);
  });

  test("files go with their stored files: photo, cover and export", async () => {
    const t = setup();
    const x = await createMember(t);
    const other = await createMember(t);
    const stored = await t.run(async (ctx) => {
      const ids: Id<"_storage">[] = [];
      for (const [ownerId, purpose] of [
        [x.userId, "photo"],
        [x.userId, "cover"],
        [x.userId, "export"],
        [other.userId, "photo"],
      ] as const) {
        const storageId = await ctx.storage.store(new Blob([purpose]));
        await recordFile(ctx, { storageId, ownerId, purpose });
        ids.push(storageId);
      }
      return ids;
    });

    await deleteAndClean(t, x);

    const left = await t.run(async (ctx) => ({
      rows: (await ctx.db.query("files").take(10)).map((row) => row.ownerId),
      stored: await Promise.all(
        stored.map(
          async (id) => (await ctx.db.system.get("_storage", id)) !== null,
        ),
      ),
    }));
    expect(left).toEqual({
      rows: [other.userId],
      stored: [false, false, false, true],
    });
  });

  test("data exports go, with their files, and one being made keeps nothing", async () => {
    const t = setup();
    const x = await createMember(t);
    const other = await createMember(t);
    await other.as.mutation(api.account.requestDataExport, {});
    await finishCleanup(t);
    // x's export is still being made when the account is deleted.
    await x.as.mutation(api.account.requestDataExport, {});

    await deleteAndClean(t, x);

    const left = await t.run(async (ctx) => ({
      exports: (await ctx.db.query("dataExports").take(10)).map(
        (row) => row.ownerId,
      ),
      files: (await ctx.db.query("files").take(10)).map((row) => row.ownerId),
      stored: (await ctx.db.system.query("_storage").take(10)).length,
    }));
    expect(left).toEqual({
      exports: [other.userId],
      files: [other.userId],
      stored: 1,
    });
  });

  test("an email change waiting for its code goes at once", async () => {
    const t = setup();
    const x = await createMember(t);
    const other = await createMember(t);
    await t.run(async (ctx) => {
      for (const userId of [x.userId, other.userId]) {
        await ctx.db.insert("emailChanges", {
          userId,
          newEmail: `new-${userId}@example.com`,
          codeHash: "0".repeat(64),
          expiresAt: Date.now() + 60_000,
        });
      }
    });

    await deleteAccountOf(x);

    expect(
      await t.run(async (ctx) =>
        (await ctx.db.query("emailChanges").take(10)).map((row) => row.userId),
      ),
    ).toEqual([other.userId]);
  });

  test("one-row records go: response record, reputation, moderator grant", async () => {
    const t = setup();
    const x = await createMember(t);
    const member = await createMember(t);
    const projectId = await createProjectAs(x);
    await join(x, member, projectId, { accept: true });
    await x.as.mutation(api.projects.complete, { projectId });
    await t.run(async (ctx) => {
      await ctx.db.insert("operators", { userId: x.userId });
    });
    const ownRows = async () =>
      await t.run(async (ctx) => ({
        ownerStats: await ctx.db
          .query("ownerStats")
          .withIndex("by_owner", (q) => q.eq("ownerId", x.userId))
          .unique(),
        reputation: await ctx.db
          .query("reputations")
          .withIndex("by_user", (q) => q.eq("userId", x.userId))
          .unique(),
        operator: await ctx.db
          .query("operators")
          .withIndex("by_user", (q) => q.eq("userId", x.userId))
          .unique(),
      }));
    expect(Object.values(await ownRows()).every((row) => row !== null)).toBe(
      true,
    );

    await deleteAndClean(t, x);

    expect(await ownRows()).toEqual({
      ownerStats: null,
      reputation: null,
      operator: null,
    });
  });

  test("their rate-limit buckets go; every limit is decided", async () => {
    const t = setup();
    const x = await createMember(t);
    const other = await createMember(t);
    for (const body of ["one", "two", "three"]) {
      await x.as.mutation(api.messages.send, {
        recipientId: other.userId,
        body,
      });
    }
    const left = async () =>
      (
        await t.run((ctx) =>
          rateLimiter.getValue(ctx, "messagesPerSender", { key: x.userId }),
        )
      ).value;
    expect(await left()).toBe(7);

    await deleteAndClean(t, x);

    expect(await left()).toBe(10);
    expect([...MEMBER_RATE_LIMITS, ...OTHER_RATE_LIMITS].sort()).toEqual(
      [...RATE_LIMIT_NAMES].sort(),
    );
  });
});
