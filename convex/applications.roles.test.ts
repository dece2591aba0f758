import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ERROR_MESSAGES } from "./shared/errors";
import {
  applicationOf,
  createProjectAs,
  createUser,
  expectAppError,
  noticesOf,
  setup,
  type TestConvex,
  type TestUser,
} from "./test.helpers";

/**
 * An owner's project with two named roles (one ML engineer seat, two designer
 * seats), five people to apply and `apply`, which applies one for a role.
 */
async function world() {
  const t = setup();
  const owner = await createUser(t, { name: "Olivia Owner" });
  const projectId = await owner.as.mutation(api.projects.create, {
    title: "Voice Notes AI",
    description: "Turns voice memos into searchable, summarized notes.",
    category: "Development",
    skills: ["React"],
    roles: [
      { title: "ML engineer", skills: ["PyTorch"], seats: 1 },
      { title: "Product designer", skills: ["Figma"], seats: 2 },
    ],
  });
  const people: TestUser[] = [];
  for (let i = 0; i < 5; i += 1) {
    people.push(await createUser(t, { name: `Applicant ${i}` }));
  }
  const apply = (person: TestUser, roleKey: string) =>
    person.as.mutation(api.applications.apply, { projectId, roleKey });
  return { t, owner, projectId, people, apply };
}

async function rolesOf(t: TestConvex, projectId: Id<"projects">) {
  const project = await t.query(api.projects.get, { projectId });
  return {
    status: project?.status,
    filledPositions: project?.filledPositions,
    filled: project?.roles.map((role) => [role.key, role.filled]),
  };
}

describe("applying for a role", () => {
  test("a project with several roles needs the role; a key it lacks is not found", async () => {
    const { projectId, people, apply } = await world();
    const [ann] = people;
    await expectAppError(
      ann!.as.mutation(api.applications.apply, { projectId }),
      "INVALID_INPUT",
      ERROR_MESSAGES.roleRequired,
    );
    await expectAppError(
      apply(ann!, "r9"),
      "NOT_FOUND",
      ERROR_MESSAGES.roleNotFound,
    );
  });

  test("the role is stored and shown on both lists with its title", async () => {
    const { t, owner, projectId, people, apply } = await world();
    const [ann] = people;
    const id = await apply(ann!, "r2");
    expect((await applicationOf(t, id))?.roleKey).toBe("r2");
    const [mine] = await ann!.as.query(api.applications.listMine, {});
    expect(mine?.role).toEqual({ key: "r2", title: "Product designer" });
    const [row] = await owner.as.query(api.applications.listForProject, {
      projectId,
    });
    expect(row?.role).toEqual({ key: "r2", title: "Product designer" });
  });

  test("a project with one role stores that role's key without being told it", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const projectId = await createProjectAs(owner);
    const id = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    expect((await applicationOf(t, id))?.roleKey).toBe("r1");
  });
});

describe("accepting per role", () => {
  test("accept fills the application's role; its last seat closes that role's other applications (roleFilled, each told); the other role still recruits", async () => {
    const { t, owner, projectId, people, apply } = await world();
    const [ml1, ml2, designer, later] = people;
    const a = await apply(ml1!, "r1");
    const b = await apply(ml2!, "r1");
    const c = await apply(designer!, "r2");

    await owner.as.mutation(api.applications.accept, { applicationId: a });
    expect(await rolesOf(t, projectId)).toEqual({
      status: "open",
      filledPositions: 1,
      filled: [
        ["r1", 1],
        ["r2", 0],
      ],
    });
    expect(await applicationOf(t, b)).toMatchObject({
      status: "rejected",
      closedBecause: "roleFilled",
    });
    expect(await noticesOf(ml2!)).toEqual(["rejected:roleFilled"]);
    const [mine] = await ml2!.as.query(api.applications.listMine, {});
    expect(mine).toMatchObject({
      status: "rejected",
      closedBecause: "roleFilled",
    });
    // The designer's application waits on; the filled role refuses more.
    expect((await applicationOf(t, c))?.status).toBe("pending");
    await expectAppError(
      apply(later!, "r1"),
      "PROJECT_FULL",
      ERROR_MESSAGES.roleFilled,
    );
    await apply(later!, "r2");
  });

  test("a pending application for a filled role cannot take a seat", async () => {
    const { t, owner, projectId, people, apply } = await world();
    const [ml1, ml2] = people;
    const a = await apply(ml1!, "r1");
    await owner.as.mutation(api.applications.accept, { applicationId: a });
    // Left pending by a write that bypassed closure (as data from elsewhere).
    const stray = await t.run(
      async (ctx) =>
        await ctx.db.insert("applications", {
          projectId,
          applicantId: ml2!.userId,
          message: "",
          roleKey: "r1",
          status: "pending",
          createdAt: Date.now(),
        }),
    );
    await expectAppError(
      owner.as.mutation(api.applications.accept, { applicationId: stray }),
      "PROJECT_FULL",
      ERROR_MESSAGES.roleFilled,
    );
    expect((await rolesOf(t, projectId)).filled).toEqual([
      ["r1", 1],
      ["r2", 0],
    ]);
  });

  test("an accept refused because the role filled says so", async () => {
    const { owner, people, apply } = await world();
    const [ml1, ml2] = people;
    const a = await apply(ml1!, "r1");
    const b = await apply(ml2!, "r1");
    await owner.as.mutation(api.applications.accept, { applicationId: a });
    await expectAppError(
      owner.as.mutation(api.applications.accept, { applicationId: b }),
      "PROJECT_FULL",
      ERROR_MESSAGES.roleFilled,
    );
  });

  test("accepts fired together fill each role once, and the project is full when every role is", async () => {
    const { t, owner, projectId, people, apply } = await world();
    const [ml1, ml2, d1, d2, d3] = people;
    const ids = [
      await apply(ml1!, "r1"),
      await apply(ml2!, "r1"),
      await apply(d1!, "r2"),
      await apply(d2!, "r2"),
      await apply(d3!, "r2"),
    ];
    const results = await Promise.allSettled(
      ids.map((applicationId) =>
        owner.as.mutation(api.applications.accept, { applicationId }),
      ),
    );
    // One ML engineer seat and two designer seats: three accepts succeed.
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const refused of results.filter((r) => r.status === "rejected")) {
      expect(refused.reason).toMatchObject({ data: { code: "PROJECT_FULL" } });
    }
    expect(await rolesOf(t, projectId)).toEqual({
      status: "full",
      filledPositions: 3,
      filled: [
        ["r1", 1],
        ["r2", 2],
      ],
    });
    const statuses = await Promise.all(
      ids.map(async (id) => (await applicationOf(t, id))?.status),
    );
    expect(statuses.filter((s) => s === "accepted")).toHaveLength(3);
    expect(statuses.filter((s) => s === "rejected")).toHaveLength(2);
  });
});
