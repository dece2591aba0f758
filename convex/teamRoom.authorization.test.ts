/**
 * The team room's authorization matrix: every public function of teams,
 * teamMessages, tasks and teamFiles, called by the owner, a member, a removed
 * member, an applicant, a stranger and a signed-out visitor. Only the owner
 * and accepted members get in (owner-only functions: the owner); everyone
 * else gets FORBIDDEN (UNAUTHENTICATED signed out), and nothing is written.
 */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { ErrorCode } from "./shared/errors";
import { expectAppError } from "./test.helpers";
import { teamFixture, type TeamFixture } from "./teamRoom.helpers";

type Caller = TeamFixture["owner"]["as"];
type Role =
  "owner" | "member" | "removed" | "applicant" | "stranger" | "visitor";
const ROLES: Role[] = [
  "owner",
  "member",
  "removed",
  "applicant",
  "stranger",
  "visitor",
];

/** Items the owner made beforehand, for the functions that take an item id. */
type Items = {
  messageId: Id<"teamMessages">;
  taskId: Id<"tasks">;
  linkId: Id<"teamLinks">;
};

type Row = {
  name: string;
  /** Who gets in; the rest are refused. */
  allowed: Role[];
  /** What a signed-in caller off the team gets. */
  refused: ErrorCode;
  /** Refusals other than `refused`, by role (the owner cannot leave). */
  refusedAs?: Partial<Record<Role, ErrorCode>>;
  /** What a visitor's call answers when it is not UNAUTHENTICATED (presence answers visitors with nothing). */
  visitorAnswer?: null | [];
  run: (caller: Caller, f: TeamFixture, items: Items) => Promise<unknown>;
};

const TEAM: Role[] = ["owner", "member"];
const page = { numItems: 10, cursor: null };

const ROWS: Row[] = [
  {
    name: "teams.get",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) => c.query(api.teams.get, { projectId: f.projectId }),
  },
  {
    name: "teams.members",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) => c.query(api.teams.members, { projectId: f.projectId }),
  },
  {
    name: "teams.removeMember",
    allowed: ["owner"],
    refused: "FORBIDDEN",
    run: (c, f) =>
      c.mutation(api.teams.removeMember, {
        projectId: f.projectId,
        userId: f.member.userId,
      }),
  },
  {
    name: "teams.leave",
    allowed: ["member"],
    refused: "FORBIDDEN",
    refusedAs: { owner: "INVALID_INPUT" },
    run: (c, f) => c.mutation(api.teams.leave, { projectId: f.projectId }),
  },
  {
    name: "teamMessages.list",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) =>
      c.query(api.teamMessages.list, {
        projectId: f.projectId,
        paginationOpts: page,
      }),
  },
  {
    name: "teamMessages.send",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) =>
      c.mutation(api.teamMessages.send, {
        projectId: f.projectId,
        body: "Hello team",
      }),
  },
  {
    name: "teamMessages.edit",
    allowed: ["owner"],
    refused: "FORBIDDEN",
    run: (c, _f, i) =>
      c.mutation(api.teamMessages.edit, {
        messageId: i.messageId,
        body: "Edited",
      }),
  },
  {
    name: "teamMessages.remove",
    allowed: ["owner"],
    refused: "FORBIDDEN",
    run: (c, _f, i) =>
      c.mutation(api.teamMessages.remove, { messageId: i.messageId }),
  },
  {
    name: "teamMessages.markRead",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) =>
      c.mutation(api.teamMessages.markRead, { projectId: f.projectId }),
  },
  {
    name: "teamMessages.setTyping",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) =>
      c.mutation(api.teamMessages.setTyping, {
        projectId: f.projectId,
        typing: true,
      }),
  },
  {
    name: "teamMessages.typing",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) => c.query(api.teamMessages.typing, { projectId: f.projectId }),
  },
  {
    name: "tasks.list",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) =>
      c.query(api.tasks.list, { projectId: f.projectId, column: "todo" }),
  },
  {
    name: "tasks.create",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) =>
      c.mutation(api.tasks.create, {
        projectId: f.projectId,
        title: "Write the pitch",
      }),
  },
  {
    name: "tasks.update",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, _f, i) =>
      c.mutation(api.tasks.update, { taskId: i.taskId, title: "Renamed" }),
  },
  {
    name: "tasks.move",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, _f, i) =>
      c.mutation(api.tasks.move, { taskId: i.taskId, column: "doing" }),
  },
  {
    name: "tasks.remove",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, _f, i) => c.mutation(api.tasks.remove, { taskId: i.taskId }),
  },
  {
    name: "teamFiles.list",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) => c.query(api.teamFiles.list, { projectId: f.projectId }),
  },
  {
    name: "teamFiles.pinLink",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: (c, f) =>
      c.mutation(api.teamFiles.pinLink, {
        projectId: f.projectId,
        title: "Spec",
        url: "https://example.com/spec",
      }),
  },
  {
    name: "teamFiles.attach",
    allowed: TEAM,
    refused: "FORBIDDEN",
    run: async (c, f) => {
      const storageId = await f.t.run(
        async (ctx) => await ctx.storage.store(new Blob(["notes"])),
      );
      return await c.mutation(api.teamFiles.attach, {
        projectId: f.projectId,
        storageId,
        name: "notes.txt",
      });
    },
  },
  {
    name: "teamFiles.remove",
    allowed: ["owner"],
    refused: "FORBIDDEN",
    run: (c, _f, i) => c.mutation(api.teamFiles.remove, { itemId: i.linkId }),
  },
  {
    name: "presence.list (team room)",
    allowed: TEAM,
    refused: "FORBIDDEN",
    visitorAnswer: [],
    run: (c, f) =>
      c.query(api.presence.list, { roomId: `team:${f.projectId}` }),
  },
  {
    name: "presence.heartbeat (team room)",
    allowed: TEAM,
    refused: "FORBIDDEN",
    visitorAnswer: null,
    run: (c, f) =>
      c.mutation(api.presence.heartbeat, {
        roomId: `team:${f.projectId}`,
        sessionId: "tab-1",
        interval: 10_000,
      }),
  },
];

/** What a refused call must leave as it was: the room's rows, notifications, files and memberships. */
async function snapshot(f: TeamFixture) {
  return await f.t.run(async (ctx) => ({
    teamMessages: await ctx.db.query("teamMessages").take(500),
    tasks: await ctx.db.query("tasks").take(500),
    teamLinks: await ctx.db.query("teamLinks").take(500),
    teamFiles: await ctx.db.query("teamFiles").take(500),
    teamTyping: await ctx.db.query("teamTyping").take(500),
    teamReadStates: await ctx.db.query("teamReadStates").take(500),
    notifications: (await ctx.db.query("notifications").take(500)).length,
    files: (await ctx.db.query("files").take(500)).length,
    applications: (await ctx.db.query("applications").take(500)).map(
      (row) => row.status,
    ),
    seats: (await ctx.db.query("projects").take(500)).map(
      (row) => row.filledPositions,
    ),
  }));
}

function callerOf(f: TeamFixture, role: Role): Caller {
  return role === "visitor" ? f.t : f[role].as;
}

async function itemsOf(f: TeamFixture): Promise<Items> {
  const { projectId } = f;
  return {
    messageId: await f.owner.as.mutation(api.teamMessages.send, {
      projectId,
      body: "Welcome",
    }),
    taskId: await f.owner.as.mutation(api.tasks.create, {
      projectId,
      title: "Kick-off",
    }),
    linkId: await f.owner.as.mutation(api.teamFiles.pinLink, {
      projectId,
      title: "Board",
      url: "https://example.com",
    }),
  };
}

describe("team room authorization", () => {
  for (const row of ROWS) {
    test.each(ROLES)(`${row.name} as %s`, async (role) => {
      const f = await teamFixture();
      const items = await itemsOf(f);
      if (row.allowed.includes(role)) {
        await row.run(callerOf(f, role), f, items);
        return;
      }
      const before = await snapshot(f);
      const call = row.run(callerOf(f, role), f, items);
      if (role === "visitor" && row.visitorAnswer !== undefined) {
        expect(await call).toEqual(row.visitorAnswer);
      } else {
        await expectAppError(
          call,
          role === "visitor"
            ? "UNAUTHENTICATED"
            : (row.refusedAs?.[role] ?? row.refused),
        );
      }
      expect(await snapshot(f)).toEqual(before);
    });
  }

  test("a missing project is NOT_FOUND", async () => {
    const f = await teamFixture();
    const gone = await f.t.run(async (ctx) => {
      const id = await ctx.db.insert("projects", {
        title: "Gone",
        description: "A project deleted right away, for its id.",
        category: "Other",
        skills: [],
        openPositions: 1,
        filledPositions: 0,
        creatorId: f.owner.userId,
        status: "open",
        createdAt: 0,
        updatedAt: 0,
      });
      await ctx.db.delete("projects", id);
      return id;
    });
    await expectAppError(
      f.owner.as.query(api.teams.get, { projectId: gone }),
      "NOT_FOUND",
    );
  });

  test("a removed member's open query fails at once", async () => {
    const f = await teamFixture();
    const args = { projectId: f.projectId };
    expect((await f.member.as.query(api.teams.get, args)).viewerRole).toBe(
      "member",
    );
    await f.owner.as.mutation(api.teams.removeMember, {
      ...args,
      userId: f.member.userId,
    });
    await expectAppError(f.member.as.query(api.teams.get, args), "FORBIDDEN");
    await expectAppError(
      f.member.as.query(api.teamMessages.list, {
        ...args,
        paginationOpts: page,
      }),
      "FORBIDDEN",
    );
  });
});
