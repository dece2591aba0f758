import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  validProjectInput,
  type TestConvex,
} from "./test.helpers";

async function acceptMember(
  t: TestConvex,
  owner: Awaited<ReturnType<typeof createUser>>,
  projectId: Id<"projects">,
  skills: string[],
) {
  const member = await createUser(t);
  await member.as.mutation(api.profiles.update, { skills });
  const applicationId = await member.as.mutation(api.applications.apply, {
    projectId,
  });
  await owner.as.mutation(api.applications.accept, { applicationId });
  return member;
}

describe("matching.explain", () => {
  test("the builder sees their own match, the owner sees it from their side", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    await builder.as.mutation(api.profiles.update, {
      skills: ["PyTorch", "RAG"],
    });
    const projectId = await createProjectAs(owner, {
      skills: ["Python", "RAG", "Kubernetes"],
    });
    const mine = await builder.as.query(api.matching.explain, { projectId });
    const theirs = await owner.as.query(api.matching.explain, {
      projectId,
      profileId: builder.profileId,
    });
    expect(mine?.score).toBe(theirs?.score);
    expect(mine?.reasons[0]?.text).toBe(
      "You have 2 of the 3 skills it asks for: Python, RAG",
    );
    expect(theirs?.reasons[0]?.text).toBe(
      "Has 2 of the 3 skills you ask for: Python, RAG",
    );
    expect(mine?.missingSkills).toEqual(["Kubernetes"]);
    // The card's match is the same number.
    const card = await builder.as.query(api.projects.get, { projectId });
    expect(card?.match?.score).toBe(mine?.score);
  });

  test("nobody else may see a match; signed out gets null", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const stranger = await createUser(t);
    const projectId = await createProjectAs(owner);
    await expectAppError(
      stranger.as.query(api.matching.explain, {
        projectId,
        profileId: builder.profileId,
      }),
      "FORBIDDEN",
    );
    expect(
      await t.query(api.matching.explain, {
        projectId,
        profileId: builder.profileId,
      }),
    ).toBeNull();
    // The owner has no match with their own project.
    expect(
      await owner.as.query(api.matching.explain, { projectId }),
    ).toBeNull();
    expect(
      (await owner.as.query(api.projects.get, { projectId }))?.match,
    ).toBeNull();
    expect((await t.query(api.projects.get, { projectId }))?.match).toBeNull();
  });
});

describe("team skills and gaps", () => {
  test("an accepted member covers skills; their profile edits change coverage live", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner, {
      skills: ["Python", "Figma", "SEO"],
      openPositions: 3,
    });
    const member = await acceptMember(t, owner, projectId, ["PyTorch"]);
    const gaps = await owner.as.query(api.matching.teamGaps, { projectId });
    expect(gaps).toEqual([
      { skill: "Figma", covered: false, coveredBy: [] },
      { skill: "SEO", covered: false, coveredBy: [] },
      { skill: "Python", covered: true, coveredBy: [member.name] },
    ]);
    // The public sees coverage, not who: teamGaps without names, and the
    // shared skillCoverage, the same for everyone, the owner included.
    expect(await t.query(api.matching.teamGaps, { projectId })).toContainEqual({
      skill: "Python",
      covered: true,
      coveredBy: [],
    });
    const coverage = gaps.map(({ skill, covered }) => ({ skill, covered }));
    expect(await t.query(api.matching.skillCoverage, { projectId })).toEqual(
      coverage,
    );
    expect(
      await owner.as.query(api.matching.skillCoverage, { projectId }),
    ).toEqual(coverage);
    await member.as.mutation(api.profiles.update, { skills: ["Figma"] });
    const after = await owner.as.query(api.matching.teamGaps, { projectId });
    expect(after.filter((gap) => gap.covered).map((gap) => gap.skill)).toEqual([
      "Figma",
    ]);
    const project = await t.run((ctx) => ctx.db.get("projects", projectId));
    expect(project?.teamSkillCounts).toEqual([{ skill: "Figma", members: 1 }]);
  });

  test("the owner is on the team: their skills count as covered, and their edits too", async () => {
    const t = setup();
    const owner = await createUser(t, { name: "Olivia Owner" });
    await owner.as.mutation(api.profiles.update, {
      skills: ["Python", "MLOps"],
    });
    const projectId = await createProjectAs(owner, {
      skills: ["Python", "MLOps", "Figma"],
      openPositions: 1,
    });
    const member = await acceptMember(t, owner, projectId, ["React"]);
    await owner.as.mutation(api.projects.complete, { projectId });
    // A full, completed team whose owner has Python and MLOps lacks only Figma.
    expect(await owner.as.query(api.matching.teamGaps, { projectId })).toEqual([
      { skill: "Figma", covered: false, coveredBy: [] },
      { skill: "Python", covered: true, coveredBy: ["Olivia Owner"] },
      { skill: "MLOps", covered: true, coveredBy: ["Olivia Owner"] },
    ]);
    await owner.as.mutation(api.profiles.update, { skills: ["Figma"] });
    expect(
      (await member.as.query(api.matching.skillCoverage, { projectId }))
        .filter((gap) => gap.covered)
        .map((gap) => gap.skill),
    ).toEqual(["Figma"]);
  });

  test("a project that no longer recruits has no match for anyone but its team", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner, {
      skills: ["Python"],
      openPositions: 1,
    });
    const member = await acceptMember(t, owner, projectId, ["Python"]);
    const outsider = await createUser(t);
    await outsider.as.mutation(api.profiles.update, { skills: ["Python"] });
    expect(
      await outsider.as.query(api.matching.explain, { projectId }),
    ).toBeNull();
    const [card] = (
      await outsider.as.query(api.projects.list, {
        show: "all",
        paginationOpts: { numItems: 5, cursor: null },
      })
    ).page;
    expect(card?.match).toBeNull();
    expect(
      await member.as.query(api.matching.explain, { projectId }),
    ).not.toBeNull();
  });

  test("a member's own skills never count as the team's: their match is the one they had before joining", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner, {
      skills: ["RAG", "Python", "Figma"],
      openPositions: 3,
    });
    const builder = await createUser(t);
    await builder.as.mutation(api.profiles.update, {
      skills: ["RAG", "Python"],
    });
    const before = await builder.as.query(api.matching.explain, { projectId });
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    const after = await builder.as.query(api.matching.explain, { projectId });
    // Their own skills are not "the team's", and the seat is theirs.
    expect(after?.score).toBe(before?.score);
    expect(after?.reasons.map((reason) => reason.kind)).not.toContain(
      "covered",
    );
    expect(after?.reasons).toContainEqual(
      expect.objectContaining({
        kind: "seats",
        text: "You have a seat on the team",
      }),
    );
    // The card's match (one-call list) says the same, and so does the owner's view.
    const [card] = (
      await builder.as.query(api.projects.list, {
        paginationOpts: { numItems: 5, cursor: null },
      })
    ).page.filter((row) => row._id === projectId);
    expect(card?.match?.score).toBe(after?.score);
    const ownerView = await owner.as.query(api.matching.explain, {
      projectId,
      profileId: builder.profileId,
    });
    expect(ownerView?.score).toBe(after?.score);
  });

  test("a builder who brings what the team lacks scores higher than a duplicate", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner, {
      skills: ["React", "Kubernetes"],
      openPositions: 3,
    });
    await acceptMember(t, owner, projectId, ["React"]);
    const duplicate = await createUser(t);
    await duplicate.as.mutation(api.profiles.update, { skills: ["React"] });
    const complement = await createUser(t);
    await complement.as.mutation(api.profiles.update, {
      skills: ["Kubernetes"],
    });
    const score = async (profileId: typeof duplicate.profileId) =>
      (await owner.as.query(api.matching.explain, { projectId, profileId }))
        ?.score ?? -1;
    expect(await score(complement.profileId)).toBeGreaterThan(
      await score(duplicate.profileId),
    );
  });
});

describe("recommendations", () => {
  test("only open projects with seats, not the viewer's own, not applied to; signed out empty", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const open = await createProjectAs(owner, { title: "Open project" });
    const applied = await createProjectAs(owner, { title: "Applied project" });
    const closed = await createProjectAs(owner, { title: "Closed project" });
    await createProjectAs(builder, { title: "My own project" });
    await builder.as.mutation(api.applications.apply, { projectId: applied });
    await owner.as.mutation(api.projects.close, { projectId: closed });
    const recommended = await builder.as.query(
      api.matching.recommendedProjects,
      { limit: 10 },
    );
    expect(recommended.map((project) => project._id)).toEqual([open]);
    expect(recommended[0]?.match?.score).toBeGreaterThan(0);
    expect(await t.query(api.matching.recommendedProjects, {})).toEqual([]);
  });

  test("a fitting project is found through the skill index, however many newer ones there are", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    await builder.as.mutation(api.profiles.update, { skills: ["PyTorch"] });
    const fitting = await createProjectAs(owner, {
      title: "Speech model training",
      // Not in the builder's field, so only the skill index can find it.
      category: "Other",
      skills: ["Python", "Deep Learning"],
    });
    for (let i = 0; i < 20; i += 1) {
      await createProjectAs(owner, {
        title: `Landing page ${i}`,
        category: "Marketing",
        skills: ["SEO", "Copywriting"],
      });
    }
    const [best] = await builder.as.query(api.matching.recommendedProjects, {
      limit: 3,
    });
    expect(best?._id).toBe(fitting);
    expect(best?.match?.reasons).toContainEqual({
      kind: "implied",
      tone: "positive",
      text: "PyTorch counts as Python",
    });
  });

  test("suggestions find builders by the skills the team lacks", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner, {
      category: "Design",
      skills: ["Figma", "Kubernetes"],
      openPositions: 3,
    });
    // Many builders in Development (the default expertise) without the skills.
    for (let i = 0; i < 20; i += 1) await createUser(t);
    const k8s = await createUser(t);
    await k8s.as.mutation(api.profiles.update, { skills: ["k8s"] });
    const [best] = await owner.as.query(api.matching.suggestedBuilders, {
      projectId,
      limit: 3,
    });
    expect(best?._id).toBe(k8s.profileId);
    expect(best?.skills).toEqual(["Kubernetes"]);
  });

  test("suggestions are for the owner only and skip members and applicants", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner, { openPositions: 3 });
    const member = await acceptMember(t, owner, projectId, ["React"]);
    const applicant = await createUser(t);
    await applicant.as.mutation(api.applications.apply, { projectId });
    const candidate = await createUser(t);
    const suggested = await owner.as.query(api.matching.suggestedBuilders, {
      projectId,
      limit: 20,
    });
    const ids = suggested.map((profile) => profile._id);
    expect(ids).toContain(candidate.profileId);
    expect(ids).not.toContain(member.profileId);
    expect(ids).not.toContain(applicant.profileId);
    expect(ids).not.toContain(owner.profileId);
    await expectAppError(
      candidate.as.query(api.matching.suggestedBuilders, { projectId }),
      "FORBIDDEN",
    );
    await expectAppError(
      t.query(api.matching.suggestedBuilders, { projectId }),
      "UNAUTHENTICATED",
    );
  });
});

describe("availability, roles and terms", () => {
  test("a builder not looking for projects is never suggested, and their card shows no match", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner, {
      skills: ["Kubernetes"],
      openPositions: 3,
    });
    const away = await createUser(t);
    await away.as.mutation(api.profiles.update, {
      skills: ["Kubernetes"],
      availability: "not-looking",
    });
    const open = await createUser(t);
    await open.as.mutation(api.profiles.update, { skills: ["Kubernetes"] });
    const suggested = async () =>
      (
        await owner.as.query(api.matching.suggestedBuilders, {
          projectId,
          limit: 50,
        })
      ).map((profile) => profile._id);
    expect(await suggested()).toContain(open.profileId);
    expect(await suggested()).not.toContain(away.profileId);
    const card = async (profileId: Id<"profiles">) =>
      (await owner.as.query(api.builders.get, { profileId }))?.match;
    expect(await card(away.profileId)).toBeNull();
    expect((await card(open.profileId))?.project._id).toBe(projectId);
    // Open to projects again: suggested again.
    await away.as.mutation(api.profiles.update, { availability: "open" });
    expect(await suggested()).toContain(away.profileId);
  });

  test("a busy builder comes after an open one who fits as well, with the reason", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner, {
      skills: ["Kubernetes"],
      openPositions: 3,
    });
    const open = await createUser(t);
    await open.as.mutation(api.profiles.update, { skills: ["Kubernetes"] });
    // Newer, so it would come first on a tie.
    const busy = await createUser(t);
    await busy.as.mutation(api.profiles.update, {
      skills: ["Kubernetes"],
      availability: "busy",
    });
    const [first, second] = await owner.as.query(
      api.matching.suggestedBuilders,
      { projectId, limit: 2 },
    );
    expect(first?._id).toBe(open.profileId);
    expect(second?._id).toBe(busy.profileId);
    expect(second?.match.score).toBe(first?.match.score);
    expect(second?.match.reasons).toContainEqual({
      kind: "availability",
      tone: "neutral",
      text: "Busy at the moment",
    });
  });

  test("a builder's match is for the role they fit; a member's, for the role they hold", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await owner.as.mutation(api.projects.create, {
      title: "Speech coach",
      description: "A voice model that coaches speakers, with a clear app.",
      category: "Development",
      skills: [],
      roles: [
        { title: "ML engineer", skills: ["PyTorch"], seats: 1 },
        { title: "Product designer", skills: ["Figma"], seats: 1 },
      ],
    });
    const builder = await createUser(t);
    await builder.as.mutation(api.profiles.update, { skills: ["PyTorch"] });
    const mine = await builder.as.query(api.matching.explain, { projectId });
    expect(mine?.role).toEqual({ key: "r1", title: "ML engineer" });
    expect(mine?.reasons[0]?.text).toBe("Best fit: ML engineer");
    const card = await builder.as.query(api.projects.get, { projectId });
    expect(card?.match?.role.key).toBe("r1");
    // Accepted as the designer: their match is for that role.
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
      roleKey: "r2",
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    const member = await builder.as.query(api.matching.explain, { projectId });
    expect(member?.role).toEqual({ key: "r2", title: "Product designer" });
    expect(member?.reasons[0]?.text).toBe("Your role: Product designer");
    expect(member?.missingSkills).toEqual(["Figma"]);
    // The card says the same, and viewerStates names the role for the web app.
    const memberCard = await builder.as.query(api.projects.get, { projectId });
    expect(memberCard?.match).toEqual(member);
    expect(
      await builder.as.query(api.projects.viewerStates, {
        projectIds: [projectId],
      }),
    ).toEqual([
      { projectId, viewerApplicationStatus: "accepted", viewerRoleKey: "r2" },
    ]);
  });

  test("the time zone and commitment parts come from the project's terms and the builder's profile", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await owner.as.mutation(api.projects.create, {
      ...validProjectInput,
      timeZones: { from: "Europe/Berlin", to: "Europe/Berlin" },
      commitment: { kind: "hours", hoursPerWeek: 10 },
    });
    const builder = await createUser(t);
    await builder.as.mutation(api.profiles.update, {
      timeZone: "Europe/Paris",
      hoursPerWeek: 20,
    });
    const mine = await builder.as.query(api.matching.explain, { projectId });
    // Paris keeps Berlin's offset all year: a full day of overlap.
    expect(mine?.reasons).toContainEqual({
      kind: "timeZone",
      tone: "positive",
      text: "8 hours of overlap with the team's time zone",
    });
    expect(mine?.reasons).toContainEqual({
      kind: "commitment",
      tone: "positive",
      text: "Wants 10 h a week, you offer 20",
    });
    const theirs = await owner.as.query(api.matching.explain, {
      projectId,
      profileId: builder.profileId,
    });
    expect(theirs?.reasons).toContainEqual({
      kind: "commitment",
      tone: "positive",
      text: "Offers 20 h a week, you want 10 h a week",
    });
    expect(theirs?.score).toBe(mine?.score);
  });
});
