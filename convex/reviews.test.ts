import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { REVIEW_WINDOW_MS } from "./shared/trust";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

type User = Awaited<ReturnType<typeof createUser>>;

/** A project by `owner` that accepted each of `members`, then completed. */
async function completedProject(
  owner: User,
  members: User[],
  { complete = true } = {},
): Promise<Id<"projects">> {
  const projectId = await createProjectAs(owner, { openPositions: 5 });
  for (const member of members) {
    const applicationId = await member.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
  }
  if (complete) {
    await owner.as.mutation(api.projects.complete, { projectId });
  }
  return projectId;
}

async function review(
  author: User,
  projectId: Id<"projects">,
  subject: User,
  rating = 5,
) {
  return await author.as.mutation(api.reviews.create, {
    projectId,
    subjectId: subject.userId,
    rating,
    text: "Shipped on time and explained every trade-off.",
  });
}

async function row(t: TestConvex, user: User) {
  return await t.query(api.builders.get, { profileId: user.profileId });
}

async function verifyEmail(t: TestConvex, user: User) {
  await t.run(
    async (ctx) =>
      await ctx.db.patch("users", user.userId, {
        emailVerificationTime: Date.now(),
      }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("projects.complete", () => {
  test("freezes the team, counts the completion for each member and tells the members", async () => {
    const t = setup();
    const owner = await createUser(t);
    const member = await createUser(t);
    const projectId = await completedProject(owner, [member]);
    const project = await t.query(api.projects.get, { projectId });
    expect(project?.status).toBe("completed");
    expect((await row(t, owner))?.completedProjectsCount).toBe(1);
    expect((await row(t, member))?.completedProjectsCount).toBe(1);
    const team = await t.run(
      async (ctx) => await ctx.db.query("projectTeams").take(10),
    );
    expect(team.map((r) => r.role).sort()).toEqual(["member", "owner"]);
    const notes = await member.as.query(api.notifications.list, {
      paginationOpts: { numItems: 5, cursor: null },
    });
    expect(notes.page.map((n) => n.kind)).toContain("projectCompleted");
  });

  test("needs an accepted member, and a completed project takes no applications", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    await expectAppError(
      owner.as.mutation(api.projects.complete, { projectId }),
      "INVALID_INPUT",
      "Accept at least one collaborator before marking this project completed.",
    );
    const member = await createUser(t);
    const late = await createUser(t);
    const lateApplication = await late.as.mutation(api.applications.apply, {
      projectId,
    });
    const applicationId = await member.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    await owner.as.mutation(api.projects.complete, { projectId });
    const newcomer = await createUser(t);
    await expectAppError(
      newcomer.as.mutation(api.applications.apply, { projectId }),
      "PROJECT_CLOSED",
      "This project is completed and no longer accepts applications.",
    );
    // Completing closed the application still waiting: accepting it says why.
    await expectAppError(
      owner.as.mutation(api.applications.accept, {
        applicationId: lateApplication,
      }),
      "PROJECT_CLOSED",
    );
    await expectAppError(
      owner.as.mutation(api.invites.send, {
        projectId,
        profileId: newcomer.profileId,
      }),
      "PROJECT_CLOSED",
    );
  });
});

describe("a builder's projects on their profile", () => {
  test("an accepted membership is current until completion, then it is a completed project", async () => {
    const t = setup();
    const owner = await createUser(t);
    const member = await createUser(t);
    const projectId = await completedProject(owner, [member], {
      complete: false,
    });
    const current = () =>
      t.query(api.builders.currentProjects, { profileId: member.profileId });
    const completed = () =>
      t.query(api.builders.completedProjects, { profileId: member.profileId });
    expect((await current()).map((p) => p._id)).toEqual([projectId]);
    expect(await completed()).toEqual([]);
    await owner.as.mutation(api.projects.complete, { projectId });
    expect(await current()).toEqual([]);
    expect(await completed()).toMatchObject([{ projectId, role: "member" }]);
    expect(
      await t.query(api.builders.completedProjects, {
        profileId: owner.profileId,
      }),
    ).toMatchObject([{ projectId, role: "owner" }]);
  });
});

describe("reviews.create", () => {
  test("teammates review each other once; outsiders, themselves and repeats are refused", async () => {
    const t = setup();
    const owner = await createUser(t);
    const member = await createUser(t);
    const outsider = await createUser(t);
    const projectId = await completedProject(owner, [member]);
    await review(owner, projectId, member);
    await review(member, projectId, owner, 4);
    await expectAppError(review(owner, projectId, member), "ALREADY_REVIEWED");
    await expectAppError(
      review(outsider, projectId, member),
      "FORBIDDEN",
      "Only teammates of a completed project can review each other.",
    );
    await expectAppError(review(owner, projectId, outsider), "FORBIDDEN");
    await expectAppError(review(owner, projectId, owner), "INVALID_INPUT");
    const reviews = await t.query(api.reviews.forProfile, {
      profileId: member.profileId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(reviews.page).toHaveLength(1);
    expect(reviews.page[0]).toMatchObject({
      rating: 5,
      project: { _id: projectId },
      canReply: false,
    });
  });

  test("not before completion, and not after the review window", async () => {
    const t = setup();
    const owner = await createUser(t);
    const member = await createUser(t);
    const projectId = await completedProject(owner, [member], {
      complete: false,
    });
    await expectAppError(review(owner, projectId, member), "FORBIDDEN");
    await owner.as.mutation(api.projects.complete, { projectId });
    vi.setSystemTime(Date.now() + REVIEW_WINDOW_MS + 1);
    await expectAppError(
      review(owner, projectId, member),
      "INVALID_TRANSITION",
      "The review period for this project has ended.",
    );
  });

  test("checks the rating and the text", async () => {
    const t = setup();
    const owner = await createUser(t);
    const member = await createUser(t);
    const projectId = await completedProject(owner, [member]);
    for (const [rating, text] of [
      [0, "ok"],
      [6, "ok"],
      [4.5, "ok"],
      [4, "   "],
      [4, "x".repeat(1001)],
    ] as const) {
      await expectAppError(
        owner.as.mutation(api.reviews.create, {
          projectId,
          subjectId: member.userId,
          rating,
          text,
        }),
        "INVALID_INPUT",
      );
    }
  });
});

describe("reviews.reply", () => {
  test("only the person reviewed, once", async () => {
    const t = setup();
    const owner = await createUser(t);
    const member = await createUser(t);
    const projectId = await completedProject(owner, [member]);
    const reviewId = await review(owner, projectId, member);
    await expectAppError(
      owner.as.mutation(api.reviews.reply, { reviewId, text: "Thanks!" }),
      "FORBIDDEN",
    );
    await member.as.mutation(api.reviews.reply, {
      reviewId,
      text: "Thank you, it was a joy.",
    });
    await expectAppError(
      member.as.mutation(api.reviews.reply, { reviewId, text: "Again" }),
      "INVALID_TRANSITION",
    );
    const [shown] = (
      await member.as.query(api.reviews.forProfile, {
        profileId: member.profileId,
        paginationOpts: { numItems: 10, cursor: null },
      })
    ).page;
    expect(shown?.reply?.text).toBe("Thank you, it was a joy.");
    expect(shown?.canReply).toBe(false);
  });
});

describe("rating and Verified", () => {
  test("the rating shows from the third review, in the review's own transaction", async () => {
    const t = setup();
    const owner = await createUser(t);
    const members = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    const [subject] = members as [User, User, User];
    const projectId = await completedProject(owner, members);
    await review(owner, projectId, subject, 5);
    await review(members[1]!, projectId, subject, 4);
    expect((await row(t, subject))?.rating).toBeNull();
    expect((await row(t, subject))?.reviewCount).toBe(2);
    await review(members[2]!, projectId, subject, 4);
    expect((await row(t, subject))?.rating).toEqual({ average: 4.3, count: 3 });
  });

  test("Verified needs a verified email, 3 completed projects and an average of 4 from 3 reviews", async () => {
    const t = setup();
    const builder = await createUser(t);
    const owners = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    const projects: Id<"projects">[] = [];
    for (const owner of owners) {
      projects.push(await completedProject(owner, [builder]));
    }
    expect((await row(t, builder))?.verified).toBe(false);
    await review(owners[0]!, projects[0]!, builder, 5);
    await review(owners[1]!, projects[1]!, builder, 4);
    expect((await row(t, builder))?.verified).toBe(false);
    await review(owners[2]!, projects[2]!, builder, 4);
    // Ratings and projects are there; the email is not verified yet.
    expect((await row(t, builder))?.verified).toBe(false);
    await verifyEmail(t, builder);
    expect((await row(t, builder))?.verified).toBe(true);
    const check = await t.query(api.builders.verification, {
      profileId: builder.profileId,
    });
    expect(check).toMatchObject({
      verified: true,
      emailVerified: true,
      completedProjects: 3,
      reviewCount: 3,
      averageRating: 4.3,
    });
    expect(check?.verifiedAt).toEqual(expect.any(Number));
  });

  test("a low review that drops the average below 4 takes Verified away", async () => {
    const t = setup();
    const builder = await createUser(t);
    await verifyEmail(t, builder);
    const owners = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    const projects: Id<"projects">[] = [];
    for (const owner of owners) {
      projects.push(await completedProject(owner, [builder]));
    }
    for (let i = 0; i < 3; i++)
      await review(owners[i]!, projects[i]!, builder, 4);
    expect((await row(t, builder))?.verified).toBe(true);
    await review(owners[3]!, projects[3]!, builder, 1);
    expect((await row(t, builder))?.verified).toBe(false);
    expect(
      (
        await t.query(api.builders.verification, {
          profileId: builder.profileId,
        })
      )?.verifiedAt,
    ).toBeNull();
  });
});

describe("reviews.toWrite", () => {
  test("lists each teammate the viewer has not reviewed, to them only, until written", async () => {
    const t = setup();
    const owner = await createUser(t, { name: "Olive Owner" });
    const ana = await createUser(t, { name: "Ana Member" });
    const ben = await createUser(t, { name: "Ben Member" });
    const outsider = await createUser(t);
    const projectId = await completedProject(owner, [ana, ben]);
    const owed = async (user: User) =>
      (await user.as.query(api.reviews.toWrite, {})).map(
        (item) => `${item.person.name} @ ${item.project._id === projectId}`,
      );
    expect(await owed(ana)).toEqual([
      "Olive Owner @ true",
      "Ben Member @ true",
    ]);
    const [first] = await ana.as.query(api.reviews.toWrite, {});
    const completedAt = await t.run(
      async (ctx) => (await ctx.db.get("projects", projectId))?.completedAt,
    );
    expect(first?.windowEndsAt).toBe(completedAt! + REVIEW_WINDOW_MS);
    expect(await t.query(api.reviews.toWrite, {})).toEqual([]);
    expect(await owed(outsider)).toEqual([]);
    await review(ana, projectId, ben);
    expect(await owed(ana)).toEqual(["Olive Owner @ true"]);
    // Ben's list is his own: Ana's review of him changes nothing there.
    expect(await owed(ben)).toEqual([
      "Olive Owner @ true",
      "Ana Member @ true",
    ]);
  });

  test("a project not completed owes no reviews", async () => {
    const t = setup();
    const owner = await createUser(t);
    const member = await createUser(t);
    await completedProject(owner, [member], { complete: false });
    expect(await member.as.query(api.reviews.toWrite, {})).toEqual([]);
  });
});
