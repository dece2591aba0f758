import { describe, expect, it } from "vitest";
import { profileCompleteness } from "./profile-completeness";

const complete = {
  name: "Ada Lovelace",
  role: "ML Engineer",
  bio: "I build agents.",
  skills: ["Python"],
};

describe("profileCompleteness", () => {
  it("is 100% with name, a role of one's own, a bio and skills", () => {
    expect(profileCompleteness(complete)).toEqual({
      percent: 100,
      missing: [],
    });
  });

  it("counts the default role, a blank bio and no skills as missing", () => {
    expect(
      profileCompleteness({
        ...complete,
        role: "AI Enthusiast",
        bio: "  ",
        skills: [],
      }),
    ).toEqual({
      percent: 25,
      missing: [
        "Set your professional role",
        "Write a short bio",
        "List your skills",
      ],
    });
  });

  it("reaches 0% for an empty profile", () => {
    expect(
      profileCompleteness({ name: "", role: "", bio: "", skills: [] }).percent,
    ).toBe(0);
  });
});
