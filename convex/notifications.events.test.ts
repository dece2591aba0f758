/**
 * Each marketplace and message event (apply, accept, reject, withdraw, the
 * last seat taken, a message) writes exactly one notification, to the right person, in the event's own transaction, and
 * none to anyone else.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

afterEach(() => {
  vi.useRealTimers();
});

/** Every notification in the deployment, in insertion order. */
async function allNotifications(t: TestConvex) {
  return await t.run(
    async (ctx) => await ctx.db.query("notifications").order("asc").take(1000),
  );
}

async function world(openPositions = 2) {
  const t = setup();
  const owner = await createUser(t, { name: "Olivia Owner" });
  const builder = await createUser(t, { name: "Bruno Builder" });
  const bystander = await createUser(t, { name: "Bea Bystander" });
  const projectId = await createProjectAs(owner, {
    title: "Voice Notes AI",
    openPositions,
  });
  return { t, owner, builder, bystander, projectId };
}

async function countsOf(users: Awaited<ReturnType<typeof createUser>>[]) {
  return await Promise.all(
    users.map((user) => user.as.query(api.notifications.unreadCount, {})),
  );
}

describe("application events", () => {
  test("apply: one applicationReceived to the owner, from the applicant", async () => {
    const { t, owner, builder, bystander, projectId } = await world();
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    const rows = await allNotifications(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: owner.userId,
      kind: "applicationReceived",
      group: "applications",
      actorId: builder.userId,
      projectId,
      applicationId,
      read: false,
    });
    expect(await countsOf([owner, builder, bystander])).toEqual([1, 0, 0]);
  });

  test("accept: one applicationAccepted to the applicant, from the owner", async () => {
    const { t, owner, builder, bystander, projectId } = await world();
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    const rows = await allNotifications(t);
    expect(rows.map((row) => [row.userId, row.kind])).toEqual([
      [owner.userId, "applicationReceived"],
      [builder.userId, "applicationAccepted"],
    ]);
    expect(rows[1]).toMatchObject({
      actorId: owner.userId,
      projectId,
      applicationId,
    });
    expect(await countsOf([owner, builder, bystander])).toEqual([1, 1, 0]);
  });

  test("reject: one applicationRejected to the applicant", async () => {
    const { t, owner, builder, bystander, projectId } = await world();
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.reject, { applicationId });
    const rows = await allNotifications(t);
    expect(rows.map((row) => [row.userId, row.kind])).toEqual([
      [owner.userId, "applicationReceived"],
      [builder.userId, "applicationRejected"],
    ]);
    expect(rows[1]).toMatchObject({ actorId: owner.userId, applicationId });
    expect(await countsOf([owner, builder, bystander])).toEqual([1, 1, 0]);
  });

  test("withdraw: one applicationWithdrawn to the owner, from the applicant", async () => {
    const { t, owner, builder, bystander, projectId } = await world();
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await builder.as.mutation(api.applications.withdraw, { applicationId });
    const rows = await allNotifications(t);
    expect(rows.map((row) => [row.userId, row.kind])).toEqual([
      [owner.userId, "applicationReceived"],
      [owner.userId, "applicationWithdrawn"],
    ]);
    expect(rows[1]).toMatchObject({ actorId: builder.userId, applicationId });
    expect(await countsOf([owner, builder, bystander])).toEqual([2, 0, 0]);
  });

  test("the last seat taken: projectFull to the owner, once, and closure to a pending applicant", async () => {
    const { t, owner, builder, bystander, projectId } = await world(1);
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await bystander.as.mutation(api.applications.apply, { projectId });
    await owner.as.mutation(api.applications.accept, { applicationId });
    const rows = await allNotifications(t);
    expect(rows.map((row) => [row.userId, row.kind])).toEqual([
      [owner.userId, "applicationReceived"],
      [owner.userId, "applicationReceived"],
      // takeSeat runs before the applicant is told, in the same transaction;
      // the seat it took closes the bystander's application.
      [owner.userId, "projectFull"],
      [bystander.userId, "applicationRejected"],
      [builder.userId, "applicationAccepted"],
    ]);
    expect(rows[2]?.actorId).toBeUndefined();
    expect(rows[2]?.projectId).toBe(projectId);
    expect(rows[3]?.actorId).toBeUndefined();
    expect(rows[3]?.closedBecause).toBe("full");
    expect(await countsOf([owner, builder, bystander])).toEqual([3, 1, 1]);
  });

  test("an accept that leaves seats open is no projectFull", async () => {
    const { t, owner, builder, projectId } = await world(2);
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    const kinds = (await allNotifications(t)).map((row) => row.kind);
    expect(kinds).not.toContain("projectFull");
  });

  test("a refused event writes no notification (same transaction)", async () => {
    const { t, owner, builder, projectId } = await world();
    await expectAppError(
      owner.as.mutation(api.applications.apply, { projectId }),
      "OWN_PROJECT",
    );
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await expectAppError(
      builder.as.mutation(api.applications.apply, { projectId }),
      "ALREADY_APPLIED",
    );
    await owner.as.mutation(api.applications.reject, { applicationId });
    await expectAppError(
      owner.as.mutation(api.applications.accept, { applicationId }),
      "INVALID_TRANSITION",
    );
    await expectAppError(
      builder.as.mutation(api.applications.withdraw, { applicationId }),
      "INVALID_TRANSITION",
    );
    const kinds = (await allNotifications(t)).map((row) => row.kind);
    expect(kinds).toEqual(["applicationReceived", "applicationRejected"]);
  });
});

describe("message events", () => {
  test("a message: one messageReceived to the recipient, from the sender", async () => {
    const { t, owner, builder, bystander } = await world();
    await builder.as.mutation(api.messages.send, {
      recipientId: owner.userId,
      body: "Hi!",
    });
    const rows = await allNotifications(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: owner.userId,
      kind: "messageReceived",
      group: "messages",
      actorId: builder.userId,
    });
    expect(await countsOf([owner, builder, bystander])).toEqual([1, 0, 0]);
  });

  test("more messages from the same sender while unread collapse into one, moved to the top", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000_000);
    const { t, owner, builder, bystander } = await world();
    await builder.as.mutation(api.messages.send, {
      recipientId: owner.userId,
      body: "One",
    });
    vi.setSystemTime(2_000_000);
    await bystander.as.mutation(api.messages.send, {
      recipientId: owner.userId,
      body: "From someone else",
    });
    vi.setSystemTime(3_000_000);
    await builder.as.mutation(api.messages.send, {
      recipientId: owner.userId,
      body: "Two",
    });
    const rows = await allNotifications(t);
    expect(rows.map((row) => [row.actorId, row.createdAt])).toEqual([
      [builder.userId, 3_000_000],
      [bystander.userId, 2_000_000],
    ]);
    expect(await countsOf([owner])).toEqual([2]);
    const page = await owner.as.query(api.notifications.list, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(page.page.map((item) => item.actor?.id)).toEqual([
      builder.userId,
      bystander.userId,
    ]);
  });

  test("once the message notification is read, the next message is a new one", async () => {
    const { t, owner, builder } = await world();
    await builder.as.mutation(api.messages.send, {
      recipientId: owner.userId,
      body: "One",
    });
    const [first] = await allNotifications(t);
    await owner.as.mutation(api.notifications.markRead, {
      notificationId: first!._id,
    });
    await builder.as.mutation(api.messages.send, {
      recipientId: owner.userId,
      body: "Two",
    });
    const rows = await allNotifications(t);
    expect(rows.map((row) => row.read)).toEqual([true, false]);
    expect(await countsOf([owner, builder])).toEqual([1, 0]);
  });

  test("replies notify the other side only", async () => {
    const { t, owner, builder } = await world();
    await builder.as.mutation(api.messages.send, {
      recipientId: owner.userId,
      body: "Hi",
    });
    await owner.as.mutation(api.messages.send, {
      recipientId: builder.userId,
      body: "Hello back",
    });
    const rows = await allNotifications(t);
    expect(rows.map((row) => [row.userId, row.actorId])).toEqual([
      [owner.userId, builder.userId],
      [builder.userId, owner.userId],
    ]);
  });
});
