/** The team: who is on it, removing and leaving (the seat opens again), joining. */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { expectAppError, createUser } from "./test.helpers";
import { joinTeam, notificationsOf, teamFixture } from "./teamRoom.helpers";

async function seats(f: Awaited<ReturnType<typeof teamFixture>>) {
  return await f.t.run(async (ctx) => {
    const project = await ctx.db.get("projects", f.projectId);
    return { filled: project!.filledPositions, status: project!.status };
  });
}

describe("members", () => {
  test("the owner first, then the members, with roles", async () => {
    const f = await teamFixture();
    const team = await f.member.as.query(api.teams.members, {
      projectId: f.projectId,
    });
    expect(
      team.map(({ userId, role, isViewer }) => ({ userId, role, isViewer })),
    ).toEqual([
      { userId: f.owner.userId, role: "owner", isViewer: false },
      { userId: f.member.userId, role: "member", isViewer: true },
    ]);
  });

  test("joining tells the members already there", async () => {
    const f = await teamFixture();
    const newcomer = await createUser(f.t);
    await joinTeam(f.owner, newcomer, f.projectId);
    const told = await notificationsOf(
      f.t,
      f.member.userId,
      "teamMemberJoined",
    );
    expect(told.filter((row) => row.actorId === newcomer.userId)).toHaveLength(
      1,
    );
    expect(
      await notificationsOf(f.t, f.owner.userId, "teamMemberJoined"),
    ).toHaveLength(0);
  });
});

describe("removing a member", () => {
  test("opens the seat again (a full project recruits again) and tells them", async () => {
    const f = await teamFixture({ openPositions: 2 });
    const second = await createUser(f.t);
    await joinTeam(f.owner, second, f.projectId);
    expect(await seats(f)).toEqual({ filled: 2, status: "full" });
    await f.owner.as.mutation(api.teams.removeMember, {
      projectId: f.projectId,
      userId: second.userId,
    });
    expect(await seats(f)).toEqual({ filled: 1, status: "open" });
    expect(
      await notificationsOf(f.t, second.userId, "teamMemberRemoved"),
    ).toHaveLength(1);
    const application = await f.t.run(async (ctx) =>
      ctx.db
        .query("applications")
        .withIndex("by_project_and_applicant", (q) =>
          q.eq("projectId", f.projectId).eq("applicantId", second.userId),
        )
        .unique(),
    );
    expect(application?.status).toBe("removed");
    await expectAppError(
      second.as.query(api.teams.get, { projectId: f.projectId }),
      "FORBIDDEN",
    );
  });

  test("takes them out of the room's presence at once", async () => {
    const f = await teamFixture();
    const roomId = `team:${f.projectId}`;
    const beat = { roomId, sessionId: "tab", interval: 10_000 };
    await f.owner.as.mutation(api.presence.heartbeat, beat);
    await f.member.as.mutation(api.presence.heartbeat, beat);
    const present = async () =>
      (await f.owner.as.query(api.presence.list, { roomId })).map(
        (person) => person.userId,
      );
    expect((await present()).sort()).toEqual(
      [f.owner.userId, f.member.userId].sort(),
    );
    await f.owner.as.mutation(api.teams.removeMember, {
      projectId: f.projectId,
      userId: f.member.userId,
    });
    expect(await present()).toEqual([f.owner.userId]);
  });

  test("unassigns their tasks", async () => {
    const f = await teamFixture();
    const taskId = await f.owner.as.mutation(api.tasks.create, {
      projectId: f.projectId,
      title: "Theirs",
      assigneeId: f.member.userId,
    });
    await f.owner.as.mutation(api.teams.removeMember, {
      projectId: f.projectId,
      userId: f.member.userId,
    });
    const task = await f.t.run(
      async (ctx) => await ctx.db.get("tasks", taskId),
    );
    expect(task).not.toBeNull();
    expect(task).not.toHaveProperty("assigneeId");
  });

  test("refuses the owner, non-members and a completed project's team", async () => {
    const f = await teamFixture();
    const { projectId } = f;
    await expectAppError(
      f.owner.as.mutation(api.teams.removeMember, {
        projectId,
        userId: f.owner.userId,
      }),
      "INVALID_INPUT",
    );
    for (const user of [f.stranger, f.removed, f.applicant]) {
      await expectAppError(
        f.owner.as.mutation(api.teams.removeMember, {
          projectId,
          userId: user.userId,
        }),
        "NOT_FOUND",
      );
    }
    await f.owner.as.mutation(api.projects.complete, { projectId });
    await expectAppError(
      f.owner.as.mutation(api.teams.removeMember, {
        projectId,
        userId: f.member.userId,
      }),
      "INVALID_TRANSITION",
    );
    await expectAppError(
      f.member.as.mutation(api.teams.leave, { projectId }),
      "INVALID_TRANSITION",
    );
  });
});

describe("leaving", () => {
  test("opens the seat, tells the rest of the team, and the owner cannot leave", async () => {
    const f = await teamFixture();
    expect((await seats(f)).filled).toBe(1);
    await f.member.as.mutation(api.teams.leave, { projectId: f.projectId });
    expect((await seats(f)).filled).toBe(0);
    expect(
      await notificationsOf(f.t, f.owner.userId, "teamMemberLeft"),
    ).toHaveLength(1);
    await expectAppError(
      f.member.as.query(api.teams.get, { projectId: f.projectId }),
      "FORBIDDEN",
    );
    await expectAppError(
      f.owner.as.mutation(api.teams.leave, { projectId: f.projectId }),
      "INVALID_INPUT",
    );
  });
});
