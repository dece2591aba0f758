import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { createProfileForUser, usernameBase } from "./model/profiles";
import { DEFAULT_PROFILE_ROLE } from "./shared/constants";
import { createUser, expectAppError, setup } from "./test.helpers";

describe("profiles.me", () => {
  test("is null when signed out, the viewer's own profile with email when signed in", async () => {
    const t = setup();
    const me = await createUser(t, {
      name: "Mae Jemison",
      email: "mae@example.com",
    });
    expect(await t.query(api.profiles.me, {})).toBeNull();
    expect(await me.as.query(api.profiles.me, {})).toMatchObject({
      userId: me.userId,
      email: "mae@example.com",
      name: "Mae Jemison",
      username: "mae",
      role: DEFAULT_PROFILE_ROLE,
    });
  });
});

describe("profiles.update", () => {
  test("patches only the given fields; skills normalized; blank role falls back to the default", async () => {
    const t = setup();
    const me = await createUser(t, { name: "Mae Jemison" });
    await me.as.mutation(api.profiles.update, {
      role: "Prompt Engineer",
      bio: "  Space and agents.  ",
      skills: [" RAG", "rag ", "", "Evals"],
    });
    expect(await me.as.query(api.profiles.me, {})).toMatchObject({
      name: "Mae Jemison",
      role: "Prompt Engineer",
      bio: "Space and agents.",
      skills: ["RAG", "Evals"],
    });
    await me.as.mutation(api.profiles.update, {
      role: "  ",
      name: "Mae C. Jemison",
    });
    expect(await me.as.query(api.profiles.me, {})).toMatchObject({
      name: "Mae C. Jemison",
      role: DEFAULT_PROFILE_ROLE,
      skills: ["RAG", "Evals"],
    });
  });

  test("refuses an empty name", async () => {
    const t = setup();
    const me = await createUser(t);
    await expectAppError(
      me.as.mutation(api.profiles.update, { name: "   " }),
      "INVALID_INPUT",
      "Please enter your full name",
    );
  });

  test("a user without a profile gets NOT_FOUND", async () => {
    const t = setup();
    const userId = await t.run(async (ctx) => await ctx.db.insert("users", {}));
    await expectAppError(
      t
        .withIdentity({ subject: `${userId}|s` })
        .mutation(api.profiles.update, { bio: "x" }),
      "NOT_FOUND",
    );
  });
});

describe("usernames", () => {
  test("come from the email's local part, cleaned, suffixed when taken", async () => {
    expect(usernameBase("Jane.Doe+ai@example.com")).toBe("jane.doeai");
    expect(usernameBase("@example.com")).toBe("builder");
    const t = setup();
    const names = await t.run(async (ctx) => {
      const result: string[] = [];
      for (let i = 0; i < 3; i++) {
        const userId = await ctx.db.insert("users", {});
        const profileId = await createProfileForUser(ctx, userId, {
          email: "kai@example.com",
          name: "Kai",
          expertise: [],
          bio: "",
        });
        result.push((await ctx.db.get("profiles", profileId))!.username);
      }
      return result;
    });
    expect(names).toEqual(["kai", "kai2", "kai3"]);
  });
});
