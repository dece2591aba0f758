/** Hand-checked match scores: each expectation is worked out in its comment. */
import { describe, expect, test } from "vitest";
import { MATCH_PART_MAX, MATCH_PARTS } from "./matching";
import {
  scoreMatch as scoreAt,
  toMatchProject,
  type MatchBuilder,
  type MatchProject,
  type Perspective,
} from "./matchScore";

/** A winter day in the north (time zones need a moment). */
const JANUARY = Date.UTC(2025, 0, 15, 12);

/** The match as of JANUARY (time zones need a moment). */
const scoreMatch = (
  project: MatchProject,
  builder: MatchBuilder,
  perspective: Perspective,
) => scoreAt(project, builder, perspective, JANUARY);

const project: MatchProject = {
  category: "Development",
  skills: ["Python", "RAG", "React", "Kubernetes"],
  status: "open",
  seatsLeft: 2,
  teamSkills: [],
};

const points = (match: ReturnType<typeof scoreMatch>) =>
  Object.fromEntries(match.breakdown.map((part) => [part.part, part.points]));

describe("scoreMatch", () => {
  test("exact, implied and missing skills, an empty team, open seats", () => {
    const match = scoreMatch(
      project,
      { skills: ["PyTorch", "RAG", "React"], expertise: ["dev"] },
      "builder",
    );
    // Skills: every wanted skill weighs 2 (the team has none); credit 0.75
    // for Python (implied by PyTorch), 1 for RAG and React, 0 for
    // Kubernetes: 50 * 5.5 / 8 = 34.4 -> 34. Expertise: dev fits
    // Development -> 15. Seats -> 5. Team fit: the mean credit over the
    // four lacking skills, 10 * 2.75 / 4 = 6.875 -> 7. Time zone and
    // commitment: neither side states them, half of 10 each.
    expect(points(match)).toEqual({
      skills: 34,
      expertise: 15,
      seats: 5,
      teamFit: 7,
      timeZone: 5,
      commitment: 5,
    });
    expect(match.score).toBe(71);
    expect(match.role).toEqual({ key: "r1", title: "" });
    expect(match.missingSkills).toEqual(["Kubernetes"]);
    expect(match.reasons).toEqual([
      {
        kind: "skills",
        tone: "positive",
        text: "You have 3 of the 4 skills it asks for: Python, RAG, React",
      },
      { kind: "implied", tone: "positive", text: "PyTorch counts as Python" },
      { kind: "missing", tone: "negative", text: "Missing: Kubernetes" },
      {
        kind: "expertise",
        tone: "positive",
        text: "Your expertise fits this Development project",
      },
      { kind: "seats", tone: "positive", text: "2 seats left" },
      {
        kind: "teamFit",
        tone: "positive",
        text: "The team has no developer yet: you would be the first",
      },
      {
        kind: "timeZone",
        tone: "neutral",
        text: "The project states no time zone",
      },
      {
        kind: "commitment",
        tone: "neutral",
        text: "The project states no commitment",
      },
    ]);
  });

  test("an alias is the skill itself", () => {
    const byAlias = scoreMatch(
      project,
      { skills: ["k8s", "Python"], expertise: [] },
      "builder",
    );
    const byName = scoreMatch(
      project,
      { skills: ["Kubernetes", "Python"], expertise: [] },
      "builder",
    );
    expect(byAlias).toEqual(byName);
    expect(byAlias.missingSkills).toEqual(["RAG", "React"]);
  });

  test("a near skill counts for less than an implied one", () => {
    const wantsDesign: MatchProject = {
      ...project,
      category: "Design",
      skills: ["UI Design"],
    };
    const near = scoreMatch(
      wantsDesign,
      { skills: ["Figma"], expertise: [] },
      "builder",
    );
    // Figma is near UI Design: 50 * 0.4 = 20; Figma is Design work, so
    // expertise by skills: 15 * 0.5 = 7.5 -> 8; seats 5; team fit 10 * 0.4
    // = 4; terms unstated: 5 and 5.
    expect(points(near)).toEqual({
      skills: 20,
      expertise: 8,
      seats: 5,
      teamFit: 4,
      timeZone: 5,
      commitment: 5,
    });
    expect(near.reasons).toContainEqual({
      kind: "related",
      tone: "neutral",
      text: "Figma is close to UI Design: it counts for part",
    });
  });

  test("complementary beats duplicate: a skill the team has counts for less", () => {
    const withReactDev = { ...project, teamSkills: ["React", "JavaScript"] };
    const duplicate = scoreMatch(
      withReactDev,
      { skills: ["React"], expertise: ["dev"] },
      "owner",
    );
    const complement = scoreMatch(
      withReactDev,
      { skills: ["Kubernetes"], expertise: ["dev"] },
      "owner",
    );
    // Weights: Python 2, RAG 2, React 0.5 (covered), Kubernetes 2 = 6.5.
    // Duplicate: 50 * 0.5/6.5 = 3.8 -> 4; team fit 0 of 3 lacking -> 0.
    // Complement: 50 * 2/6.5 = 15.4 -> 15; team fit 10 * 1/3 -> 3.
    expect(points(duplicate)).toMatchObject({ skills: 4, teamFit: 0 });
    expect(points(complement)).toMatchObject({ skills: 15, teamFit: 3 });
    expect(complement.score).toBeGreaterThan(duplicate.score);
    expect(duplicate.reasons).toContainEqual({
      kind: "covered",
      tone: "neutral",
      text: "Your team already has React: it counts for less",
    });
    expect(complement.reasons).toContainEqual({
      kind: "skills",
      tone: "neutral",
      text: "Has 1 of the 4 skills you ask for: Kubernetes",
    });
    expect(complement.reasons).toContainEqual({
      kind: "teamFit",
      tone: "neutral",
      text: "Would bring 1 of the 3 skills your team lacks: Kubernetes",
    });
  });

  test("team fit when the builder brings none of the gaps, and when there are none", () => {
    const builder = { skills: ["SEO"], expertise: [] };
    const teamFit = (match: ReturnType<typeof scoreMatch>) =>
      match.reasons.find((reason) => reason.kind === "teamFit");
    expect(teamFit(scoreMatch(project, builder, "builder"))).toEqual({
      kind: "teamFit",
      tone: "negative",
      text: "You bring none of the skills the team lacks",
    });
    expect(teamFit(scoreMatch(project, builder, "owner"))?.text).toBe(
      "Brings none of the skills your team lacks",
    );
    const covered = { ...project, teamSkills: project.skills };
    expect(teamFit(scoreMatch(covered, builder, "owner"))?.text).toBe(
      "The team already has every skill the project asks for",
    );
  });

  test.each([
    ["full", 0, "The team is full"],
    ["closed", 1, "The project is closed"],
    // Completed with a seat it never filled: still no seat to offer.
    ["completed", 1, "The project is completed"],
  ] as const)(
    "a %s project scores no seat points and says so",
    (status, seatsLeft, text) => {
      const match = scoreMatch(
        { ...project, status, seatsLeft },
        { skills: ["Python"], expertise: ["dev"] },
        "builder",
      );
      expect(points(match).seats).toBe(0);
      expect(match.reasons).toContainEqual({
        kind: "seats",
        tone: "negative",
        text,
      });
    },
  );

  test("the breakdown always adds up to the score, within 0 to 100", () => {
    const skills = ["Python", "React", "Figma", "SEO", "Bubble", "PyTorch"];
    for (let mask = 0; mask < 1 << skills.length; mask += 1) {
      const held = skills.filter((_, i) => mask & (1 << i));
      const match = scoreMatch(
        { ...project, teamSkills: held.slice(0, 1) },
        { skills: held, expertise: mask % 2 ? ["dev"] : ["design"] },
        "builder",
      );
      const sum = match.breakdown.reduce(
        (total, part) => total + part.points,
        0,
      );
      expect(match.score).toBe(sum);
      expect(match.score).toBeGreaterThanOrEqual(0);
      expect(match.score).toBeLessThanOrEqual(100);
      for (const part of match.breakdown) {
        expect(part.max).toBe(MATCH_PART_MAX[part.part]);
        expect(part.points).toBeLessThanOrEqual(part.max);
      }
      // One reason per part of the breakdown, so each part is explained.
      for (const kind of MATCH_PARTS) {
        expect(match.reasons.filter((r) => r.kind === kind)).toHaveLength(1);
      }
    }
  });

  test("every part at its maximum makes 100", () => {
    const match = scoreMatch(
      {
        ...project,
        timeZones: { from: "Europe/Berlin", to: "Europe/Berlin" },
        commitment: { kind: "hours", hoursPerWeek: 10 },
      },
      {
        skills: project.skills,
        expertise: ["dev"],
        timeZone: "Europe/Berlin",
        hoursPerWeek: 10,
      },
      "builder",
    );
    expect(match.score).toBe(100);
  });
});

describe("roles", () => {
  const twoRoles: MatchProject = {
    ...project,
    skills: ["PyTorch", "Python", "Figma", "UI Design"],
    seatsLeft: 2,
    roles: [
      {
        key: "r1",
        title: "ML engineer",
        skills: ["PyTorch", "Python"],
        seatsLeft: 1,
      },
      {
        key: "r2",
        title: "Product designer",
        skills: ["Figma", "UI Design"],
        seatsLeft: 1,
      },
    ],
  };
  const designer = {
    skills: ["Figma", "UI Design"],
    expertise: ["design" as const],
  };

  test("a builder who fits role B but not role A is matched for B, and the match says so", () => {
    const match = scoreMatch(twoRoles, designer, "builder");
    expect(match.role).toEqual({ key: "r2", title: "Product designer" });
    // Role B's two skills, both held: 50. Role A would score 0 for skills.
    expect(points(match).skills).toBe(50);
    expect(match.missingSkills).toEqual([]);
    expect(match.reasons[0]).toEqual({
      kind: "role",
      tone: "neutral",
      text: "Best fit: Product designer",
    });
    expect(match.reasons).toContainEqual({
      kind: "seats",
      tone: "positive",
      text: "Product designer: 1 seat left",
    });
  });

  test("a role with no seat left is not offered: the match is for a role that has one", () => {
    const designerFilled: MatchProject = {
      ...twoRoles,
      seatsLeft: 1,
      roles: twoRoles.roles!.map((role) =>
        role.key === "r2" ? { ...role, seatsLeft: 0 } : role,
      ),
    };
    const match = scoreMatch(designerFilled, designer, "builder");
    expect(match.role.key).toBe("r1");
    expect(match.missingSkills).toEqual(["PyTorch", "Python"]);
    expect(match.reasons[0]?.text).toBe("Best fit: ML engineer");
  });

  test("a member's match is for their own role, even when another fits better", () => {
    const member: MatchProject = {
      ...twoRoles,
      member: true,
      memberRoleKey: "r1",
    };
    const mine = scoreMatch(member, designer, "builder");
    expect(mine.role.key).toBe("r1");
    expect(mine.reasons[0]?.text).toBe("Your role: ML engineer");
    expect(scoreMatch(member, designer, "owner").reasons[0]?.text).toBe(
      "Their role: ML engineer",
    );
    // Their role unknown: their best.
    expect(
      scoreMatch({ ...member, memberRoleKey: null }, designer, "builder").role
        .key,
    ).toBe("r2");
  });

  test("a project with one role names none", () => {
    const match = scoreMatch(project, designer, "builder");
    expect(match.reasons.map((reason) => reason.kind)).not.toContain("role");
  });

  test("toMatchProject: a role that names no skills asks for the project's own, not the other roles'", () => {
    const matchProject = toMatchProject({
      category: "Development",
      skills: ["Python", "Figma", "SEO"],
      status: "open",
      openPositions: 3,
      filledPositions: 1,
      roles: [
        {
          key: "r1",
          title: "ML engineer",
          skills: ["Python"],
          seats: 1,
          filled: 1,
        },
        { key: "r2", title: "Generalist", skills: [], seats: 2, filled: 0 },
      ],
    });
    expect(matchProject.roles).toEqual([
      { key: "r1", title: "ML engineer", skills: ["Python"], seatsLeft: 0 },
      {
        key: "r2",
        title: "Generalist",
        skills: ["Figma", "SEO"],
        seatsLeft: 2,
      },
    ]);
    // A project written before roles: one unnamed role with every seat.
    expect(
      toMatchProject({
        category: "Design",
        skills: ["Figma"],
        status: "open",
        openPositions: 2,
        filledPositions: 0,
      }).roles,
    ).toEqual([{ key: "r1", title: "", skills: ["Figma"], seatsLeft: 2 }]);
  });
});

describe("availability", () => {
  test("the owner reads that a builder is busy or not looking; the score does not change", () => {
    const builder = { skills: ["Python"], expertise: ["dev" as const] };
    const open = scoreMatch(project, builder, "owner");
    const busy = scoreMatch(
      project,
      { ...builder, availability: "busy" },
      "owner",
    );
    const away = scoreMatch(
      project,
      { ...builder, availability: "not-looking" },
      "owner",
    );
    expect(busy.score).toBe(open.score);
    expect(open.reasons.map((reason) => reason.kind)).not.toContain(
      "availability",
    );
    expect(busy.reasons).toContainEqual({
      kind: "availability",
      tone: "neutral",
      text: "Busy at the moment",
    });
    expect(away.reasons).toContainEqual({
      kind: "availability",
      tone: "negative",
      text: "Not looking for projects",
    });
    // The builder is not told their own availability.
    expect(
      scoreMatch(
        project,
        { ...builder, availability: "busy" },
        "builder",
      ).reasons.map((reason) => reason.kind),
    ).not.toContain("availability");
  });
});
