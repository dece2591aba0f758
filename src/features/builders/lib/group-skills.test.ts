import { describe, expect, it } from "vitest";
import { groupSkills } from "./group-skills";

describe("groupSkills", () => {
  it("groups skills by their catalogue category, in the catalogue's order, unknown ones last", () => {
    expect(
      groupSkills(["Figma", "Python", "PyTorch", "Underwater Basket Weaving"]),
    ).toEqual([
      { label: "AI", skills: ["PyTorch"] },
      { label: "Development", skills: ["Python"] },
      { label: "Design", skills: ["Figma"] },
      { label: "Other", skills: ["Underwater Basket Weaving"] },
    ]);
  });

  it("is empty for no skills", () => {
    expect(groupSkills([])).toEqual([]);
  });
});
