import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { FAVORITE_MESSAGES } from "./model/favorites";
import { createUser, expectAppError, setup } from "./test.helpers";

describe("favorites.toggle", () => {
  test("adds, then removes; per viewer", async () => {
    const t = setup();
    const ada = await createUser(t);
    const fan = await createUser(t);
    const other = await createUser(t);
    const profileId = ada.profileId;

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
    const profileId = ada.profileId;
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
