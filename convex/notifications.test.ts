import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { markNotificationRead, notify } from "./model/notifications";
import type { NotificationKind } from "./shared/constants";
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
} from "./shared/notifications";
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

type User = Awaited<ReturnType<typeof createUser>>;

/** Writes `count` notifications to `user` through `notify`, at times start, start+1, ... */
async function seed(
  t: TestConvex,
  user: User,
  count: number,
  options: { start?: number; kind?: NotificationKind } = {},
) {
  const start = options.start ?? 1;
  await t.run(async (ctx) => {
    for (let i = 0; i < count; i += 1) {
      await notify(
        ctx,
        { userId: user.userId, kind: options.kind ?? "projectFull" },
        { now: start + i },
      );
    }
  });
}

/** The user's rows, counted straight from the table, and their counter. */
async function stateOf(t: TestConvex, user: User) {
  return await t.run(async (ctx) => {
    const rows = await ctx.db
      .query("notifications")
      .withIndex("by_user_and_createdAt", (q) => q.eq("userId", user.userId))
      .take(1000);
    const counter = await ctx.db
      .query("notificationCounters")
      .withIndex("by_user", (q) => q.eq("userId", user.userId))
      .unique();
    return {
      rows: rows.length,
      unreadRows: rows.filter((row) => !row.read).length,
      counter: counter && { unread: counter.unread, total: counter.total },
      oldest: rows[0]?.createdAt,
    };
  });
}

async function firstPage(user: User, filter?: "all" | "unread" | "messages") {
  return await user.as.query(api.notifications.list, {
    paginationOpts: { numItems: 50, cursor: null },
    filter,
  });
}

describe("notify", () => {
  test("never tells users about their own action", async () => {
    const t = setup();
    const ada = await createUser(t);
    const id = await t.run(
      async (ctx) =>
        await notify(
          ctx,
          { userId: ada.userId, kind: "messageReceived", actorId: ada.userId },
          { now: 1 },
        ),
    );
    expect(id).toBeNull();
    expect(await stateOf(t, ada)).toMatchObject({ rows: 0, counter: null });
  });

  test(`keeps at most ${NOTIFICATION_LIMITS.maxPerUser} per user, pruning the oldest and keeping the counts exact`, async () => {
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    const cap = NOTIFICATION_LIMITS.maxPerUser;
    await seed(t, ada, cap);
    await seed(t, bob, 1);
    // The three oldest are read: the first three pruned take no unread with them.
    await t.run(async (ctx) => {
      const oldest = await ctx.db
        .query("notifications")
        .withIndex("by_user_and_createdAt", (q) => q.eq("userId", ada.userId))
        .take(3);
      for (const row of oldest) {
        await markNotificationRead(ctx, ada.userId, row._id);
      }
    });
    await seed(t, ada, 5, { start: cap + 1 });
    expect(await stateOf(t, ada)).toEqual({
      rows: cap,
      unreadRows: cap,
      counter: { unread: cap, total: cap },
      oldest: 6,
    });
    expect(await ada.as.query(api.notifications.unreadCount, {})).toBe(cap);
    expect(await stateOf(t, bob)).toMatchObject({
      rows: 1,
      counter: { unread: 1, total: 1 },
    });
  });
});

describe("notifications.list", () => {
  test("newest first, joined with the actor and the project, page by page", async () => {
    const t = setup();
    const owner = await createUser(t, { name: "Olivia Owner" });
    const ada = await createUser(t, { name: "Ada Lovelace" });
    const projectId = await createProjectAs(owner, { title: "Voice Notes AI" });
    const applicationId = await ada.as.mutation(api.applications.apply, {
      projectId,
    });
    const page = await firstPage(owner);
    expect(page.page).toEqual([
      {
        _id: expect.any(String) as unknown,
        kind: "applicationReceived",
        group: "applications",
        read: false,
        createdAt: expect.any(Number) as unknown,
        actor: {
          id: ada.userId,
          name: "Ada Lovelace",
          avatarUrl: null,
          profileId: ada.profileId,
        },
        project: { _id: projectId, title: "Voice Notes AI" },
        applicationId,
        inviteId: null,
        savedSearchId: null,
        closedBecause: null,
      },
    ]);

    await seed(t, owner, 6, { start: Date.now() + 1 });
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    for (;;) {
      const result: Awaited<ReturnType<typeof firstPage>> =
        await owner.as.query(api.notifications.list, {
          paginationOpts: { numItems: 3, cursor },
        });
      seen.push(...result.page.map((item) => item.createdAt));
      pages += 1;
      if (result.isDone) break;
      cursor = result.continueCursor;
    }
    expect(seen).toHaveLength(7);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  test("filters: unread, and a group", async () => {
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    await seed(t, ada, 2, { kind: "applicationReceived" });
    await seed(t, ada, 2, { kind: "messageReceived", start: 10 });
    await seed(t, ada, 1, { kind: "savedSearchMatch", start: 20 });
    const all = await firstPage(ada);
    expect(all.page.map((item) => item.kind)).toEqual([
      "savedSearchMatch",
      "messageReceived",
      "messageReceived",
      "applicationReceived",
      "applicationReceived",
    ]);
    await ada.as.mutation(api.notifications.markRead, {
      notificationId: all.page[0]!._id,
    });
    await ada.as.mutation(api.notifications.markRead, {
      notificationId: all.page[3]!._id,
    });
    expect((await firstPage(ada, "unread")).page.map((i) => i._id)).toEqual([
      all.page[1]!._id,
      all.page[2]!._id,
      all.page[4]!._id,
    ]);
    const messages = await firstPage(ada, "messages");
    expect(messages.page.map((item) => item.kind)).toEqual([
      "messageReceived",
      "messageReceived",
    ]);
    expect((await firstPage(bob)).page).toEqual([]);
  });

  test(`pages hold at most ${NOTIFICATION_LIMITS.maxPageSize}`, async () => {
    const t = setup();
    const ada = await createUser(t);
    await seed(t, ada, NOTIFICATION_LIMITS.maxPageSize + 5);
    const page = await ada.as.query(api.notifications.list, {
      paginationOpts: { numItems: 500, cursor: null },
    });
    expect(page.page).toHaveLength(NOTIFICATION_LIMITS.maxPageSize);
    expect(page.isDone).toBe(false);
  });
});

describe("notifications.markRead", () => {
  test("the owner marks one read; again changes nothing", async () => {
    const t = setup();
    const ada = await createUser(t);
    await seed(t, ada, 2);
    const [newest] = (await firstPage(ada)).page;
    await ada.as.mutation(api.notifications.markRead, {
      notificationId: newest!._id,
    });
    await ada.as.mutation(api.notifications.markRead, {
      notificationId: newest!._id,
    });
    expect(await ada.as.query(api.notifications.unreadCount, {})).toBe(1);
    expect((await firstPage(ada)).page.map((item) => item.read)).toEqual([
      true,
      false,
    ]);
  });

  test("someone else's id is NOT_FOUND, as a missing one, and changes nothing", async () => {
    const t = setup();
    const ada = await createUser(t);
    const eve = await createUser(t);
    await seed(t, ada, 2);
    const [target, gone] = (await firstPage(ada)).page;
    await t.run(async (ctx) => await ctx.db.delete("notifications", gone!._id));
    for (const notificationId of [target!._id, gone!._id]) {
      await expectAppError(
        eve.as.mutation(api.notifications.markRead, { notificationId }),
        "NOT_FOUND",
        NOTIFICATION_MESSAGES.notFound,
      );
    }
    await expectAppError(
      t.mutation(api.notifications.markRead, { notificationId: target!._id }),
      "UNAUTHENTICATED",
    );
    expect((await firstPage(ada)).page[0]?.read).toBe(false);
  });
});

describe("notifications.dismiss", () => {
  test("the owner removes one, read or not, and the counts stay exact", async () => {
    const t = setup();
    const ada = await createUser(t);
    const eve = await createUser(t);
    await seed(t, ada, 3);
    const [newest, middle] = (await firstPage(ada)).page;
    await expectAppError(
      eve.as.mutation(api.notifications.dismiss, {
        notificationId: newest!._id,
      }),
      "NOT_FOUND",
      NOTIFICATION_MESSAGES.notFound,
    );
    await ada.as.mutation(api.notifications.markRead, {
      notificationId: middle!._id,
    });
    await ada.as.mutation(api.notifications.dismiss, {
      notificationId: newest!._id,
    });
    await ada.as.mutation(api.notifications.dismiss, {
      notificationId: middle!._id,
    });
    expect(await stateOf(t, ada)).toMatchObject({
      rows: 1,
      unreadRows: 1,
      counter: { unread: 1, total: 1 },
    });
    await expectAppError(
      ada.as.mutation(api.notifications.dismiss, {
        notificationId: newest!._id,
      }),
      "NOT_FOUND",
    );
  });
});

describe("notifications.markAllRead", () => {
  test("marks the viewer's only, and the count drops to 0", async () => {
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    await seed(t, ada, 3);
    await seed(t, bob, 2);
    await ada.as.mutation(api.notifications.markAllRead, {});
    expect(await ada.as.query(api.notifications.unreadCount, {})).toBe(0);
    expect((await firstPage(ada, "unread")).page).toEqual([]);
    expect(await bob.as.query(api.notifications.unreadCount, {})).toBe(2);
    await expectAppError(
      t.mutation(api.notifications.markAllRead, {}),
      "UNAUTHENTICATED",
    );
  });

  test("more than a page: the first at once, the rest by the scheduler; later ones stay unread", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const t = setup();
    const ada = await createUser(t);
    const batch = NOTIFICATION_LIMITS.markAllReadBatch;
    await seed(t, ada, batch + 30, { start: 1 });
    await ada.as.mutation(api.notifications.markAllRead, {});
    expect(await stateOf(t, ada)).toMatchObject({
      unreadRows: 30,
      counter: { unread: 30, total: batch + 30 },
    });
    // Arrives after the click, before the next page runs.
    await seed(t, ada, 1, { start: 2_000_000 });
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    expect(await stateOf(t, ada)).toMatchObject({
      unreadRows: 1,
      counter: { unread: 1, total: batch + 31 },
    });
  });
});

describe("notifications.unreadCount", () => {
  test("stays equal to the unread rows through interleaved events and reads", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builders = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    const projects = await Promise.all(
      [1, 2, 3].map(() => createProjectAs(owner, { openPositions: 5 })),
    );
    await Promise.all(
      builders.flatMap((builder) =>
        projects.map((projectId) =>
          builder.as.mutation(api.applications.apply, { projectId }),
        ),
      ),
    );
    const page = await firstPage(owner);
    await Promise.all([
      ...page.page.slice(0, 5).map((item) =>
        owner.as.mutation(api.notifications.markRead, {
          notificationId: item._id,
        }),
      ),
      ...builders.map((builder) =>
        builder.as.mutation(api.messages.send, {
          recipientId: owner.userId,
          body: "Hello",
        }),
      ),
      // The same one twice at once: counted once.
      owner.as.mutation(api.notifications.markRead, {
        notificationId: page.page[0]!._id,
      }),
    ]);
    const state = await stateOf(t, owner);
    expect(state.rows).toBe(12 + 4);
    expect(state.unreadRows).toBe(12 - 5 + 4);
    expect(state.counter).toEqual({ unread: state.unreadRows, total: 16 });
    expect(await owner.as.query(api.notifications.unreadCount, {})).toBe(11);
  });
});

describe("signed out", () => {
  test("unreadCount is 0 and list is empty; mutations refuse", async () => {
    const t = setup();
    const ada = await createUser(t);
    await seed(t, ada, 2);
    expect(await t.query(api.notifications.unreadCount, {})).toBe(0);
    expect(
      await t.query(api.notifications.list, {
        paginationOpts: { numItems: 10, cursor: null },
      }),
    ).toEqual({ page: [], isDone: true, continueCursor: "" });
    await expectAppError(
      t.mutation(api.notifications.markAllRead, {}),
      "UNAUTHENTICATED",
    );
  });

  test("a user with no notifications yet has a count of 0", async () => {
    const t = setup();
    const ada = await createUser(t);
    expect(await ada.as.query(api.notifications.unreadCount, {})).toBe(0);
    expect(await stateOf(t, ada)).toMatchObject({ rows: 0, counter: null });
  });
});
