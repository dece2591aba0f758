import { ConvexError } from "convex/values";
import { describe, expect, test } from "vitest";
import { DEFAULT_PROFILE_ROLE } from "./constants";
import { appError, isAppError } from "./errors";
import {
  applyMessageSchema,
  profileFormSchema,
  projectFormSchema,
  projectInputSchema,
  skillsSchema,
} from "./schemas";
import { normalizeSkills, splitSkills } from "./skillList";

const form = {
  title: "Clinic Triage Bot",
  description: "Sorts patient messages by urgency for busy clinics.",
  category: "Development",
  skills: " React, , LLMs,react ,  ",
  openPositions: "3",
};

describe("shared schemas (the forms' and the server's)", () => {
  test("splitSkills splits on commas, trims, drops empties and duplicates", () => {
    expect(splitSkills(" React, , LLMs,react ,  ")).toEqual(["React", "LLMs"]);
    expect(splitSkills("")).toEqual([]);
  });

  test("normalizeSkills stores catalogue names, deduped by skill key, first wins", () => {
    expect(
      normalizeSkills(["reactjs", "JS", "React", "javascript", "k8s"]),
    ).toEqual(["React", "JavaScript", "Kubernetes"]);
    expect(
      normalizeSkills(["ML", "Machine learning", "LLM fine-tuning"]),
    ).toEqual(["Machine Learning", "Fine-tuning LLMs"]);
  });

  test("normalizeSkills keeps free text as typed, cleaned; drops text with no letter or digit", () => {
    expect(
      normalizeSkills([
        "  Underwater   Basket Weaving ",
        "underwater basket-weaving",
        "\u200b",
        " -- ",
        "🚀",
      ]),
    ).toEqual(["Underwater Basket Weaving"]);
  });

  test("the skills limits apply after normalization", () => {
    // 21 spellings of 20 skills: the duplicate goes before the count is checked.
    const twenty = Array.from({ length: 20 }, (_, i) => `Skill ${i}`);
    expect(skillsSchema.parse([...twenty, "skill 0"])).toEqual(twenty);
    expect(skillsSchema.safeParse([...twenty, "One more"]).success).toBe(false);
    expect(skillsSchema.safeParse(["x".repeat(51)]).success).toBe(false);
  });

  test("the project form's output is a valid projects.create input", () => {
    const parsed = projectFormSchema.parse(form);
    expect(parsed).toEqual({
      title: "Clinic Triage Bot",
      description: "Sorts patient messages by urgency for busy clinics.",
      category: "Development",
      skills: ["React", "LLMs"],
      openPositions: 3,
    });
    expect(projectInputSchema.parse(parsed)).toEqual(parsed);
  });

  test.each([
    [
      { openPositions: "" },
      "Open positions must be a whole number from 1 to 20",
    ],
    [
      { openPositions: "abc" },
      "Open positions must be a whole number from 1 to 20",
    ],
    [
      { openPositions: "21" },
      "Open positions must be a whole number from 1 to 20",
    ],
    [{ title: "abcd" }, "Title must be at least 5 characters"],
    [{ category: "All" }, "Please choose a category from the list"],
  ])("the project form refuses %o", (overrides, message) => {
    const result = projectFormSchema.safeParse({ ...form, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  test("the settings form splits skills and defaults a blank role", () => {
    expect(
      profileFormSchema.parse({
        name: " Ada ",
        role: " ",
        bio: "",
        skills: "a, b",
      }),
    ).toEqual({
      name: "Ada",
      role: DEFAULT_PROFILE_ROLE,
      bio: "",
      skills: ["a", "b"],
    });
  });

  test("a missing or blank apply note is no note: no words are made up", () => {
    expect(applyMessageSchema.parse(undefined)).toBe("");
    expect(applyMessageSchema.parse("  ")).toBe("");
    expect(applyMessageSchema.parse(" Hi ")).toBe("Hi");
  });
});

describe("isAppError", () => {
  test("recognizes our errors and nothing else", () => {
    expect(isAppError(appError("PROJECT_FULL", "Full"))).toBe(true);
    expect(
      isAppError(new ConvexError({ code: "SOMETHING_ELSE", message: "x" })),
    ).toBe(false);
    expect(isAppError(new ConvexError("text"))).toBe(false);
    expect(isAppError(new Error("boom"))).toBe(false);
  });
});
