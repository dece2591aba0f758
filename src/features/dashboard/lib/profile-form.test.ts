import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE_ROLE } from "@convex/shared/constants";
import { toProfileFormValues } from "./profile-form";

const profile = {
  name: "Ada Lovelace",
  role: "ML Engineer",
  bio: "I build agents.",
  skills: ["Python", "LLMs"],
};

describe("toProfileFormValues", () => {
  it("fills the form with the saved profile, skills as text", () => {
    expect(toProfileFormValues(profile)).toEqual({
      name: "Ada Lovelace",
      role: "ML Engineer",
      bio: "I build agents.",
      skills: "Python, LLMs",
    });
  });

  it("leaves the role empty while it is the default, never pre-filled as a value", () => {
    expect(
      toProfileFormValues({ ...profile, role: DEFAULT_PROFILE_ROLE }).role,
    ).toBe("");
  });
});
