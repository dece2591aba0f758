import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { FAVORITE_MESSAGES } from "./model/favorites";
import {
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

async function profileIdOf(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) => {
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique();
    return profile!._id;
  });
}

describe("favorites.toggle", () => {
  test("adds, then removes; per viewer", async () => {
    const t = setup();
    const ada = await createUser(t);
    const fan = await createUser(t);
    const other = await createUser(t);
    const profileId = await profileIdOf(t, ada.userId);

    expect(await fan.as.mutation(api.favorites.toggle, { profileId })).toEqual({
      isFavorite: true,
    });
    expect(
      (await fan.as.query(api.builders.get, { profileId }))?.isFavorite,
    ).toBe(true);
    expect(
      (await other.as.query(api.builders.get, { profileId }))?.isFavorite,
    ).toBe(false);
    expect(await fan.as.mutation(api.favorites.toggle, { profileId })).toEqual({
      isFavorite: false,
    });
    expect(
      (await fan.as.query(api.builders.get, { profileId }))?.isFavorite,
    ).toBe(false);
  });

  test("refuses your own profile, signed-out visitors and missing profiles", async () => {
    const t = setup();
    const ada = await createUser(t);
    const profileId = await profileIdOf(t, ada.userId);
    await expectAppError(
      ada.as.mutation(api.favorites.toggle, { profileId }),
      "INVALID_INPUT",
      FAVORITE_MESSAGES.self,
    );
    await expectAppError(
      t.mutation(api.favorites.toggle, { profileId }),
      "UNAUTHENTICATED",
    );
    const fan = await createUser(t);
    await t.run(async (ctx) => await ctx.db.delete("profiles", profileId));
    await expectAppError(
      fan.as.mutation(api.favorites.toggle, { profileId }),
      "NOT_FOUND",
    );
  });
});
