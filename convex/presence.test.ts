import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { RATE_LIMITS } from "./shared/rateLimits";
import {
  PRESENCE,
  PRESENCE_MESSAGES,
  projectRoom,
  SITE_ROOM,
} from "./shared/presence";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

type User = Awaited<ReturnType<typeof createUser>>;

const INTERVAL = 10_000;
const TIMEOUT = INTERVAL * PRESENCE.timeoutFactor;

/** One heartbeat; returns the session's token (what `disconnect` takes). */
async function beat(
  user: User,
  sessionId: string,
  roomId: string = SITE_ROOM,
  interval = INTERVAL,
): Promise<string> {
  const answer = await user.as.mutation(api.presence.heartbeat, {
    roomId,
    sessionId,
    interval,
  });
  if (answer === null) throw new Error("a signed-in beat answers a session");
  return answer.sessionToken;
}

async function namesIn(viewer: User, roomId: string = SITE_ROOM) {
  const people = await viewer.as.query(api.presence.list, { roomId });
  return people.map((person) => person.name);
}

/** Moves the clock and lets the timeouts that came due run to the end. */
async function advance(t: TestConvex, ms: number) {
  vi.advanceTimersByTime(ms);
  await t.finishInProgressScheduledFunctions();
}

/** Whether anyone is listed in the site room, as a signed-in viewer sees it. */
async function siteIsEmpty(t: TestConvex) {
  const viewer = await createUser(t);
  return (await namesIn(viewer)).length === 0;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("presence.heartbeat and list", () => {
  test("a heartbeat makes the user present; list gives public fields only", async () => {
    const t = setup();
    const ada = await createUser(t, { name: "Ada" });
    const bob = await createUser(t, { name: "Bob" });
    await beat(ada, "ada-tab");

    const people = await bob.as.query(api.presence.list, {
      roomId: SITE_ROOM,
    });
    expect(people).toEqual([
      {
        userId: ada.userId,
        profileId: ada.profileId,
        name: "Ada",
        avatarUrl: null,
        isViewer: false,
      },
    ]);
    expect(JSON.stringify(people)).not.toContain(ada.email);
    expect(
      await ada.as.query(api.presence.list, { roomId: SITE_ROOM }),
    ).toMatchObject([{ userId: ada.userId, isViewer: true }]);
  });

  test("no heartbeat past the timeout: the component's worker ends the session", async () => {
    const t = setup();
    const ada = await createUser(t, { name: "Ada" });
    const bob = await createUser(t);
    await beat(ada, "ada-tab");

    // Heartbeats in time keep her present well past one timeout.
    for (let i = 0; i < 4; i++) {
      await advance(t, INTERVAL);
      await beat(ada, "ada-tab");
    }
    expect(await namesIn(bob)).toEqual(["Ada"]);

    await advance(t, TIMEOUT - 1);
    expect(await namesIn(bob)).toEqual(["Ada"]);
    await advance(t, 1);
    expect(await namesIn(bob)).toEqual([]);
  });

  test("disconnect ends the session at once, with no sign-in needed", async () => {
    const t = setup();
    const ada = await createUser(t, { name: "Ada" });
    const bob = await createUser(t);
    const sessionToken = await beat(ada, "ada-tab");
    await t.mutation(api.presence.disconnect, { sessionToken });
    expect(await namesIn(bob)).toEqual([]);

    // Its timeout finds nothing to end later; nothing breaks.
    await advance(t, TIMEOUT * 2);
    expect(await namesIn(bob)).toEqual([]);
    // Unknown tokens, and a session id instead of its token, are ignored.
    await t.mutation(api.presence.disconnect, { sessionToken: "nobody" });
    await beat(ada, "ada-tab");
    await t.mutation(api.presence.disconnect, { sessionToken: "ada-tab" });
    expect(await namesIn(bob)).toEqual(["Ada"]);
  });

  test("two tabs of one user are one person, present until both leave", async () => {
    const t = setup();
    const ada = await createUser(t, { name: "Ada" });
    const bob = await createUser(t);
    const tab1 = await beat(ada, "tab-1");
    await advance(t, INTERVAL);
    await beat(ada, "tab-2");
    expect(await namesIn(bob)).toEqual(["Ada"]);
    expect(
      await bob.as.query(api.presence.isOnline, { userIds: [ada.userId] }),
    ).toEqual([ada.userId]);

    await ada.as.mutation(api.presence.disconnect, { sessionToken: tab1 });
    expect(await namesIn(bob)).toEqual(["Ada"]);

    // tab-2 stops beating: its timeout takes her out.
    await advance(t, TIMEOUT);
    expect(await namesIn(bob)).toEqual([]);
    expect(
      await bob.as.query(api.presence.isOnline, { userIds: [ada.userId] }),
    ).toEqual([]);
  });

  test("rooms are apart: viewing a project is listed in its room only", async () => {
    const t = setup();
    const owner = await createUser(t);
    const ada = await createUser(t, { name: "Ada" });
    const projectId = await createProjectAs(owner);
    const otherId = await createProjectAs(owner);
    await beat(ada, "ada-project", projectRoom(projectId));

    expect(await namesIn(owner, projectRoom(projectId))).toEqual(["Ada"]);
    expect(await namesIn(owner, projectRoom(otherId))).toEqual([]);
    expect(await namesIn(owner, SITE_ROOM)).toEqual([]);
  });

  test("list is bounded: the limit is clamped to the maximum", async () => {
    const t = setup();
    const viewer = await createUser(t);
    const users: User[] = [];
    for (let i = 0; i < PRESENCE.maxListed + 2; i++) {
      users.push(await createUser(t));
    }
    for (const [i, user] of users.entries()) {
      await beat(user, `tab-${i}`);
    }
    const all = await viewer.as.query(api.presence.list, {
      roomId: SITE_ROOM,
      limit: 1000,
    });
    expect(all).toHaveLength(PRESENCE.maxListed);
    // Longest there first.
    expect(all[0]?.userId).toBe(users[0]?.userId);
    expect(
      await viewer.as.query(api.presence.list, { roomId: SITE_ROOM }),
    ).toHaveLength(PRESENCE.defaultListed);
    expect(
      await viewer.as.query(api.presence.list, { roomId: SITE_ROOM, limit: 3 }),
    ).toHaveLength(3);
  });
});

describe("presence authorization and input", () => {
  test("a signed-out heartbeat (a tab's last beat crossing its sign-out) starts nothing and fails nothing; visitors see nobody", async () => {
    const t = setup();
    const ada = await createUser(t);
    await beat(ada, "ada-tab");
    expect(
      await t.mutation(api.presence.heartbeat, {
        roomId: SITE_ROOM,
        sessionId: "visitor",
        interval: INTERVAL,
      }),
    ).toBeNull();
    expect(await t.query(api.presence.list, { roomId: SITE_ROOM })).toEqual([]);
    expect(
      (await ada.as.query(api.presence.list, { roomId: SITE_ROOM })).map(
        (person) => person.userId,
      ),
    ).toEqual([ada.userId]);
    expect(
      await t.query(api.presence.isOnline, { userIds: [ada.userId] }),
    ).toEqual([]);
  });

  test("a session id names one tab of one user in one room: nobody else can reuse it", async () => {
    const t = setup();
    const owner = await createUser(t);
    const ada = await createUser(t, { name: "Ada" });
    const mallory = await createUser(t, { name: "Mallory" });
    const projectId = await createProjectAs(owner);
    const adaToken = await beat(ada, "ada-tab");
    // The same client id from someone else, or in another room, is another session.
    const malloryToken = await beat(mallory, "ada-tab");
    await beat(ada, "ada-tab", projectRoom(projectId));
    expect(malloryToken).not.toBe(adaToken);
    expect((await namesIn(owner)).sort()).toEqual(["Ada", "Mallory"]);
    expect(await namesIn(owner, projectRoom(projectId))).toEqual(["Ada"]);
    // Mallory ending hers leaves Ada's alone.
    await mallory.as.mutation(api.presence.disconnect, {
      sessionToken: malloryToken,
    });
    expect(await namesIn(owner)).toEqual(["Ada"]);
  });

  test("unknown rooms, bad session ids and intervals are refused", async () => {
    const t = setup();
    const ada = await createUser(t);
    const projectId = await createProjectAs(ada);
    await t.run(async (ctx) => {
      await ctx.db.delete("projects", projectId);
    });
    for (const roomId of ["lobby", "project:", projectRoom(projectId)]) {
      await expectAppError(
        beat(ada, "tab", roomId),
        "NOT_FOUND",
        PRESENCE_MESSAGES.invalidRoom,
      );
    }
    await expectAppError(beat(ada, ""), "INVALID_INPUT");
    await expectAppError(beat(ada, "x".repeat(65)), "INVALID_INPUT");
    await expectAppError(
      beat(ada, "tab", SITE_ROOM, PRESENCE.maxIntervalMs + 1),
      "INVALID_INPUT",
      PRESENCE_MESSAGES.invalidInterval,
    );
    await expectAppError(beat(ada, "tab", SITE_ROOM, 0), "INVALID_INPUT");
    expect(await siteIsEmpty(t)).toBe(true);
  });

  test("one user's heartbeats are rate limited (the presence bucket), and a refused one writes nothing", async () => {
    const t = setup();
    const ada = await createUser(t, { name: "Ada" });
    const { capacity, rate, period } = RATE_LIMITS.presenceHeartbeatsPerUser;
    for (let i = 0; i < capacity; i++) await beat(ada, `tab-${i}`);
    await expectAppError(
      beat(ada, "one-more"),
      "LIMIT_REACHED",
      PRESENCE_MESSAGES.tooManySessions,
    );
    // Still one person, and the refused tab was not counted anywhere.
    expect(await namesIn(ada)).toEqual(["Ada"]);
    // The bucket refills: a beat's worth of time later, one more is taken.
    await advance(t, Math.ceil(period / rate));
    await beat(ada, "tab-0");
  });

  test("isOnline answers for at most 50 ids", async () => {
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    await beat(bob, "bob-tab");
    const ids: Id<"users">[] = Array.from(
      { length: PRESENCE.maxIsOnlineIds },
      () => ada.userId,
    );
    // Duplicates count once.
    expect(
      await ada.as.query(api.presence.isOnline, {
        userIds: [...ids, bob.userId],
      }),
    ).toEqual([bob.userId]);
    const many = await t.run(async (ctx) => {
      const out: Id<"users">[] = [];
      for (let i = 0; i <= PRESENCE.maxIsOnlineIds; i++) {
        out.push(await ctx.db.insert("users", {}));
      }
      return out;
    });
    await expectAppError(
      ada.as.query(api.presence.isOnline, { userIds: many }),
      "INVALID_INPUT",
      PRESENCE_MESSAGES.tooManyIds,
    );
  });
});
