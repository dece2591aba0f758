/** The team room's board: order keys on the server, concurrent moves, limits, completion, assignees. */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { TEAM_LIMITS, type TaskColumn } from "./shared/constants";
import { expectAppError } from "./test.helpers";
import {
  notificationsOf,
  teamFixture,
  type TeamFixture,
} from "./teamRoom.helpers";

async function column(f: TeamFixture, name: TaskColumn) {
  const { tasks } = await f.owner.as.query(api.tasks.list, {
    projectId: f.projectId,
    column: name,
  });
  return tasks.map((task) => task.title);
}

async function createTasks(f: TeamFixture, titles: string[]) {
  const ids: Record<string, Id<"tasks">> = {};
  for (const title of titles) {
    ids[title] = await f.owner.as.mutation(api.tasks.create, {
      projectId: f.projectId,
      title,
    });
  }
  return ids;
}

async function board(f: TeamFixture) {
  return {
    todo: await column(f, "todo"),
    doing: await column(f, "doing"),
    done: await column(f, "done"),
  };
}

describe("order keys", () => {
  test("new tasks go to the end of their column; moves land between the named neighbours", async () => {
    const f = await teamFixture();
    const ids = await createTasks(f, ["A", "B", "C"]);
    expect(await column(f, "todo")).toEqual(["A", "B", "C"]);
    await f.member.as.mutation(api.tasks.move, {
      taskId: ids.C!,
      column: "todo",
      afterTaskId: ids.A,
      beforeTaskId: ids.B,
    });
    expect(await column(f, "todo")).toEqual(["A", "C", "B"]);
    await f.member.as.mutation(api.tasks.move, {
      taskId: ids.B!,
      column: "doing",
    });
    await f.member.as.mutation(api.tasks.move, {
      taskId: ids.A!,
      column: "doing",
      beforeTaskId: ids.B,
    });
    expect(await board(f)).toEqual({
      todo: ["C"],
      doing: ["A", "B"],
      done: [],
    });
  });

  test("a neighbour that moved meanwhile is ignored: the task lands by the current column", async () => {
    const f = await teamFixture();
    const ids = await createTasks(f, ["A", "B", "C", "D"]);
    // B's client saw [A, B, C, D] and drops D between A and B; meanwhile A went to Done.
    await f.owner.as.mutation(api.tasks.move, {
      taskId: ids.A!,
      column: "done",
    });
    await f.member.as.mutation(api.tasks.move, {
      taskId: ids.D!,
      column: "todo",
      afterTaskId: ids.A,
      beforeTaskId: ids.B,
    });
    expect(await board(f)).toEqual({
      todo: ["D", "B", "C"],
      doing: [],
      done: ["A"],
    });
  });

  test("two moves of the same task at once end with it in one place, once", async () => {
    const f = await teamFixture();
    const ids = await createTasks(f, ["A", "B", "C"]);
    await Promise.all([
      f.owner.as.mutation(api.tasks.move, { taskId: ids.A!, column: "doing" }),
      f.member.as.mutation(api.tasks.move, {
        taskId: ids.A!,
        column: "done",
      }),
    ]);
    const after = await board(f);
    const all = [...after.todo, ...after.doing, ...after.done].sort();
    expect(all).toEqual(["A", "B", "C"]);
    expect(after.todo).toEqual(["B", "C"]);
    expect(after.doing.length + after.done.length).toBe(1);
  });

  test("two members dropping different tasks into the same slot at once keep both, in one order", async () => {
    const f = await teamFixture();
    const ids = await createTasks(f, ["A", "B", "X", "Y"]);
    await f.owner.as.mutation(api.tasks.move, {
      taskId: ids.A!,
      column: "doing",
    });
    await f.owner.as.mutation(api.tasks.move, {
      taskId: ids.B!,
      column: "doing",
      afterTaskId: ids.A,
    });
    // Both saw Doing as [A, B] and drop between A and B.
    await Promise.all([
      f.owner.as.mutation(api.tasks.move, {
        taskId: ids.X!,
        column: "doing",
        afterTaskId: ids.A,
        beforeTaskId: ids.B,
      }),
      f.member.as.mutation(api.tasks.move, {
        taskId: ids.Y!,
        column: "doing",
        afterTaskId: ids.A,
        beforeTaskId: ids.B,
      }),
    ]);
    const doing = await column(f, "doing");
    expect(doing).toHaveLength(4);
    expect(new Set(doing).size).toBe(4);
    expect(doing[0]).toBe("A");
    expect(doing[3]).toBe("B");
    expect(await column(f, "todo")).toEqual([]);
    // Every key distinct: the order is the same for every reader.
    const keys = await f.t.run(async (ctx) =>
      (await ctx.db.query("tasks").take(10)).map((task) => task.orderKey),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  test("equal keys order by id, and a move between them still fits", async () => {
    const f = await teamFixture();
    const ids = await createTasks(f, ["A", "B", "C", "M"]);
    await f.t.run(async (ctx) => {
      for (const title of ["A", "B", "C"]) {
        await ctx.db.patch("tasks", ids[title]!, { orderKey: "a0" });
      }
    });
    const sorted = ["A", "B", "C"].sort((x, y) => (ids[x]! < ids[y]! ? -1 : 1));
    expect((await column(f, "todo")).slice(0, 3)).toEqual(sorted);
    await f.owner.as.mutation(api.tasks.move, {
      taskId: ids.M!,
      column: "todo",
      afterTaskId: ids[sorted[0]!],
      beforeTaskId: ids[sorted[1]!],
    });
    expect(await column(f, "todo")).toEqual([
      sorted[0],
      "M",
      sorted[1],
      sorted[2],
    ]);
  });
  test("a long run of equal keys still takes a move, and loses nothing", async () => {
    const f = await teamFixture();
    const { M } = await createTasks(f, ["M"]);
    const tied = await f.t.run(async (ctx) => {
      const ids = [];
      for (let i = 0; i < 60; i++) {
        ids.push(
          await ctx.db.insert("tasks", {
            projectId: f.projectId,
            title: `T${i}`,
            details: "",
            column: "doing",
            orderKey: "a0",
            createdBy: f.owner.userId,
            createdAt: 0,
            updatedAt: 0,
          }),
        );
      }
      return ids.sort();
    });
    await f.owner.as.mutation(api.tasks.move, {
      taskId: M!,
      column: "doing",
      afterTaskId: tied[0],
      beforeTaskId: tied[1],
    });
    const doing = await column(f, "doing");
    expect(doing).toHaveLength(61);
    expect(doing).toContain("M");
  });
});

describe("rules", () => {
  test("the assignee must be on the team, and is told", async () => {
    const f = await teamFixture();
    const { projectId } = f;
    for (const outsider of [f.stranger, f.removed, f.applicant]) {
      await expectAppError(
        f.owner.as.mutation(api.tasks.create, {
          projectId,
          title: "Design",
          assigneeId: outsider.userId,
        }),
        "INVALID_INPUT",
      );
    }
    const taskId = await f.owner.as.mutation(api.tasks.create, {
      projectId,
      title: "Design",
      assigneeId: f.member.userId,
      dueDate: "2026-01-31",
    });
    expect(
      await notificationsOf(f.t, f.member.userId, "taskAssigned"),
    ).toHaveLength(1);
    await f.member.as.mutation(api.tasks.update, {
      taskId,
      assigneeId: f.owner.userId,
      dueDate: null,
    });
    expect(
      await notificationsOf(f.t, f.owner.userId, "taskAssigned"),
    ).toHaveLength(1);
    const { tasks } = await f.owner.as.query(api.tasks.list, {
      projectId,
      column: "todo",
    });
    expect(tasks[0]).toMatchObject({
      assignee: { userId: f.owner.userId },
      dueDate: null,
    });
  });

  test("title, details and due date are checked", async () => {
    const f = await teamFixture();
    const create = (extra: {
      title: string;
      details?: string;
      dueDate?: string;
    }) =>
      f.member.as.mutation(api.tasks.create, {
        projectId: f.projectId,
        ...extra,
      });
    await expectAppError(create({ title: "   " }), "INVALID_INPUT");
    await expectAppError(
      create({ title: "x".repeat(TEAM_LIMITS.taskTitleMaxLength + 1) }),
      "INVALID_INPUT",
    );
    await expectAppError(
      create({
        title: "ok",
        details: "x".repeat(TEAM_LIMITS.taskDetailsMaxLength + 1),
      }),
      "INVALID_INPUT",
    );
    await expectAppError(
      create({ title: "ok", dueDate: "2026-02-30" }),
      "INVALID_INPUT",
    );
    await create({ title: "x".repeat(TEAM_LIMITS.taskTitleMaxLength) });
  });

  test("a team holds at most TEAM_LIMITS.maxTasks tasks; deleting makes room", async () => {
    const f = await teamFixture();
    const taskId = await f.owner.as.mutation(api.tasks.create, {
      projectId: f.projectId,
      title: "First",
    });
    await f.t.run(async (ctx) => {
      const room = await ctx.db.query("teamRooms").first();
      await ctx.db.patch("teamRooms", room!._id, {
        taskCount: TEAM_LIMITS.maxTasks,
      });
    });
    await expectAppError(
      f.owner.as.mutation(api.tasks.create, {
        projectId: f.projectId,
        title: "One more",
      }),
      "LIMIT_REACHED",
    );
    await f.owner.as.mutation(api.tasks.remove, { taskId });
    await f.owner.as.mutation(api.tasks.create, {
      projectId: f.projectId,
      title: "One more",
    });
  });

  test("a completed project takes no new tasks and stays readable", async () => {
    const f = await teamFixture();
    await f.owner.as.mutation(api.tasks.create, {
      projectId: f.projectId,
      title: "Ship",
    });
    await f.owner.as.mutation(api.projects.complete, {
      projectId: f.projectId,
    });
    await expectAppError(
      f.member.as.mutation(api.tasks.create, {
        projectId: f.projectId,
        title: "More",
      }),
      "PROJECT_CLOSED",
    );
    expect(await column(f, "todo")).toEqual(["Ship"]);
    expect(
      (await f.member.as.query(api.teams.get, { projectId: f.projectId }))
        .acceptsTasks,
    ).toBe(false);
  });

  test("a list is bounded by its limit and says when there is more", async () => {
    const f = await teamFixture();
    await createTasks(f, ["A", "B", "C"]);
    const result = await f.owner.as.query(api.tasks.list, {
      projectId: f.projectId,
      column: "todo",
      limit: 2,
    });
    expect(result.tasks.map((task) => task.title)).toEqual(["A", "B"]);
    expect(result.hasMore).toBe(true);
  });
});
