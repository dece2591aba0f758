/**
 * account.deleteAccount: who may call it and how it is confirmed, what the
 * first transaction does at once, "Deleted member" where others keep what
 * the member wrote, and the cleanup through the scheduler (many pages,
 * resumed after an interrupted page). Each effect of the cleanup:
 * accountDeletion.effects.test.ts.
 */
import { decodeJwt } from "jose";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
} from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  createMember,
  deleteAccountOf,
  deletionOf,
  finishCleanup,
  type Member,
  PASSWORD,
  runNextPage,
} from "./accountDeletion.helpers";
import { countFollow, getFollowersCount } from "./model/aggregates";
import { notify } from "./model/notifications";
import { PAGE_SIZE } from "./model/accountDeletionSteps/page";
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_STEPS,
} from "./shared/accountDeletion";
import { RATE_LIMIT_MESSAGES } from "./shared/rateLimits";
import {
  createProjectAs,
  expectAppError,
  setup,
  stubAuthEnv,
  type TestConvex,
} from "./test.helpers";

beforeAll(stubAuthEnv);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const page = { numItems: 24, cursor: null };

async function builderNames(t: TestConvex, search?: string) {
  const { page: rows } = await t.query(api.builders.list, {
    search,
    paginationOpts: page,
  });
  return rows.map((row) => row.name);
}

async function sessionsOf(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) => {
    const sessions = await ctx.db
      .query("authSessions")
      .withIndex("userId", (q) => q.eq("userId", userId))
      .take(10);
    const tokens = (
      await Promise.all(
        sessions.map((session) =>
          ctx.db
            .query("authRefreshTokens")
            .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
            .take(10),
        ),
      )
    ).flat();
    return { sessions, tokens };
  });
}

describe("who may delete an account, and how it is confirmed", () => {
  test("a signed-out caller is refused", async () => {
    const t = setup();
    await expectAppError(
      t.action(api.account.deleteAccount, {
        password: PASSWORD,
        email: "nobody@example.com",
      }),
      "UNAUTHENTICATED",
    );
  });

  test("a wrong password is refused and changes nothing", async () => {
    const t = setup();
    const member = await createMember(t);
    await expectAppError(
      member.as.action(api.account.deleteAccount, {
        password: "not-my-password",
        email: member.email,
      }),
      "INVALID_CREDENTIALS",
      ACCOUNT_DELETION_MESSAGES.wrongPassword,
    );
    expect(await member.as.query(api.profiles.me, {})).toMatchObject({
      email: member.email,
    });
    expect(
      await t.run((ctx) => ctx.db.get("users", member.userId)),
    ).toMatchObject({
      email: member.email,
    });
  });

  test("an email that is not the account's is refused and changes nothing", async () => {
    const t = setup();
    const member = await createMember(t);
    const other = await createMember(t);
    await expectAppError(
      member.as.action(api.account.deleteAccount, {
        password: PASSWORD,
        email: other.email,
      }),
      "INVALID_INPUT",
      ACCOUNT_DELETION_MESSAGES.wrongEmail,
    );
    expect(await member.as.query(api.profiles.me, {})).not.toBeNull();
    expect(await other.as.query(api.profiles.me, {})).not.toBeNull();
  });

  test("the email is matched whatever its case and surrounding spaces", async () => {
    const t = setup();
    const member = await createMember(t);
    await member.as.action(api.account.deleteAccount, {
      password: PASSWORD,
      email: `  ${member.email.toUpperCase()} `,
    });
    expect(await member.as.query(api.profiles.me, {})).toBeNull();
  });

  test("attempts are rate limited per member, right password or not", async () => {
    const t = setup();
    const member = await createMember(t);
    for (let i = 0; i < 5; i++) {
      await expectAppError(
        member.as.action(api.account.deleteAccount, {
          password: `wrong-${i}`,
          email: member.email,
        }),
        "INVALID_CREDENTIALS",
      );
    }
    await expectAppError(
      deleteAccountOf(member),
      "RATE_LIMITED",
      RATE_LIMIT_MESSAGES.accountDeletionsPerUser,
    );
    expect(await member.as.query(api.profiles.me, {})).not.toBeNull();
  });
});

describe("at once, in the first transaction", () => {
  test("every session and refresh token ends; the old token reads and writes nothing as them", async () => {
    const t = setup();
    const member = await createMember(t);
    await t.run(async (ctx) => {
      const other = await ctx.db.insert("authSessions", {
        userId: member.userId,
        expirationTime: Date.now() + 60_000,
      });
      for (const sessionId of [member.sessionId, other]) {
        await ctx.db.insert("authRefreshTokens", {
          sessionId,
          expirationTime: Date.now() + 60_000,
        });
      }
    });
    expect((await sessionsOf(t, member.userId)).tokens).toHaveLength(2);

    await deleteAccountOf(member);

    expect(await sessionsOf(t, member.userId)).toEqual({
      sessions: [],
      tokens: [],
    });
    expect(await member.as.query(api.profiles.me, {})).toBeNull();
    await expectAppError(
      member.as.mutation(api.profiles.update, { bio: "still me?" }),
      "UNAUTHENTICATED",
    );
  });

  test("the users row is a tombstone: no email, no name", async () => {
    const t = setup();
    const member = await createMember(t);
    await deleteAccountOf(member);
    const user = await t.run((ctx) => ctx.db.get("users", member.userId));
    expect(Object.keys(user!).sort()).toEqual([
      "_creationTime",
      "_id",
      "deletedAt",
    ]);
  });

  test("the profile leaves /builders, search, suggestions and the builders count", async () => {
    const t = setup();
    const member = await createMember(t, { name: "Vanishing Ada" });
    await member.as.mutation(api.profiles.update, { skills: ["Rust"] });
    const owner = await createMember(t);
    const projectId = await createProjectAs(owner, { skills: ["Rust"] });
    const suggested = async () =>
      (await owner.as.query(api.matching.suggestedBuilders, { projectId })).map(
        (row) => row.name,
      );
    const builders = async () =>
      (await t.query(api.stats.pulse, { today: "2030-01-01" })).builders;
    expect(await builderNames(t)).toContain("Vanishing Ada");
    expect(await builderNames(t, "Vanishing")).toEqual(["Vanishing Ada"]);
    expect(await suggested()).toContain("Vanishing Ada");
    const before = await builders();

    await deleteAccountOf(member);

    // Before any scheduled page has run.
    expect(await builderNames(t)).not.toContain("Vanishing Ada");
    expect(await builderNames(t, "Vanishing")).toEqual([]);
    expect(await suggested()).not.toContain("Vanishing Ada");
    expect(await builders()).toBe(before - 1);
    expect(
      await t.query(api.builders.get, { profileId: member.profileId }),
    ).toBeNull();
    const leftovers = await t.run(async (ctx) => ({
      skills: await ctx.db
        .query("profileSkills")
        .withIndex("by_profile", (q) => q.eq("profileId", member.profileId))
        .take(5),
      categories: await ctx.db
        .query("profileCategories")
        .withIndex("by_profile", (q) => q.eq("profileId", member.profileId))
        .take(5),
      grams: await ctx.db
        .query("profileSearchGrams")
        .withIndex("by_profile", (q) => q.eq("profileId", member.profileId))
        .take(5),
    }));
    expect(leftovers).toEqual({ skills: [], categories: [], grams: [] });
  });

  test("a deleted account is told nothing, saved-search matches included", async () => {
    const t = setup();
    const member = await createMember(t);
    await member.as.mutation(api.savedSearches.create, {
      text: "",
      skills: ["Rust"],
    });
    const owner = await createMember(t);
    await deleteAccountOf(member);
    const projectId = await createProjectAs(owner, { skills: ["Rust"] });
    await t.mutation(internal.savedSearches.fanout, {
      projectId,
      anchorIndex: 0,
      cursor: null,
    });
    const told = await t.run(async (ctx) => {
      const direct = await notify(
        ctx,
        {
          userId: member.userId,
          kind: "messageReceived",
          actorId: owner.userId,
        },
        { now: Date.now() },
      );
      return {
        direct,
        notifications: await ctx.db
          .query("notifications")
          .withIndex("by_user_and_createdAt", (q) =>
            q.eq("userId", member.userId),
          )
          .take(5),
      };
    });
    expect(told).toEqual({ direct: null, notifications: [] });
  });
});

describe("signing in again", () => {
  async function signIn(t: TestConvex, email: string, password: string) {
    return await t.action(api.auth.signIn, {
      provider: "password",
      params: { flow: "signIn", email, password },
    });
  }

  test("the deleted account's sign-in is refused", async () => {
    const t = setup();
    const member = await createMember(t);
    const { tokens } = await signIn(t, member.email, PASSWORD);
    const viaToken = t.withIdentity({ subject: decodeJwt(tokens!.token).sub! });
    await viaToken.action(api.account.deleteAccount, {
      password: PASSWORD,
      email: member.email,
    });
    expect(await viaToken.query(api.profiles.me, {})).toBeNull();
    await expectAppError(
      signIn(t, member.email, PASSWORD),
      "INVALID_CREDENTIALS",
    );
  });

  test("the same email signs up again as a new account", async () => {
    const t = setup();
    const member = await createMember(t, { name: "First Life" });
    await deleteAccountOf(member);
    await finishCleanup(t);
    await t.action(api.auth.signIn, {
      provider: "password",
      params: {
        flow: "signUp",
        email: member.email,
        password: "second-life-1",
        name: "Second Life",
        expertise: ["design"],
        bio: "",
      },
    });
    const accounts = await t.run((ctx) =>
      ctx.db
        .query("authAccounts")
        .withIndex("providerAndAccountId", (q) =>
          q.eq("provider", "password").eq("providerAccountId", member.email),
        )
        .take(5),
    );
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.userId).not.toBe(member.userId);
    expect(await builderNames(t)).toEqual(["Second Life"]);
    const old = await t.run((ctx) => ctx.db.get("users", member.userId));
    expect(old?.deletedAt).toBeTypeOf("number");
  });
});

describe('"Deleted member", where others keep what the member wrote', () => {
  test("messages: kept for the other person, who sees Deleted member with no link", async () => {
    const t = setup();
    const x = await createMember(t, { name: "Xavier Gone" });
    const y = await createMember(t);
    await x.as.mutation(api.messages.send, {
      recipientId: y.userId,
      body: "Hi Y",
    });
    await y.as.mutation(api.messages.send, {
      recipientId: x.userId,
      body: "Hi X",
    });
    await deleteAccountOf(x);
    await finishCleanup(t);

    expect(
      await y.as.query(api.messages.conversationInfo, { userId: x.userId }),
    ).toMatchObject({
      other: {
        userId: x.userId,
        name: "Deleted member",
        profileId: null,
        avatarUrl: null,
      },
      otherDeleted: true,
    });
    expect(
      (await y.as.query(api.messages.conversation, { userId: x.userId })).map(
        (message) => message.body,
      ),
    ).toEqual(["Hi Y", "Hi X"]);
    const { page: inbox } = await y.as.query(api.messages.listConversations, {
      paginationOpts: page,
    });
    expect(inbox).toMatchObject([
      { otherName: "Deleted member", otherProfileId: null },
    ]);
    const { page: bell } = await y.as.query(api.notifications.list, {
      paginationOpts: page,
    });
    expect(bell[0]?.actor).toMatchObject({
      name: "Deleted member",
      profileId: null,
    });
    // Nobody is there to answer.
    await expectAppError(
      y.as.mutation(api.messages.send, { recipientId: x.userId, body: "?" }),
      "NOT_FOUND",
    );
  });

  test("reviews: kept both ways; the author reads Deleted member and ratings stay as they were", async () => {
    const t = setup();
    const y = await createMember(t);
    const x = await createMember(t);
    const projectId = await createProjectAs(y, { openPositions: 2 });
    const applicationId = await x.as.mutation(api.applications.apply, {
      projectId,
    });
    await y.as.mutation(api.applications.accept, { applicationId });
    await y.as.mutation(api.projects.complete, { projectId });
    const text = "Shipped on time and explained every trade-off.";
    await x.as.mutation(api.reviews.create, {
      projectId,
      subjectId: y.userId,
      rating: 4,
      text,
    });
    await y.as.mutation(api.reviews.create, {
      projectId,
      subjectId: x.userId,
      rating: 5,
      text,
    });
    const rating = async () => {
      const row = await t.query(api.builders.get, { profileId: y.profileId });
      return { reviewCount: row?.reviewCount };
    };
    expect(await rating()).toEqual({ reviewCount: 1 });

    await deleteAccountOf(x);
    await finishCleanup(t);

    const { page: reviews } = await t.query(api.reviews.forProfile, {
      profileId: y.profileId,
      paginationOpts: page,
    });
    expect(reviews).toMatchObject([
      {
        rating: 4,
        text,
        author: { userId: x.userId, name: "Deleted member", profileId: null },
      },
    ]);
    expect(await rating()).toEqual({ reviewCount: 1 });
    const team = await y.as.query(api.reviews.forProject, { projectId });
    expect(team?.teammates).toMatchObject([
      {
        userId: x.userId,
        name: "Deleted member",
        profileId: null,
        myReview: { rating: 5 },
        theirReview: { rating: 4 },
      },
    ]);
  });
});

/** Inserts `count` other users who each follow `member`, counted as a follow is. */
async function addFollowers(t: TestConvex, member: Member, count: number) {
  return await t.run(async (ctx) => {
    const others: Id<"users">[] = [];
    for (let i = 0; i < count; i++) {
      const followerId = await ctx.db.insert("users", {});
      const id = await ctx.db.insert("follows", {
        followerId,
        followeeId: member.userId,
      });
      await countFollow(ctx, {
        before: null,
        after: await ctx.db.get("follows", id),
      });
      others.push(followerId);
    }
    return others;
  });
}

/** Rows that are the member's own, by table, after the cleanup. */
async function ownRows(t: TestConvex, member: Member) {
  return await t.run(async (ctx) => {
    const userId = member.userId;
    return {
      following: await ctx.db
        .query("follows")
        .withIndex("by_follower_and_followee", (q) =>
          q.eq("followerId", userId),
        )
        .take(1),
      followers: await ctx.db
        .query("follows")
        .withIndex("by_followee", (q) => q.eq("followeeId", userId))
        .take(1),
      favoritedBy: await ctx.db
        .query("favorites")
        .withIndex("by_profile", (q) => q.eq("profileId", member.profileId))
        .take(1),
      notifications: await ctx.db
        .query("notifications")
        .withIndex("by_user_and_createdAt", (q) => q.eq("userId", userId))
        .take(1),
      activity: await ctx.db
        .query("activity")
        .withIndex("by_user_and_createdAt", (q) => q.eq("userId", userId))
        .take(1),
      openProjects: (
        await ctx.db
          .query("projects")
          .withIndex("by_creator_and_createdAt", (q) =>
            q.eq("creatorId", userId),
          )
          .take(100)
      ).filter((project) => project.status !== "closed"),
    };
  });
}

describe("the cleanup, through the scheduler", () => {
  test("runs across many pages of data to its end", async () => {
    const t = setup();
    const member = await createMember(t);
    const applicant = await createMember(t);
    // A page is 100 rows (5 projects): each of these takes more than one.
    const followers = await addFollowers(t, member, PAGE_SIZE + 5);
    await t.run(async (ctx) => {
      for (const userId of followers) {
        await ctx.db.insert("favorites", {
          userId,
          profileId: member.profileId,
        });
        await notify(
          ctx,
          { userId: member.userId, kind: "messageReceived", actorId: userId },
          { now: Date.now() },
        );
      }
    });
    const projects: Id<"projects">[] = [];
    for (let i = 0; i < 12; i++) {
      const projectId = await createProjectAs(member, {
        title: `Project number ${i}`,
      });
      await applicant.as.mutation(api.applications.apply, { projectId });
      projects.push(projectId);
    }

    await deleteAccountOf(member);
    await finishCleanup(t);

    const deletion = await deletionOf(t, member.userId);
    expect(deletion).toMatchObject({ step: "done", cursor: null });
    // One page per step, plus a second one each for followers, favourites,
    // notifications and activity (100, the cap), and two more for projects.
    expect(deletion.pagesDone).toBe(ACCOUNT_DELETION_STEPS.length - 1 + 6);
    expect(await ownRows(t, member)).toEqual({
      following: [],
      followers: [],
      favoritedBy: [],
      notifications: [],
      activity: [],
      openProjects: [],
    });
    const counts = await t.run(async (ctx) => ({
      followers: await getFollowersCount(ctx, member.userId),
    }));
    expect(counts).toEqual({ followers: 0 });
    const { page: told } = await applicant.as.query(api.notifications.list, {
      paginationOpts: { numItems: 50, cursor: null },
    });
    expect(
      told
        .filter((n) => n.kind === "applicationRejected")
        .map((n) => n.project?._id)
        .sort(),
    ).toEqual([...projects].sort());
  });

  test("resumes after an interrupted page; a page run again does nothing twice", async () => {
    const t = setup();
    const member = await createMember(t);
    const applicant = await createMember(t);
    for (let i = 0; i < 7; i++) {
      const projectId = await createProjectAs(member, {
        title: `Project number ${i}`,
      });
      await applicant.as.mutation(api.applications.apply, { projectId });
    }
    const rejections = async () =>
      (
        await applicant.as.query(api.notifications.list, {
          paginationOpts: { numItems: 50, cursor: null },
        })
      ).page.filter((n) => n.kind === "applicationRejected").length;

    await deleteAccountOf(member);
    // Page 0 (sessions), then page 1: the first page of projects (five).
    await runNextPage(t, member.userId);
    const afterPage = await runNextPage(t, member.userId);
    expect(afterPage).toMatchObject({ step: "ownProjects", pagesDone: 2 });
    expect(await rejections()).toBe(5);

    // The same page again (a replay): nothing happens.
    await t.mutation(internal.accountDeletion.runPage, {
      deletionId: afterPage._id,
      pageNumber: 1,
    });
    expect(await deletionOf(t, member.userId)).toMatchObject({ pagesDone: 2 });
    expect(await rejections()).toBe(5);

    // Resumed from the stored progress, beside the pages still scheduled.
    expect(
      await t.mutation(internal.accountDeletion.resume, {
        deletionId: afterPage._id,
      }),
    ).toBe(true);
    await finishCleanup(t);
    expect(await deletionOf(t, member.userId)).toMatchObject({ step: "done" });
    expect(await rejections()).toBe(7);
    expect((await ownRows(t, member)).openProjects).toEqual([]);
    expect(
      await t.mutation(internal.accountDeletion.resume, {
        deletionId: afterPage._id,
      }),
    ).toBe(false);
  });
});
