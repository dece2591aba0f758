import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import {
  createProfileForUser,
  updateProfile,
  usernameBase,
} from "./model/profiles";
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
      skills: [" RAG", "rag ", "", "Evals", "Orbital Mechanics"],
    });
    expect(await me.as.query(api.profiles.me, {})).toMatchObject({
      name: "Mae Jemison",
      role: "Prompt Engineer",
      bio: "Space and agents.",
      // "Evals" is an alias: stored as the catalogue's name; free text stays.
      skills: ["RAG", "LLM Evaluation", "Orbital Mechanics"],
    });
    await me.as.mutation(api.profiles.update, {
      role: "  ",
      name: "Mae C. Jemison",
    });
    expect(await me.as.query(api.profiles.me, {})).toMatchObject({
      name: "Mae C. Jemison",
      role: DEFAULT_PROFILE_ROLE,
      skills: ["RAG", "LLM Evaluation", "Orbital Mechanics"],
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
    const subject = await t.run(async (ctx) => {
      const userId = await ctx.db.insert("users", {});
      const sessionId = await ctx.db.insert("authSessions", {
        userId,
        expirationTime: Date.now() + 60_000,
      });
      return `${userId}|${sessionId}`;
    });
    await expectAppError(
      t.withIdentity({ subject }).mutation(api.profiles.update, { bio: "x" }),
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

describe("builders: profiles.list and profiles.get", () => {
  async function builders() {
    const t = setup();
    const make = async (
      name: string,
      email: string,
      expertise: (
        "dev" | "design" | "marketing" | "nocode" | "healthcare" | "other"
      )[],
      role: string,
      skills: string[],
    ) =>
      await t.run(async (ctx) => {
        const userId = await ctx.db.insert("users", { email, name });
        const profileId = await createProfileForUser(ctx, userId, {
          email,
          name,
          expertise,
          bio: `${name}'s bio`,
        });
        await updateProfile(ctx, userId, { role, skills });
        return profileId;
      });
    const ada = await make(
      "Ada Park",
      "ada@example.com",
      ["dev"],
      "ML Engineer",
      ["PyTorch"],
    );
    const ben = await make(
      "Ben Cole",
      "benc@example.com",
      ["design", "healthcare"],
      "UX Designer",
      ["Figma"],
    );
    const cleo = await make(
      "Cleo Diaz",
      "cleo@example.com",
      ["marketing"],
      "Growth Lead",
      ["SEO", "Figma"],
    );
    return { t, ada, ben, cleo };
  }
  const page = { numItems: 10, cursor: null };

  test("lists builders newest first with public fields only (no email)", async () => {
    const { t, ada, ben, cleo } = await builders();
    const result = await t.query(api.profiles.list, { paginationOpts: page });
    expect(result.page.map((p) => p._id)).toEqual([cleo, ben, ada]);
    expect(result.page[2]).toMatchObject({
      name: "Ada Park",
      username: "ada",
      role: "ML Engineer",
      bio: "Ada Park's bio",
      skills: ["PyTorch"],
      expertise: ["dev"],
      categories: ["Development"],
      avatarUrl: null,
    });
    expect(JSON.stringify(result.page)).not.toContain("@example.com");
  });

  test("filters by category over expertise (healthcare counts as Other)", async () => {
    const { t, ben, cleo } = await builders();
    const design = await t.query(api.profiles.list, {
      category: "Design",
      paginationOpts: page,
    });
    expect(design.page.map((p) => p._id)).toEqual([ben]);
    const other = await t.query(api.profiles.list, {
      category: "Other",
      paginationOpts: page,
    });
    expect(other.page.map((p) => p._id)).toEqual([ben]);
    const marketing = await t.query(api.profiles.list, {
      category: "Marketing",
      paginationOpts: page,
    });
    expect(marketing.page.map((p) => p._id)).toEqual([cleo]);
    const all = await t.query(api.profiles.list, {
      category: "All",
      paginationOpts: page,
    });
    expect(all.page).toHaveLength(3);
  });

  test("searches name, username, role and skills case-insensitively, with the category filter", async () => {
    const { t, ada, ben, cleo } = await builders();
    const search = async (text: string, category?: "Design" | "Marketing") =>
      (
        await t.query(api.profiles.list, {
          search: text,
          category,
          paginationOpts: page,
        })
      ).page
        .map((p) => p._id)
        .sort();
    expect(await search("park")).toEqual([ada]);
    expect(await search("BENC")).toEqual([ben]);
    expect(await search("growth")).toEqual([cleo]);
    expect(await search("figma")).toEqual([ben, cleo].sort());
    expect(await search("figma", "Marketing")).toEqual([cleo]);
  });

  test("search follows profile updates", async () => {
    const { t } = await builders();
    const me = await createUser(t, { name: "Dana Fox" });
    await me.as.mutation(api.profiles.update, { skills: ["Kubernetes"] });
    const found = await t.query(api.profiles.list, {
      search: "kubernetes",
      paginationOpts: page,
    });
    expect(found.page.map((p) => p.userId)).toEqual([me.userId]);
  });

  test("get returns one builder's public profile, or null", async () => {
    const { t, ada } = await builders();
    expect(await t.query(api.profiles.get, { profileId: ada })).toMatchObject({
      _id: ada,
      name: "Ada Park",
    });
    await t.run(async (ctx) => await ctx.db.delete("profiles", ada));
    expect(await t.query(api.profiles.get, { profileId: ada })).toBeNull();
  });
});
