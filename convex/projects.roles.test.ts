import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { ERROR_MESSAGES } from "./shared/errors";
import {
  applicationOf,
  createUser,
  expectAppError,
  setup,
  type TestUser,
} from "./test.helpers";

const ROLES = [
  { title: "ML engineer", skills: ["PyTorch"], seats: 2 },
  { title: "Product designer", skills: ["Figma"], seats: 1 },
];

/** A two-role project whose ML engineer role has one member (of two seats) and whose designer role has one applicant waiting. */
async function world() {
  const t = setup();
  const owner = await createUser(t, { name: "Olivia Owner" });
  const member = await createUser(t);
  const mlApplicant = await createUser(t);
  const designer = await createUser(t);
  const projectId = await owner.as.mutation(api.projects.create, {
    title: "Voice Notes AI",
    description: "Turns voice memos into searchable, summarized notes.",
    category: "Development",
    skills: ["React"],
    roles: ROLES,
  });
  const apply = (person: typeof owner, roleKey: string) =>
    person.as.mutation(api.applications.apply, { projectId, roleKey });
  const accepted = await apply(member, "r1");
  await owner.as.mutation(api.applications.accept, {
    applicationId: accepted,
  });
  const mlWaiting = await apply(mlApplicant, "r1");
  const designWaiting = await apply(designer, "r2");
  return {
    t,
    owner,
    projectId,
    mlApplicant,
    designer,
    mlWaiting,
    designWaiting,
  };
}

async function causesTold(person: TestUser) {
  const { page } = await person.as.query(api.notifications.list, {
    paginationOpts: { numItems: 20, cursor: null },
  });
  return page.map((row) => `${row.kind}:${row.closedBecause ?? ""}`);
}

describe("projects.update and roles", () => {
  test("a role with members cannot be removed, nor go below its filled seats", async () => {
    const { owner, projectId, mlWaiting } = await world();
    await owner.as.mutation(api.applications.accept, {
      applicationId: mlWaiting,
    });
    await expectAppError(
      owner.as.mutation(api.projects.update, {
        projectId,
        roles: [{ key: "r2", ...ROLES[1]! }],
      }),
      "INVALID_INPUT",
      ERROR_MESSAGES.roleWithMembers,
    );
    await expectAppError(
      owner.as.mutation(api.projects.update, {
        projectId,
        roles: [
          { key: "r1", ...ROLES[0]!, seats: 1 },
          { key: "r2", ...ROLES[1]! },
        ],
      }),
      "INVALID_INPUT",
      ERROR_MESSAGES.roleBelowFilled,
    );
  });

  test("roles keep their keys and filled seats; a new role gets the next key", async () => {
    const { owner, projectId } = await world();
    await owner.as.mutation(api.projects.update, {
      projectId,
      roles: [
        { key: "r2", ...ROLES[1]!, title: "UX designer" },
        { key: "r1", ...ROLES[0]!, seats: 3 },
        { title: "Growth marketer", skills: ["SEO"], seats: 1 },
      ],
    });
    const project = await owner.as.query(api.projects.get, { projectId });
    expect(project?.roles).toEqual([
      {
        key: "r2",
        title: "UX designer",
        skills: ["Figma"],
        seats: 1,
        filled: 0,
      },
      {
        key: "r1",
        title: "ML engineer",
        skills: ["PyTorch"],
        seats: 3,
        filled: 1,
      },
      {
        key: "r3",
        title: "Growth marketer",
        skills: ["SEO"],
        seats: 1,
        filled: 0,
      },
    ]);
    expect(project).toMatchObject({ openPositions: 5, filledPositions: 1 });
  });

  test("removing a role without members closes its pending applications as role filled, each applicant told", async () => {
    const { t, owner, projectId, designer, designWaiting, mlWaiting } =
      await world();
    await owner.as.mutation(api.projects.update, {
      projectId,
      roles: [{ key: "r1", ...ROLES[0]! }],
    });
    expect(await applicationOf(t, designWaiting)).toMatchObject({
      status: "rejected",
      closedBecause: "roleFilled",
    });
    expect(await causesTold(designer)).toEqual([
      "applicationRejected:roleFilled",
    ]);
    expect((await applicationOf(t, mlWaiting))?.status).toBe("pending");
  });

  test("lowering a role's seats to those filled closes its pending applications; the project recruits on", async () => {
    const { t, owner, projectId, mlApplicant, mlWaiting, designWaiting } =
      await world();
    await owner.as.mutation(api.projects.update, {
      projectId,
      roles: [
        { key: "r1", ...ROLES[0]!, seats: 1 },
        { key: "r2", ...ROLES[1]! },
      ],
    });
    expect(await applicationOf(t, mlWaiting)).toMatchObject({
      status: "rejected",
      closedBecause: "roleFilled",
    });
    expect(await causesTold(mlApplicant)).toEqual([
      "applicationRejected:roleFilled",
    ]);
    expect((await applicationOf(t, designWaiting))?.status).toBe("pending");
    expect(await owner.as.query(api.projects.get, { projectId })).toMatchObject(
      { status: "open", openPositions: 2, filledPositions: 1 },
    );
  });
});
