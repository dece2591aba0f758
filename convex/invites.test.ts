import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
} from "./test.helpers";

describe("invites", () => {
  test("an invitation to a project that stopped recruiting is not listed and cannot be accepted; declining still works", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const other = await createUser(t);
    const projectId = await createProjectAs(owner, { openPositions: 1 });
    const inviteId = await owner.as.mutation(api.invites.send, {
      projectId,
      profileId: builder.profileId,
    });
    const applicationId = await other.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    expect(await builder.as.query(api.invites.listMine, {})).toEqual([]);
    await expectAppError(
      builder.as.mutation(api.invites.respond, { inviteId, accept: true }),
      "PROJECT_FULL",
    );
    await builder.as.mutation(api.invites.respond, { inviteId, accept: false });
    // No suggestions either for a project that takes nobody.
    expect(
      await owner.as.query(api.matching.suggestedBuilders, { projectId }),
    ).toEqual([]);
  });

  test("an owner invites a builder, who sees it and accepts", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const projectId = await createProjectAs(owner);
    const inviteId = await owner.as.mutation(api.invites.send, {
      projectId,
      profileId: builder.profileId,
    });
    const mine = await builder.as.query(api.invites.listMine, {});
    expect(mine).toMatchObject([
      {
        _id: inviteId,
        inviter: { id: owner.userId, name: owner.name },
        project: { _id: projectId, status: "open", seatsLeft: 2 },
      },
    ]);
    expect(await owner.as.query(api.invites.listMine, {})).toEqual([]);
    const kinds = async (user: typeof owner) =>
      (
        await user.as.query(api.notifications.list, {
          paginationOpts: { numItems: 20, cursor: null },
        })
      ).page.map((n) => [n.kind, n.project?._id, n.actor?.id]);
    expect(await kinds(builder)).toEqual([
      ["inviteReceived", projectId, owner.userId],
    ]);
    expect(
      await builder.as.mutation(api.invites.respond, {
        inviteId,
        accept: true,
      }),
    ).toEqual({ projectId });
    expect(await builder.as.query(api.invites.listMine, {})).toEqual([]);
    expect(await kinds(owner)).toEqual([
      ["inviteAccepted", projectId, builder.userId],
    ]);
    const [suggestion] = await owner.as.query(api.matching.suggestedBuilders, {
      projectId,
    });
    expect(suggestion).toMatchObject({
      _id: builder.profileId,
      invite: "accepted",
    });
    // Answered: a second answer is refused.
    await expectAppError(
      builder.as.mutation(api.invites.respond, { inviteId, accept: false }),
      "INVALID_TRANSITION",
    );
  });

  test("only the owner invites, once per builder, never themselves or an applicant", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const applicant = await createUser(t);
    const projectId = await createProjectAs(owner);
    await expectAppError(
      builder.as.mutation(api.invites.send, {
        projectId,
        profileId: applicant.profileId,
      }),
      "FORBIDDEN",
    );
    await expectAppError(
      t.mutation(api.invites.send, { projectId, profileId: builder.profileId }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      owner.as.mutation(api.invites.send, {
        projectId,
        profileId: owner.profileId,
      }),
      "INVALID_INPUT",
    );
    await owner.as.mutation(api.invites.send, {
      projectId,
      profileId: builder.profileId,
    });
    await expectAppError(
      owner.as.mutation(api.invites.send, {
        projectId,
        profileId: builder.profileId,
      }),
      "ALREADY_INVITED",
    );
    await applicant.as.mutation(api.applications.apply, { projectId });
    await expectAppError(
      owner.as.mutation(api.invites.send, {
        projectId,
        profileId: applicant.profileId,
      }),
      "ALREADY_APPLIED",
    );
  });

  test("only the invitee answers; others are told it does not exist", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const stranger = await createUser(t);
    const projectId = await createProjectAs(owner);
    const inviteId = await owner.as.mutation(api.invites.send, {
      projectId,
      profileId: builder.profileId,
    });
    for (const other of [owner, stranger]) {
      await expectAppError(
        other.as.mutation(api.invites.respond, { inviteId, accept: true }),
        "NOT_FOUND",
      );
    }
    await builder.as.mutation(api.invites.respond, { inviteId, accept: false });
    const invite = await t.run((ctx) => ctx.db.get("invites", inviteId));
    expect(invite?.status).toBe("declined");
  });

  test("a closed project takes no invites", async () => {
    const t = setup();
    const owner = await createUser(t);
    const builder = await createUser(t);
    const projectId = await createProjectAs(owner);
    await owner.as.mutation(api.projects.close, { projectId });
    await expectAppError(
      owner.as.mutation(api.invites.send, {
        projectId,
        profileId: builder.profileId,
      }),
      "PROJECT_CLOSED",
    );
  });

  test("signed out, the list is empty", async () => {
    const t = setup();
    expect(await t.query(api.invites.listMine, {})).toEqual([]);
  });
});
