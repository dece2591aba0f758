import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { BUILDER_CANDIDATE_ROWS } from "./model/builderLists";
import {
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

type Filters = Omit<FunctionArgs<typeof api.builders.list>, "paginationOpts">;
type Page = FunctionReturnType<typeof api.builders.list>;

/** The names the list shows for these filters (one page). */
async function names(t: TestConvex, filters: Filters = {}) {
  const result = await t.query(api.builders.list, {
    ...filters,
    paginationOpts: { numItems: 24, cursor: null },
  });
  return result.page.map((row) => row.name).sort();
}

/** Builders who differ in every work field (and one who set none). */
async function world(t: TestConvex) {
  const nora = await createUser(t, { name: "Nora" });
  await nora.as.mutation(api.profiles.update, {
    availability: "open",
    hoursPerWeek: 20,
    timeZone: "Europe/Berlin",
    skills: ["Figma"],
  });
  const kai = await createUser(t, { name: "Kai" });
  await kai.as.mutation(api.profiles.update, {
    availability: "busy",
    hoursPerWeek: 5,
    timeZone: "America/New_York",
  });
  // Kai designs: the expertise sign-up would have written, and its category row.
  await t.run(async (ctx) => {
    await ctx.db.patch("profiles", kai.profileId, { expertise: ["design"] });
    const row = await ctx.db
      .query("profileCategories")
      .withIndex("by_profile", (q) => q.eq("profileId", kai.profileId))
      .unique();
    await ctx.db.patch("profileCategories", row!._id, { category: "Design" });
  });
  const lea = await createUser(t, { name: "Lea" });
  await lea.as.mutation(api.profiles.update, {
    availability: "not-looking",
    hoursPerWeek: 40,
    timeZone: "Europe/London",
  });
  const unset = await createUser(t, { name: "Unset" });
  return { nora, kai, lea, unset };
}

describe("builders.list filters", () => {
  test("each filter alone", async () => {
    const t = setup();
    await world(t);
    expect(await names(t)).toEqual(["Kai", "Lea", "Nora", "Unset"]);
    // Never set counts as open.
    expect(await names(t, { availability: "open" })).toEqual(["Nora", "Unset"]);
    expect(await names(t, { availability: "busy" })).toEqual(["Kai"]);
    expect(await names(t, { availability: "not-looking" })).toEqual(["Lea"]);
    expect(await names(t, { overlapWith: "Europe/Paris" })).toEqual([
      "Lea",
      "Nora",
    ]);
    expect(await names(t, { overlapWith: "America/Chicago" })).toEqual(["Kai"]);
    expect(await names(t, { minHours: 20 })).toEqual(["Lea", "Nora"]);
    expect(await names(t, { minHours: 1 })).toEqual(["Kai", "Lea", "Nora"]);
  });

  test("filters combine with each other, search, category and skill", async () => {
    const t = setup();
    await world(t);
    expect(
      await names(t, { availability: "open", overlapWith: "Europe/Paris" }),
    ).toEqual(["Nora"]);
    expect(
      await names(t, { overlapWith: "Europe/Paris", minHours: 30 }),
    ).toEqual(["Lea"]);
    expect(await names(t, { search: "nora", availability: "open" })).toEqual([
      "Nora",
    ]);
    expect(await names(t, { search: "nora", availability: "busy" })).toEqual(
      [],
    );
    expect(await names(t, { skill: "figma", minHours: 10 })).toEqual(["Nora"]);
    expect(await names(t, { skill: "figma", minHours: 30 })).toEqual([]);
    expect(
      await names(t, { category: "Design", availability: "busy" }),
    ).toEqual(["Kai"]);
    expect(
      await names(t, { category: "Development", availability: "open" }),
    ).toEqual(["Nora", "Unset"]);
    expect(
      await names(t, { category: "Design", overlapWith: "Europe/Paris" }),
    ).toEqual([]);
  });

  test("refuses a zone that is no IANA name, hours out of range and unknown availability", async () => {
    const t = setup();
    const page = { numItems: 10, cursor: null };
    await expectAppError(
      t.query(api.builders.list, {
        overlapWith: "Nowhere",
        paginationOpts: page,
      }),
      "INVALID_INPUT",
      "Please choose a time zone from the list",
    );
    await expectAppError(
      t.query(api.builders.list, { minHours: 81, paginationOpts: page }),
      "INVALID_INPUT",
      "Hours a week must be a whole number from 1 to 80",
    );
    await expect(
      t.query(api.builders.list, {
        availability: "maybe",
        paginationOpts: page,
      } as never),
    ).rejects.toThrow(/alidator|does not match/);
  });

  test("a rare match is reached by paging, each page at most numItems rows", async () => {
    const t = setup();
    const first = await createUser(t, { name: "First match" });
    await first.as.mutation(api.profiles.update, { hoursPerWeek: 30 });
    for (let i = 0; i < BUILDER_CANDIDATE_ROWS + 20; i++) {
      await t.run(async (ctx) => {
        await ctx.db.insert("profiles", {
          userId: first.userId,
          name: `Filler ${i}`,
          username: `filler${i}`,
          role: "Builder",
          bio: "",
          skills: [],
          expertise: [],
          availability: "busy",
        });
      });
    }
    const last = await createUser(t, { name: "Last match" });
    await last.as.mutation(api.profiles.update, {
      hoursPerWeek: 40,
      availability: "open",
    });
    for (const filters of [
      { minHours: 25 },
      { availability: "open", minHours: 25 },
    ] as const) {
      const found: string[] = [];
      const sizes: number[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 20; i++) {
        const result: Page = await t.query(api.builders.list, {
          ...filters,
          paginationOpts: { numItems: 1, cursor },
        });
        sizes.push(result.page.length);
        found.push(...result.page.map((row) => row.name));
        if (result.isDone) break;
        cursor = result.continueCursor;
      }
      expect(found).toEqual(["Last match", "First match"]);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(1);
      // Pages came back empty while more followed: each read a bounded range.
      expect(sizes).toContain(0);
    }
  });
});
