import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import { followersAggregate, reviewsAggregate } from "./model/aggregates";
import { createUser, runAggregateBackfill, setup } from "./test.helpers";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("componentMigrations.retireTables", () => {
  test("empties the tables the components replaced, cancels old presence timeouts and drops old review totals and device budgets", async () => {
    const t = setup();
    const ada = await createUser(t);
    const timeoutId = await t.run(async (ctx) => {
      await ctx.db.insert("rateLimits", {
        name: "contactPerEmail",
        key: "a@example.com",
        tokens: 1,
        updatedAt: 0,
      });
      await ctx.db.insert("builderStats", {
        userId: ada.userId,
        followersCount: 3,
      });
      await ctx.db.insert("siteCounters", {
        metric: "builders",
        shard: 0,
        value: 1,
      });
      await ctx.db.insert("presence", {
        roomId: "site",
        userId: ada.userId,
        since: 0,
      });
      const timeoutId = await ctx.scheduler.runAfter(
        60_000,
        internal.componentMigrations.retireTables,
        {},
      );
      await ctx.db.insert("presenceSessions", {
        sessionId: "old-tab",
        roomId: "site",
        userId: ada.userId,
        timeoutId,
      });
      await ctx.db.insert("reputations", {
        userId: ada.userId,
        completedProjects: 1,
        reviewCount: 2,
        ratingSum: 9,
      });
      await ctx.db.insert("signInLimits", {
        email: "a@example.com",
        attemptsLeft: 3,
        updatedAt: 0,
      });
      await ctx.db.insert("trustedDevices", {
        userId: ada.userId,
        deviceHash: "ab".repeat(32),
        lastUsedAt: 5,
        attemptsLeft: 4,
        updatedAt: 5,
      });
      return timeoutId;
    });
    await t.mutation(internal.componentMigrations.retireTables, {});
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    const left = await t.run(async (ctx) => ({
      rateLimits: await ctx.db.query("rateLimits").take(10),
      builderStats: await ctx.db.query("builderStats").take(10),
      siteCounters: await ctx.db.query("siteCounters").take(10),
      presence: await ctx.db.query("presence").take(10),
      presenceSessions: await ctx.db.query("presenceSessions").take(10),
      reputations: await ctx.db.query("reputations").take(10),
      signInLimits: await ctx.db.query("signInLimits").take(10),
      trustedDevices: await ctx.db.query("trustedDevices").take(10),
      timeout: (await ctx.db.system.get("_scheduled_functions", timeoutId))
        ?.state.kind,
    }));
    expect(left).toMatchObject({
      rateLimits: [],
      builderStats: [],
      siteCounters: [],
      presence: [],
      presenceSessions: [],
      signInLimits: [],
      timeout: "canceled",
    });
    expect(left.trustedDevices).toHaveLength(1);
    expect(left.trustedDevices[0]).not.toHaveProperty("attemptsLeft");
    expect(left.trustedDevices[0]).not.toHaveProperty("updatedAt");
    expect(left.trustedDevices[0]).toMatchObject({ lastUsedAt: 5 });
    expect(left.reputations).toHaveLength(1);
    expect(left.reputations[0]).not.toHaveProperty("reviewCount");
    expect(left.reputations[0]).toMatchObject({ completedProjects: 1 });
    expect(
      await t.mutation(internal.componentMigrations.retireTables, {}),
    ).toMatchObject({ status: "skipped" });
  });
});

describe("componentMigrations.backfillAggregates", () => {
  test("counts follows and reviews written before the aggregates, once", async () => {
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    const cy = await createUser(t);
    // Rows from before the aggregates: written straight into the tables.
    await t.run(async (ctx) => {
      await ctx.db.insert("follows", {
        followerId: bob.userId,
        followeeId: ada.userId,
      });
      await ctx.db.insert("follows", {
        followerId: cy.userId,
        followeeId: ada.userId,
      });
    });
    const card = async () =>
      await t.query(api.builders.get, { profileId: ada.profileId });
    expect(await card()).toMatchObject({ followersCount: 0 });
    await runAggregateBackfill(t);
    await runAggregateBackfill(t);
    expect(await card()).toMatchObject({ followersCount: 2 });
    // Live writes go on from there: an unfollow takes one off.
    await bob.as.mutation(api.follows.toggle, { userId: ada.userId });
    expect(await card()).toMatchObject({ followersCount: 1 });
    const counts = await t.run(async (ctx) => ({
      followers: await followersAggregate.count(ctx, { namespace: ada.userId }),
      reviews: await reviewsAggregate.count(ctx, { namespace: ada.userId }),
    }));
    expect(counts).toEqual({ followers: 1, reviews: 0 });
  });
});
