/** The quality fixture holds together: keys, teams, and judgements that can be scored. */
import { describe, expect, it } from "vitest";
import { BUILDER_KEYS, BUILDERS } from "./builders";
import { BUILDERS_FOR_PROJECTS, PROJECTS_FOR_BUILDERS } from "./judgements";
import { PROJECT_KEYS, PROJECTS } from "./projects";

const project = (key: string) => PROJECTS.find((p) => p.key === key)!;

describe("the matching quality fixture", () => {
  it("has every builder and project once, under its own key", () => {
    expect(BUILDERS.map((b) => b.key)).toEqual([...BUILDER_KEYS]);
    expect(PROJECTS.map((p) => p.key)).toEqual([...PROJECT_KEYS]);
  });

  it("fills no team past its seats, and never with the owner", () => {
    for (const p of PROJECTS) {
      expect(p.team.length, p.key).toBeLessThanOrEqual(p.seats);
      expect(p.team, p.key).not.toContain(p.owner);
      expect(new Set(p.team).size, p.key).toBe(p.team.length);
    }
    expect(PROJECTS.filter((p) => p.team.length === p.seats)).toHaveLength(2);
  });

  it("judges only pairs the app may show, each once, each with a reason", () => {
    for (const { builder, projects } of PROJECTS_FOR_BUILDERS) {
      expect(new Set(projects.map((x) => x.key)).size).toBe(projects.length);
      for (const judged of projects) {
        const p = project(judged.key);
        expect(p.owner, `${builder}/${p.key}`).not.toBe(builder);
        expect(p.team, `${builder}/${p.key}`).not.toContain(builder);
        expect(judged.why.length).toBeGreaterThan(0);
      }
      // Something worth finding, or NDCG is undefined.
      expect(
        projects.some((x) => x.relevance > 0),
        builder,
      ).toBe(true);
    }
    for (const { project: key, builders } of BUILDERS_FOR_PROJECTS) {
      const p = project(key);
      expect(new Set(builders.map((x) => x.key)).size).toBe(builders.length);
      for (const judged of builders) {
        expect(judged.key, `${key}/${judged.key}`).not.toBe(p.owner);
        expect(p.team, `${key}/${judged.key}`).not.toContain(judged.key);
        expect(judged.why.length).toBeGreaterThan(0);
      }
      expect(
        builders.some((x) => x.relevance > 0),
        key,
      ).toBe(true);
    }
  });

  it("judges a pair the same from both sides (unlisted is poor)", () => {
    const fromBuilders = new Map(
      PROJECTS_FOR_BUILDERS.map(({ builder, projects }) => [
        builder,
        new Map(projects.map((x) => [x.key as string, x.relevance])),
      ]),
    );
    const fromProjects = new Map(
      BUILDERS_FOR_PROJECTS.map(({ project: key, builders }) => [
        key as string,
        new Map(builders.map((x) => [x.key as string, x.relevance])),
      ]),
    );
    for (const [builder, projects] of fromBuilders) {
      for (const [key, builders] of fromProjects) {
        const p = project(key);
        if (p.owner === builder || p.team.includes(builder)) continue;
        expect(builders.get(builder) ?? 0, `${builder} x ${key}`).toBe(
          projects.get(key) ?? 0,
        );
      }
    }
  });
});
