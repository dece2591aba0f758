import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { FOLLOW_MESSAGES } from "./model/follows";
import { createUser, expectAppError, setup } from "./test.helpers";

describe("follows.toggle", () => {
  test("follows, then unfollows; the counter follows along", async () => {
    const t = setup();
    const ada = await createUser(t);
    const fan = await createUser(t);
    const other = await createUser(t);

    expect(
      await fan.as.mutation(api.follows.toggle, { userId: ada.userId }),
    ).toEqual({ isFollowing: true, followersCount: 1 });
    expect(
      await other.as.mutation(api.follows.toggle, { userId: ada.userId }),
    ).toEqual({ isFollowing: true, followersCount: 2 });
    expect(
      await fan.as.mutation(api.follows.toggle, { userId: ada.userId }),
    ).toEqual({ isFollowing: false, followersCount: 1 });

    const rows = await t.run(
      async (ctx) =>
        await ctx.db
          .query("follows")
          .withIndex("by_followee", (q) => q.eq("followeeId", ada.userId))
          .take(10),
    );
    expect(rows.map((r) => r.followerId)).toEqual([other.userId]);
  });

  test("refuses following yourself", async () => {
    const t = setup();
    const ada = await createUser(t);
    await expectAppError(
      ada.as.mutation(api.follows.toggle, { userId: ada.userId }),
      "INVALID_INPUT",
      FOLLOW_MESSAGES.self,
    );
  });

  test("refuses a signed-out visitor, and changes nothing", async () => {
    const t = setup();
    const ada = await createUser(t);
    await expectAppError(
      t.mutation(api.follows.toggle, { userId: ada.userId }),
      "UNAUTHENTICATED",
    );
    const rows = await t.run(
      async (ctx) => await ctx.db.query("follows").take(10),
    );
    expect(rows).toEqual([]);
  });

  test("refuses a user without a profile (NOT_FOUND)", async () => {
    const t = setup();
    const fan = await createUser(t);
    const ghost = await t.run(async (ctx) => await ctx.db.insert("users", {}));
    await expectAppError(
      fan.as.mutation(api.follows.toggle, { userId: ghost }),
      "NOT_FOUND",
    );
  });
});
