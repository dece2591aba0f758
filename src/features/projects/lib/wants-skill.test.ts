import { describe, expect, it } from "vitest";
import { wantsSkill } from "./wants-skill";

const project = { skills: ["Kubernetes", "React", "Python"] };

describe("wantsSkill", () => {
  it("matches a wanted skill in any spelling or alias", () => {
    expect(wantsSkill(project, "python")).toBe(true);
    expect(wantsSkill(project, "ReactJS")).toBe(true);
    expect(wantsSkill(project, "k8s")).toBe(true);
  });

  it("refuses a skill the project does not want", () => {
    expect(wantsSkill(project, "Figma")).toBe(false);
  });

  it("lets everything through without a skill", () => {
    expect(wantsSkill(project, "")).toBe(true);
    expect(wantsSkill(project, "  ")).toBe(true);
  });
});
