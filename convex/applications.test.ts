import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { APPLICATION_TRANSITIONS, canTransition } from "./model/applications";
import { APPLICATION_STATUSES } from "./shared/constants";
import { ERROR_MESSAGES } from "./shared/errors";
import { APPLICATION_STATUS_LABELS } from "./shared/status";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
} from "./test.helpers";

const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

async function world(openPositions = 2) {
  const t = setup();
  const owner = await createUser(t, { name: "Olivia Owner" });
  const builder = await createUser(t, { name: "Bruno Builder" });
  const projectId = await createProjectAs(owner, { openPositions });
  return { t, owner, builder, projectId };
}

describe("applications.apply", () => {
  test("creates a pending application with no note when none is written", async () => {
    const { t, builder, projectId } = await world();
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    const stored = await t.run(
      async (ctx) => await ctx.db.get("applications", applicationId),
    );
    expect(stored).toMatchObject({
      projectId,
      applicantId: builder.userId,
      status: "pending",
      message: "",
    });
    expect(stored?.decidedAt).toBeUndefined();
  });

  test("keeps a written note (trimmed); a blank one is no note", async () => {
    const { t, owner, builder, projectId } = await world();
    const second = await createProjectAs(owner);
    const a = await builder.as.mutation(api.applications.apply, {
      projectId,
      message: "  I built three RAG pipelines.  ",
    });
    const b = await builder.as.mutation(api.applications.apply, {
      projectId: second,
      message: "   ",
    });
    const [msgA, msgB] = await t.run(async (ctx) => [
      (await ctx.db.get("applications", a))?.message,
      (await ctx.db.get("applications", b))?.message,
    ]);
    expect(msgA).toBe("I built three RAG pipelines.");
    expect(msgB).toBe("");
  });

  test("needs sign-in", async () => {
    const { t, projectId } = await world();
    await expectAppError(
      t.mutation(api.applications.apply, { projectId }),
      "UNAUTHENTICATED",
    );
  });

  test("refuses the creator's own project", async () => {
    const { owner, projectId } = await world();
    await expectAppError(
      owner.as.mutation(api.applications.apply, { projectId }),
      "OWN_PROJECT",
      "You cannot apply to your own project.",
    );
  });

  test("refuses a second application, even after withdrawing, with the spec's text", async () => {
    const { builder, projectId } = await world();
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await expectAppError(
      builder.as.mutation(api.applications.apply, { projectId }),
      "ALREADY_APPLIED",
      "You have already applied to this project",
    );
    await builder.as.mutation(api.applications.withdraw, { applicationId });
    await expectAppError(
      builder.as.mutation(api.applications.apply, { projectId }),
      "ALREADY_APPLIED",
    );
  });

  test("refuses a closed project and a full one with clear messages", async () => {
    const { t, owner, builder, projectId } = await world(1);
    const late = await createUser(t);
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    await expectAppError(
      late.as.mutation(api.applications.apply, { projectId }),
      "PROJECT_FULL",
      "This project has no open positions left.",
    );
    await owner.as.mutation(api.projects.close, { projectId });
    await expectAppError(
      late.as.mutation(api.applications.apply, { projectId }),
      "PROJECT_CLOSED",
      "This project is closed and no longer accepts applications.",
    );
  });

  test("refuses a project that does not exist", async () => {
    const { t, builder, projectId } = await world();
    await t.run(async (ctx) => await ctx.db.delete("projects", projectId));
    await expectAppError(
      builder.as.mutation(api.applications.apply, { projectId }),
      "NOT_FOUND",
      "Project not found.",
    );
  });

  test("refuses a message over the limit", async () => {
    const { builder, projectId } = await world();
    await expectAppError(
      builder.as.mutation(api.applications.apply, {
        projectId,
        message: "x".repeat(2001),
      }),
      "INVALID_INPUT",
    );
  });

  test("two parallel applies by one user to one project leave one application", async () => {
    const { t, builder, projectId } = await world();
    const results = await Promise.allSettled([
      builder.as.mutation(api.applications.apply, { projectId }),
      builder.as.mutation(api.applications.apply, { projectId }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected");
    expect(rejected?.reason).toMatchObject({
      data: { code: "ALREADY_APPLIED" },
    });
    const rows = await t.run(
      async (ctx) =>
        await ctx.db
          .query("applications")
          .withIndex("by_project_and_applicant", (q) =>
            q.eq("projectId", projectId).eq("applicantId", builder.userId),
          )
          .take(10),
    );
    expect(rows).toHaveLength(1);
  });
});

describe("applications.accept / reject / withdraw", () => {
  test("accepting takes a seat; the last seat marks the project full", async () => {
    const { t, owner, builder, projectId } = await world(2);
    const second = await createUser(t);
    const a = await builder.as.mutation(api.applications.apply, { projectId });
    const b = await second.as.mutation(api.applications.apply, { projectId });

    await owner.as.mutation(api.applications.accept, { applicationId: a });
    expect(await t.query(api.projects.get, { projectId })).toMatchObject({
      filledPositions: 1,
      seatsLeft: 1,
      status: "open",
    });
    await owner.as.mutation(api.applications.accept, { applicationId: b });
    expect(await t.query(api.projects.get, { projectId })).toMatchObject({
      filledPositions: 2,
      seatsLeft: 0,
      status: "full",
    });
    const stored = await t.run(
      async (ctx) => await ctx.db.get("applications", a),
    );
    expect(stored).toMatchObject({
      status: "accepted",
      decidedAt: anyNumber,
    });
  });

  test("the last seat closes the other pending applications: accepting one then is refused", async () => {
    const { t, owner, builder, projectId } = await world(1);
    const second = await createUser(t);
    const a = await builder.as.mutation(api.applications.apply, { projectId });
    const b = await second.as.mutation(api.applications.apply, { projectId });
    await owner.as.mutation(api.applications.accept, { applicationId: a });
    const stored = await t.run(
      async (ctx) => await ctx.db.get("applications", b),
    );
    expect(stored).toMatchObject({ status: "rejected", closedBecause: "full" });
    // Refused with the reason it closed, not a bare "only pending".
    await expectAppError(
      owner.as.mutation(api.applications.accept, { applicationId: b }),
      "PROJECT_FULL",
      ERROR_MESSAGES.projectFull,
    );
  });

  test("a project's seats are refused to an accept once it is closed", async () => {
    const { t, owner, builder, projectId } = await world();
    const a = await builder.as.mutation(api.applications.apply, { projectId });
    // An application left pending on a closed project (written before
    // closing closed them) still cannot take a seat.
    await t.run(async (ctx) => {
      await ctx.db.patch("projects", projectId, { status: "closed" });
    });
    await expectAppError(
      owner.as.mutation(api.applications.accept, { applicationId: a }),
      "PROJECT_CLOSED",
    );
  });

  test("accepts racing for the last seat take it once", async () => {
    const { t, owner, builder, projectId } = await world(1);
    const second = await createUser(t);
    const a = await builder.as.mutation(api.applications.apply, { projectId });
    const b = await second.as.mutation(api.applications.apply, { projectId });
    const results = await Promise.allSettled([
      owner.as.mutation(api.applications.accept, { applicationId: a }),
      owner.as.mutation(api.applications.accept, { applicationId: b }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    // The winner's accept closed the other application with the last seat.
    expect(results.find((r) => r.status === "rejected")?.reason).toMatchObject({
      data: { code: "PROJECT_FULL" },
    });
    const project = await t.query(api.projects.get, { projectId });
    expect(project).toMatchObject({ filledPositions: 1, status: "full" });
    const statuses = await t.run(async (ctx) =>
      (
        await ctx.db
          .query("applications")
          .withIndex("by_project_and_createdAt", (q) =>
            q.eq("projectId", projectId),
          )
          .take(10)
      ).map((row) => row.status),
    );
    expect(statuses.sort()).toEqual(["accepted", "rejected"]);
  });

  test("the same application accepted twice in parallel takes one seat", async () => {
    const { t, owner, builder, projectId } = await world(3);
    const a = await builder.as.mutation(api.applications.apply, { projectId });
    const results = await Promise.allSettled([
      owner.as.mutation(api.applications.accept, { applicationId: a }),
      owner.as.mutation(api.applications.accept, { applicationId: a }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")?.reason).toMatchObject({
      data: { code: "INVALID_TRANSITION" },
    });
    expect(
      (await t.query(api.projects.get, { projectId }))?.filledPositions,
    ).toBe(1);
  });

  test.each([
    ["accept", "Only pending applications can be accepted."],
    ["reject", "Only pending applications can be rejected."],
  ] as const)("%s works on pending only", async (action, message) => {
    const { owner, builder, projectId } = await world();
    const a = await builder.as.mutation(api.applications.apply, { projectId });
    await builder.as.mutation(api.applications.withdraw, { applicationId: a });
    await expectAppError(
      owner.as.mutation(api.applications[action], { applicationId: a }),
      "INVALID_TRANSITION",
      message,
    );
  });

  test("reject marks the application rejected and takes no seat", async () => {
    const { t, owner, builder, projectId } = await world();
    const a = await builder.as.mutation(api.applications.apply, { projectId });
    await owner.as.mutation(api.applications.reject, { applicationId: a });
    const stored = await t.run(
      async (ctx) => await ctx.db.get("applications", a),
    );
    expect(stored).toMatchObject({
      status: "rejected",
      decidedAt: anyNumber,
    });
    expect((await t.query(api.projects.get, { projectId }))?.seatsLeft).toBe(2);
    await expectAppError(
      owner.as.mutation(api.applications.accept, { applicationId: a }),
      "INVALID_TRANSITION",
    );
  });

  test("withdraw is the applicant's, on pending only", async () => {
    const { owner, builder, projectId } = await world();
    const a = await builder.as.mutation(api.applications.apply, { projectId });
    await owner.as.mutation(api.applications.accept, { applicationId: a });
    await expectAppError(
      builder.as.mutation(api.applications.withdraw, { applicationId: a }),
      "INVALID_TRANSITION",
      "Only pending applications can be withdrawn.",
    );
  });

  test("a missing application is NOT_FOUND", async () => {
    const { t, owner, builder, projectId } = await world();
    const a = await builder.as.mutation(api.applications.apply, { projectId });
    await t.run(async (ctx) => await ctx.db.delete("applications", a));
    await expectAppError(
      owner.as.mutation(api.applications.accept, { applicationId: a }),
      "NOT_FOUND",
      "Application not found.",
    );
  });
});

describe("application reads", () => {
  test("listMine carries the project's title, category and creator, newest first", async () => {
    const { t, owner, builder, projectId } = await world();
    const second = await createProjectAs(owner, {
      title: "Second Project",
      category: "Marketing",
    });
    await builder.as.mutation(api.applications.apply, { projectId });
    await builder.as.mutation(api.applications.apply, { projectId: second });
    const mine = await builder.as.query(api.applications.listMine, {});
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      status: "pending",
      decidedAt: null,
      project: {
        _id: second,
        title: "Second Project",
        category: "Marketing",
        status: "open",
        creator: { id: owner.userId, name: "Olivia Owner", avatarUrl: null },
      },
    });
    expect(mine[1]?.project._id).toBe(projectId);
    expect(mine[0]!.createdAt).toBeGreaterThanOrEqual(mine[1]!.createdAt);
    expect(await owner.as.query(api.applications.listMine, {})).toEqual([]);
    expect(await t.query(api.applications.listMine, {})).toEqual([]);
  });

  test("listForProject gives the owner applicant summaries, statuses and dates", async () => {
    const { owner, builder, projectId } = await world();
    await builder.as.mutation(api.profiles.update, {
      role: "ML Engineer",
      skills: ["PyTorch"],
    });
    const a = await builder.as.mutation(api.applications.apply, {
      projectId,
      message: "Hello!",
    });
    await owner.as.mutation(api.applications.reject, { applicationId: a });
    const rows = await owner.as.query(api.applications.listForProject, {
      projectId,
    });
    expect(rows).toEqual([
      {
        _id: a,
        status: "rejected",
        message: "Hello!",
        closedBecause: null,
        createdAt: anyNumber,
        decidedAt: anyNumber,
        role: { key: "r1", title: "" },
        attachment: null,
        applicant: {
          id: builder.userId,
          profileId: anyString,
          name: "Bruno Builder",
          username: anyString,
          role: "ML Engineer",
          avatarUrl: null,
          skills: ["PyTorch"],
        },
      },
    ]);
  });
});

describe("status labels and transitions", () => {
  test("every status has the spec's label", () => {
    expect(APPLICATION_STATUS_LABELS).toEqual({
      pending: "Pending Review",
      accepted: "Accepted",
      rejected: "Not Selected",
      withdrawn: "Withdrawn",
      expired: "Expired",
      removed: "Removed from team",
      left: "Left team",
    });
  });

  test("pending moves to accepted, rejected, withdrawn or expired; only expired returns to pending; a member is removed or leaves", () => {
    const allowed = APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.filter((to) => canTransition(from, to)).map(
        (to) => `${from}->${to}`,
      ),
    );
    expect(allowed).toEqual([
      "pending->accepted",
      "pending->rejected",
      "pending->withdrawn",
      "pending->expired",
      "accepted->removed",
      "accepted->left",
      "expired->pending",
    ]);
    expect(Object.keys(APPLICATION_TRANSITIONS).sort()).toEqual(
      [...APPLICATION_STATUSES].sort(),
    );
  });
});
