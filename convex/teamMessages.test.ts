/** The team room's chat: mentions, the edit window, limits, unread counts and history. */
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { TEAM_LIMITS } from "./shared/constants";
import { createUser, expectAppError } from "./test.helpers";
import {
  joinTeam,
  notificationsOf,
  teamFixture,
  usernameOf,
} from "./teamRoom.helpers";

afterEach(() => {
  vi.useRealTimers();
});

const page = { numItems: 20, cursor: null };

describe("mentions", () => {
  test("tell only members of the team, once per message each, never the sender", async () => {
    const f = await teamFixture();
    const name = (user: { userId: Id<"users"> }) =>
      usernameOf(f.t, user.userId);
    const member = await name(f.member);
    const owner = await name(f.owner);
    const stranger = await name(f.stranger);
    const removed = await name(f.removed);
    const applicant = await name(f.applicant);
    await f.owner.as.mutation(api.teamMessages.send, {
      projectId: f.projectId,
      body: `@${member} and @${member.toUpperCase()} again, @${owner}, @${stranger} @${removed} @${applicant} @nobody-here, mail ${member}@example.com`,
    });
    expect(
      await notificationsOf(f.t, f.member.userId, "teamMention"),
    ).toHaveLength(1);
    for (const user of [f.owner, f.stranger, f.removed, f.applicant]) {
      expect(
        await notificationsOf(f.t, user.userId, "teamMention"),
      ).toHaveLength(0);
    }
  });

  test("an edit tells the members it newly mentions, never those its message already told", async () => {
    const f = await teamFixture();
    const extra = await createUser(f.t);
    await joinTeam(f.owner, extra, f.projectId);
    const [member, other, owner, stranger] = await Promise.all(
      [f.member, extra, f.owner, f.stranger].map((user) =>
        usernameOf(f.t, user.userId),
      ),
    );
    const mentions = async (user: { userId: Id<"users"> }) =>
      (await notificationsOf(f.t, user.userId, "teamMention")).length;
    const messageId = await f.owner.as.mutation(api.teamMessages.send, {
      projectId: f.projectId,
      body: `Plans, @${member}`,
    });
    const edit = (body: string) =>
      f.owner.as.mutation(api.teamMessages.edit, { messageId, body });
    await edit(`Plans, @${member} @${other} @${stranger} @${owner}`);
    expect([await mentions(f.member), await mentions(extra)]).toEqual([1, 1]);
    await edit(`Plans, @${member}`);
    await edit(`Plans, @${member} and @${other} again`);
    expect([await mentions(f.member), await mentions(extra)]).toEqual([1, 1]);
    expect([await mentions(f.owner), await mentions(f.stranger)]).toEqual([
      0, 0,
    ]);
  });

  test("a mention follows the member's preference", async () => {
    const f = await teamFixture();
    await f.member.as.mutation(api.notificationPreferences.set, {
      kind: "teamMention",
      inApp: false,
      email: false,
    });
    await f.owner.as.mutation(api.teamMessages.send, {
      projectId: f.projectId,
      body: `@${await usernameOf(f.t, f.member.userId)} look`,
    });
    expect(
      await notificationsOf(f.t, f.member.userId, "teamMention"),
    ).toHaveLength(0);
  });
});

describe("messages", () => {
  test("are trimmed, never empty, at most the limit", async () => {
    const f = await teamFixture();
    const send = (body: string) =>
      f.member.as.mutation(api.teamMessages.send, {
        projectId: f.projectId,
        body,
      });
    await expectAppError(send("   \n "), "INVALID_INPUT");
    await expectAppError(
      send("x".repeat(TEAM_LIMITS.messageMaxLength + 1)),
      "INVALID_INPUT",
    );
    await send("  hello  ");
    const { page: messages } = await f.owner.as.query(api.teamMessages.list, {
      projectId: f.projectId,
      paginationOpts: page,
    });
    expect(messages[0]?.body).toBe("hello");
  });

  test("history is newest first, page by page", async () => {
    const f = await teamFixture();
    for (const body of ["one", "two", "three"]) {
      await f.owner.as.mutation(api.teamMessages.send, {
        projectId: f.projectId,
        body,
      });
    }
    const first = await f.member.as.query(api.teamMessages.list, {
      projectId: f.projectId,
      paginationOpts: { numItems: 2, cursor: null },
    });
    expect(first.page.map((m) => m.body)).toEqual(["three", "two"]);
    const second = await f.member.as.query(api.teamMessages.list, {
      projectId: f.projectId,
      paginationOpts: { numItems: 2, cursor: first.continueCursor },
    });
    expect(second.page.map((m) => m.body)).toEqual(["one"]);
    expect(first.page[0]).toMatchObject({
      mine: false,
      author: { userId: f.owner.userId },
    });
  });

  test("the author may edit or delete for 15 minutes, nobody else ever", async () => {
    vi.useFakeTimers();
    const f = await teamFixture();
    const messageId = await f.member.as.mutation(api.teamMessages.send, {
      projectId: f.projectId,
      body: "draft",
    });
    await expectAppError(
      f.owner.as.mutation(api.teamMessages.edit, {
        messageId,
        body: "mine now",
      }),
      "FORBIDDEN",
    );
    await expectAppError(
      f.owner.as.mutation(api.teamMessages.remove, { messageId }),
      "FORBIDDEN",
    );
    vi.advanceTimersByTime(TEAM_LIMITS.editWindowMs - 1000);
    await f.member.as.mutation(api.teamMessages.edit, {
      messageId,
      body: "final",
    });
    const { page: messages } = await f.owner.as.query(api.teamMessages.list, {
      projectId: f.projectId,
      paginationOpts: page,
    });
    expect(messages[0]).toMatchObject({
      body: "final",
      editedAt: expect.any(Number) as unknown,
    });
    vi.advanceTimersByTime(2000);
    await expectAppError(
      f.member.as.mutation(api.teamMessages.edit, { messageId, body: "late" }),
      "FORBIDDEN",
    );
    await expectAppError(
      f.member.as.mutation(api.teamMessages.remove, { messageId }),
      "FORBIDDEN",
    );
  });

  test("sending is rate limited per sender", async () => {
    const f = await teamFixture();
    let refused = false;
    for (let i = 0; i < 25 && !refused; i += 1) {
      try {
        await f.member.as.mutation(api.teamMessages.send, {
          projectId: f.projectId,
          body: `m${i}`,
        });
      } catch (error) {
        expect(error).toMatchObject({ data: { code: "RATE_LIMITED" } });
        refused = true;
      }
    }
    expect(refused).toBe(true);
  });
});

describe("unread", () => {
  test("rise for the others, add to the header's count, list the room, and clear on read", async () => {
    const f = await teamFixture();
    await f.owner.as.mutation(api.teamMessages.send, {
      projectId: f.projectId,
      body: "one",
    });
    await f.owner.as.mutation(api.teamMessages.send, {
      projectId: f.projectId,
      body: "two",
    });
    expect(await f.member.as.query(api.messages.unreadCount, {})).toBe(2);
    expect(await f.owner.as.query(api.messages.unreadCount, {})).toBe(0);
    expect(await f.member.as.query(api.teams.rooms, {})).toEqual([
      expect.objectContaining({
        projectId: f.projectId,
        unread: 2,
        lastMessagePreview: "two",
        lastFromViewer: false,
      }),
    ]);
    expect(
      (await f.member.as.query(api.teams.get, { projectId: f.projectId }))
        .unread,
    ).toBe(2);
    await f.member.as.mutation(api.teamMessages.markRead, {
      projectId: f.projectId,
    });
    expect(await f.member.as.query(api.messages.unreadCount, {})).toBe(0);
    expect((await f.member.as.query(api.teams.rooms, {}))[0]?.unread).toBe(0);
  });

  test("a deleted message leaves the counts of those it was still unread for, not of those who read it", async () => {
    const f = await teamFixture();
    const send = (body: string) =>
      f.member.as.mutation(api.teamMessages.send, {
        projectId: f.projectId,
        body,
      });
    const remove = (messageId: Id<"teamMessages">) =>
      f.member.as.mutation(api.teamMessages.remove, { messageId });
    const ownerUnread = async () => [
      await f.owner.as.query(api.messages.unreadCount, {}),
      (await f.owner.as.query(api.teams.rooms, {}))[0]?.unread,
    ];
    const read = await send("read before the delete");
    await f.owner.as.mutation(api.teamMessages.markRead, {
      projectId: f.projectId,
    });
    const first = await send("one");
    const second = await send("two");
    expect(await ownerUnread()).toEqual([2, 2]);
    await remove(read);
    expect(await ownerUnread()).toEqual([2, 2]);
    await remove(first);
    expect(await ownerUnread()).toEqual([1, 1]);
    await remove(second);
    expect(await ownerUnread()).toEqual([0, 0]);
    expect(await f.member.as.query(api.messages.unreadCount, {})).toBe(0);
  });

  test("leave the header's count with the member who leaves", async () => {
    const f = await teamFixture();
    await f.owner.as.mutation(api.teamMessages.send, {
      projectId: f.projectId,
      body: "one",
    });
    await f.member.as.mutation(api.teams.leave, { projectId: f.projectId });
    expect(await f.member.as.query(api.messages.unreadCount, {})).toBe(0);
    expect(await f.member.as.query(api.teams.rooms, {})).toEqual([]);
  });
});

describe("typing", () => {
  test("shows to the others until it lapses or the message is sent", async () => {
    const f = await teamFixture();
    await f.member.as.mutation(api.teamMessages.setTyping, {
      projectId: f.projectId,
      typing: true,
    });
    const seen = await f.owner.as.query(api.teamMessages.typing, {
      projectId: f.projectId,
    });
    expect(seen).toEqual([
      {
        person: expect.objectContaining({ userId: f.member.userId }) as unknown,
        until: expect.any(Number) as unknown,
      },
    ]);
    expect(
      await f.member.as.query(api.teamMessages.typing, {
        projectId: f.projectId,
      }),
    ).toEqual([]);
    await f.member.as.mutation(api.teamMessages.send, {
      projectId: f.projectId,
      body: "done",
    });
    expect(
      await f.owner.as.query(api.teamMessages.typing, {
        projectId: f.projectId,
      }),
    ).toEqual([]);
  });
});
