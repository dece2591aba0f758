import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { anchorOf } from "./model/savedSearches";
import {
  projectMatchesSearch,
  savedSearchInputSchema,
} from "./shared/savedSearches";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
} from "./test.helpers";

afterEach(() => {
  vi.useRealTimers();
});

async function matchNotices(user: Awaited<ReturnType<typeof createUser>>) {
  const { page } = await user.as.query(api.notifications.list, {
    paginationOpts: { numItems: 50, cursor: null },
  });
  return page.filter((n) => n.kind === "savedSearchMatch");
}

const search = { text: "voice", skills: ["ReactJS"] };

/** A project whose text matches "voice", with a designer role and stated terms. */
async function postVoiceProject(owner: Awaited<ReturnType<typeof createUser>>) {
  return await owner.as.mutation(api.projects.create, {
    title: "Voice notes for builders",
    description: "Record a thought, get a task list.",
    category: "Development",
    skills: ["React"],
    roles: [{ title: "Product designer", skills: ["Figma"], seats: 1 }],
    commitment: { kind: "hours", hoursPerWeek: 10 },
    timeZones: { from: "Europe/London", to: "Europe/Berlin" },
    compensation: { kind: "paid", amount: "$40/h" },
    stage: "prototype",
  });
}

describe("savedSearches", () => {
  test("create normalizes skills, lists newest first, removes for the owner only", async () => {
    const t = setup();
    const user = await createUser(t);
    const other = await createUser(t);
    const first = await user.as.mutation(api.savedSearches.create, search);
    const second = await user.as.mutation(api.savedSearches.create, {
      text: "",
      category: "Design",
      skills: [],
    });
    const list = await user.as.query(api.savedSearches.list, {});
    expect(list.map((s) => s._id)).toEqual([second, first]);
    expect(list[1]).toMatchObject({ text: "voice", skills: ["React"] });
    expect(await other.as.query(api.savedSearches.list, {})).toEqual([]);
    await expectAppError(
      other.as.mutation(api.savedSearches.remove, { savedSearchId: first }),
      "NOT_FOUND",
    );
    await user.as.mutation(api.savedSearches.remove, { savedSearchId: first });
    expect(
      (await user.as.query(api.savedSearches.list, {})).map((s) => s._id),
    ).toEqual([second]);
  });

  test("create keeps the role and terms filters and list returns them; a filter alone is a search", async () => {
    const t = setup();
    const user = await createUser(t);
    const filtered = await user.as.mutation(api.savedSearches.create, {
      text: "voice",
      skills: [],
      role: "  product designer ",
      commitment: "up-to-20",
      overlapWith: "Europe/Berlin",
      compensation: "paid",
      stage: "prototype",
    });
    const stageOnly = await user.as.mutation(api.savedSearches.create, {
      text: "",
      skills: [],
      stage: "idea",
    });
    const plain = await user.as.mutation(api.savedSearches.create, search);
    const list = await user.as.query(api.savedSearches.list, {});
    expect(list).toEqual([
      {
        _id: plain,
        text: "voice",
        skills: ["React"],
        createdAt: expect.any(Number) as number,
      },
      {
        _id: stageOnly,
        text: "",
        skills: [],
        stage: "idea",
        createdAt: expect.any(Number) as number,
      },
      {
        _id: filtered,
        text: "voice",
        skills: [],
        role: "product designer",
        commitment: "up-to-20",
        overlapWith: "Europe/Berlin",
        compensation: "paid",
        stage: "prototype",
        createdAt: expect.any(Number) as number,
      },
    ]);
    // A role with no word of two characters filters nothing: nothing to save.
    await expectAppError(
      user.as.mutation(api.savedSearches.create, {
        text: "",
        skills: [],
        role: "a",
      }),
      "INVALID_INPUT",
      "Add a search text, a category, a skill or a filter to save a search",
    );
  });

  test("filters out of the lists' rules are refused with their messages", async () => {
    const t = setup();
    const user = await createUser(t);
    await expectAppError(
      user.as.mutation(api.savedSearches.create, {
        text: "voice",
        skills: [],
        overlapWith: "Mars/Olympus",
      }),
      "INVALID_INPUT",
      "Please choose a time zone from the list",
    );
    await expectAppError(
      user.as.mutation(api.savedSearches.create, {
        text: "voice",
        skills: [],
        role: "x".repeat(61),
      }),
      "INVALID_INPUT",
      "Role must be at most 60 characters",
    );
    // A value outside a closed set stops at the argument validator; the
    // shared schema (the form's check) names the list to choose from.
    await expect(
      user.as.mutation(api.savedSearches.create, {
        text: "voice",
        skills: [],
        stage: "seed",
      } as never),
    ).rejects.toThrow(/Validator|validator|does not match/);
    for (const [bad, message] of [
      [{ stage: "seed" }, "Please choose a stage from the list"],
      [{ compensation: "stock" }, "Please choose a compensation from the list"],
      [{ commitment: "sometimes" }, "Please choose a commitment from the list"],
    ] as const) {
      const parsed = savedSearchInputSchema.safeParse({
        text: "voice",
        skills: [],
        ...bad,
      });
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
        message,
      ]);
    }
    expect(await user.as.query(api.savedSearches.list, {})).toEqual([]);
  });

  test("an empty search, a signed-out caller and too many searches are refused", async () => {
    const t = setup();
    const user = await createUser(t);
    await expectAppError(
      user.as.mutation(api.savedSearches.create, {
        text: "  ",
        skills: [],
      }),
      "INVALID_INPUT",
    );
    await expectAppError(
      t.mutation(api.savedSearches.create, search),
      "UNAUTHENTICATED",
    );
    expect(await t.query(api.savedSearches.list, {})).toEqual([]);
    // The hourly bucket (10) stops a burst before the cap of 20 is reached.
    for (let i = 0; i < 10; i += 1) {
      await user.as.mutation(api.savedSearches.create, {
        ...search,
        text: `voice ${i}`,
      });
    }
    await expectAppError(
      user.as.mutation(api.savedSearches.create, search),
      "RATE_LIMITED",
    );
  });
});

describe("matching a saved search", () => {
  test("the anchor is the first skill, else the category, else any", () => {
    expect(anchorOf({ skills: ["k8s", "React"], category: "Design" })).toBe(
      "skill:kubernetes",
    );
    expect(anchorOf({ skills: [], category: "Design" })).toBe(
      "category:Design",
    );
    expect(anchorOf({ skills: [] })).toBe("any");
  });

  test("text is a case-insensitive part of the title, description or a skill (any spelling); every skill must be wanted", () => {
    const project = {
      title: "Train a voice model",
      description: "Short emails, summarized",
      skills: ["React", "Python", "Kubernetes"],
      category: "Development",
      skillKeys: new Set(["react", "python", "kubernetes"]),
    };
    const base = { skillKeys: [] };
    expect(projectMatchesSearch(project, { ...base, text: "rain" })).toBe(true);
    expect(projectMatchesSearch(project, { ...base, text: "MAIL" })).toBe(true);
    expect(projectMatchesSearch(project, { ...base, text: "pyth" })).toBe(true);
    expect(projectMatchesSearch(project, { ...base, text: "k8s" })).toBe(true);
    expect(projectMatchesSearch(project, { ...base, text: "design" })).toBe(
      false,
    );
    expect(
      projectMatchesSearch(project, {
        ...base,
        text: "",
        skillKeys: ["react", "python"],
      }),
    ).toBe(true);
    expect(
      projectMatchesSearch(project, {
        ...base,
        text: "",
        skillKeys: ["react", "figma"],
      }),
    ).toBe(false);
    expect(
      projectMatchesSearch(project, { ...base, text: "", category: "Design" }),
    ).toBe(false);
  });
});

describe("the fanout", () => {
  test("a new project notifies each matching saver once, and nobody else", async () => {
    vi.useFakeTimers();
    const t = setup();
    const owner = await createUser(t);
    const both = await createUser(t);
    const bySkill = await createUser(t);
    const other = await createUser(t);
    // Two matching searches under different anchors ("skill:react", "any").
    await both.as.mutation(api.savedSearches.create, search);
    await both.as.mutation(api.savedSearches.create, {
      text: "VOICE",
      skills: [],
    });
    await bySkill.as.mutation(api.savedSearches.create, {
      text: "",
      skills: ["react.js"],
      category: "Development",
    });
    await other.as.mutation(api.savedSearches.create, {
      text: "",
      skills: ["Figma"],
    });
    // The saver's own project never notifies them.
    await owner.as.mutation(api.savedSearches.create, search);
    const projectId = await createProjectAs(owner, {
      title: "Voice notes for builders",
      skills: ["React", "LLMs"],
    });
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    for (const saver of [both, bySkill]) {
      const notices = await matchNotices(saver);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ project: { _id: projectId } });
      expect(await saver.as.query(api.notifications.unreadCount, {})).toBe(1);
    }
    expect(await matchNotices(other)).toEqual([]);
    expect(await matchNotices(owner)).toEqual([]);
  });

  test("a search's role and terms filters are the /projects filters: text alone does not notify", async () => {
    vi.useFakeTimers();
    const t = setup();
    const owner = await createUser(t);
    const passing = await createUser(t);
    const otherPay = await createUser(t);
    const otherRole = await createUser(t);
    const farZone = await createUser(t);
    const otherCommitment = await createUser(t);
    await passing.as.mutation(api.savedSearches.create, {
      text: "voice",
      skills: [],
      role: "Designer",
      commitment: "up-to-20",
      overlapWith: "Europe/Paris",
      compensation: "paid",
      stage: "prototype",
    });
    const voice = { text: "voice", skills: [] };
    await otherPay.as.mutation(api.savedSearches.create, {
      ...voice,
      compensation: "equity",
    });
    await otherRole.as.mutation(api.savedSearches.create, {
      ...voice,
      role: "ML engineer",
    });
    await farZone.as.mutation(api.savedSearches.create, {
      ...voice,
      overlapWith: "Asia/Tokyo",
    });
    await otherCommitment.as.mutation(api.savedSearches.create, {
      ...voice,
      commitment: "full-time",
    });
    const projectId = await postVoiceProject(owner);
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    const notices = await matchNotices(passing);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ project: { _id: projectId } });
    for (const saver of [otherPay, otherRole, farZone, otherCommitment]) {
      expect(await matchNotices(saver)).toEqual([]);
    }
  });

  test("a project that stops recruiting before the fanout reaches a saver notifies nobody", async () => {
    vi.useFakeTimers();
    const t = setup();
    const owner = await createUser(t);
    const saver = await createUser(t);
    await saver.as.mutation(api.savedSearches.create, search);
    const projectId = await createProjectAs(owner, {
      title: "Voice notes for builders",
      skills: ["React"],
    });
    // Closed in the same moment, before its scheduled fanout runs.
    await owner.as.mutation(api.projects.close, { projectId });
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    expect(await matchNotices(saver)).toEqual([]);
  });

  test("a fanout walks every page of an anchor", async () => {
    vi.useFakeTimers();
    const t = setup();
    const owner = await createUser(t);
    const saver = await createUser(t);
    // More searches than one page holds, all under "any", the match last.
    await t.run(async (ctx) => {
      for (let i = 0; i < 450; i += 1) {
        await ctx.db.insert("savedSearches", {
          userId: owner.userId,
          text: `nothing like it ${i}`,
          skills: [],
          anchor: "any",
          createdAt: i,
        });
      }
    });
    await saver.as.mutation(api.savedSearches.create, {
      text: "needle",
      skills: [],
    });
    await createProjectAs(owner, { title: "A needle in a haystack" });
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    expect(await matchNotices(saver)).toHaveLength(1);
  });
});
