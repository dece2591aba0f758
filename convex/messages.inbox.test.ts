import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { CONVERSATIONS_PAGE_SIZE } from "./shared/messages";
import { createUser, setup } from "./test.helpers";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type User = Awaited<ReturnType<typeof createUser>>;

async function send(from: User, to: User, body: string) {
  await from.as.mutation(api.messages.send, { recipientId: to.userId, body });
  vi.advanceTimersByTime(1000);
}

async function inbox(user: User) {
  const { page } = await user.as.query(api.messages.listConversations, {
    paginationOpts: { numItems: 20, cursor: null },
  });
  return page;
}

const unreadTotal = (user: User) => user.as.query(api.messages.unreadCount, {});

describe("the inbox", () => {
  test("lists conversations latest first with preview and unread per conversation; the total is exact", async () => {
    const t = setup();
    const [ada, bob, cy] = await Promise.all([
      createUser(t, { name: "Ada" }),
      createUser(t, { name: "Bob" }),
      createUser(t, { name: "Cy" }),
    ]);
    await send(ada, bob, "Hi Bob");
    await send(ada, bob, "Are you there?\nPing");
    await send(cy, bob, "Hello from Cy");

    expect(
      (await inbox(bob)).map((c) => [
        c.otherName,
        c.lastMessagePreview,
        c.unread,
        c.lastFromViewer,
      ]),
    ).toEqual([
      ["Cy", "Hello from Cy", 1, false],
      ["Ada", "Are you there? Ping", 2, false],
    ]);
    expect(await unreadTotal(bob)).toBe(3);
    // The sender has nothing unread and sees their own message as the latest.
    expect(
      (await inbox(ada)).map((c) => [c.otherName, c.unread, c.lastFromViewer]),
    ).toEqual([["Bob", 0, true]]);
    expect(await unreadTotal(ada)).toBe(0);

    // A reply moves the conversation to the top and reads Bob's side.
    await send(bob, ada, "Yes!");
    expect((await inbox(bob)).map((c) => [c.otherName, c.unread])).toEqual([
      ["Ada", 0],
      ["Cy", 1],
    ]);
    expect(await unreadTotal(bob)).toBe(1);
    expect(await unreadTotal(ada)).toBe(1);
  });

  test("concurrent sends keep the unread counts exact", async () => {
    const t = setup();
    const bob = await createUser(t);
    const senders = await Promise.all([1, 2, 3].map(() => createUser(t)));
    await Promise.all(
      senders.flatMap((sender) =>
        [1, 2, 3].map((i) =>
          sender.as.mutation(api.messages.send, {
            recipientId: bob.userId,
            body: `message ${i}`,
          }),
        ),
      ),
    );
    expect(await unreadTotal(bob)).toBe(9);
    expect((await inbox(bob)).map((c) => c.unread)).toEqual([3, 3, 3]);
  });

  test("marking a conversation read clears its unread, the total and the message notification", async () => {
    const t = setup();
    const [ada, bob, cy] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    await send(ada, bob, "one");
    await send(ada, bob, "two");
    await send(cy, bob, "three");
    expect(await bob.as.query(api.notifications.unreadCount, {})).toBe(2);

    await bob.as.mutation(api.messages.markConversationRead, {
      userId: ada.userId,
    });
    expect(await unreadTotal(bob)).toBe(1);
    expect((await inbox(bob)).map((c) => [c.otherUserId, c.unread])).toEqual([
      [cy.userId, 1],
      [ada.userId, 0],
    ]);
    expect(await bob.as.query(api.notifications.unreadCount, {})).toBe(1);

    // Again, or with someone never messaged: nothing changes.
    await bob.as.mutation(api.messages.markConversationRead, {
      userId: ada.userId,
    });
    const dee = await createUser(t);
    await bob.as.mutation(api.messages.markConversationRead, {
      userId: dee.userId,
    });
    expect(await unreadTotal(bob)).toBe(1);
  });

  test("read receipts: seen once the other person has read up to my last message", async () => {
    const t = setup();
    const [ada, bob] = await Promise.all([createUser(t), createUser(t)]);
    const info = (user: User, other: User) =>
      user.as.query(api.messages.conversationInfo, { userId: other.userId });

    expect(await info(ada, bob)).toMatchObject({ seen: false, unread: 0 });
    await send(ada, bob, "Hi");
    expect(await info(ada, bob)).toMatchObject({
      seen: false,
      other: { userId: bob.userId, name: bob.name },
    });
    expect(await info(bob, ada)).toMatchObject({ unread: 1 });

    await bob.as.mutation(api.messages.markConversationRead, {
      userId: ada.userId,
    });
    vi.advanceTimersByTime(1000);
    expect(await info(ada, bob)).toMatchObject({ seen: true });

    // A newer message is unseen until read again.
    await send(ada, bob, "One more thing");
    expect(await info(ada, bob)).toMatchObject({ seen: false });
    await send(bob, ada, "Reading and replying");
    expect(await info(ada, bob)).toMatchObject({ seen: true });
    // Bob's own reply is not seen by Ada yet.
    expect(await info(bob, ada)).toMatchObject({ seen: false });
  });

  test("outsiders get nothing: no rows, no messages, no receipts, no counts", async () => {
    const t = setup();
    const [ada, bob, eve] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    await send(ada, bob, "private");
    await bob.as.mutation(api.messages.markConversationRead, {
      userId: ada.userId,
    });

    expect(await inbox(eve)).toEqual([]);
    expect(await unreadTotal(eve)).toBe(0);
    expect(
      await eve.as.query(api.messages.conversation, { userId: ada.userId }),
    ).toEqual([]);
    expect(
      await eve.as.query(api.messages.conversationInfo, { userId: ada.userId }),
    ).toMatchObject({ seen: false, unread: 0 });
    // Eve marking "her" conversation with Ada read changes nobody's counts.
    await eve.as.mutation(api.messages.markConversationRead, {
      userId: ada.userId,
    });
    expect(
      await ada.as.query(api.messages.conversationInfo, { userId: bob.userId }),
    ).toMatchObject({ seen: true });

    // Signed out: empty answers, and the mutation refuses.
    expect(
      await t.query(api.messages.listConversations, {
        paginationOpts: { numItems: 5, cursor: null },
      }),
    ).toEqual({ page: [], isDone: true, continueCursor: "" });
    expect(await t.query(api.messages.unreadCount, {})).toBe(0);
    expect(
      await t.query(api.messages.conversationInfo, { userId: ada.userId }),
    ).toBeNull();
    // A link's id that names nobody (malformed, or another table's) is no
    // conversation, not a failed query.
    for (const userId of ["abc", ada.profileId]) {
      expect(
        await eve.as.query(api.messages.conversationInfo, { userId }),
      ).toBeNull();
    }
    await expect(
      t.mutation(api.messages.markConversationRead, { userId: ada.userId }),
    ).rejects.toMatchObject({ data: { code: "UNAUTHENTICATED" } });
  });

  test("pages are bounded and walk every conversation once", async () => {
    const t = setup();
    const bob = await createUser(t);
    const senders = await Promise.all(
      Array.from({ length: CONVERSATIONS_PAGE_SIZE + 3 }, () => createUser(t)),
    );
    for (const sender of senders) await send(sender, bob, "hello");

    const first = await bob.as.query(api.messages.listConversations, {
      paginationOpts: { numItems: 1000, cursor: null },
    });
    expect(first.page).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    expect(first.isDone).toBe(false);
    const second = await bob.as.query(api.messages.listConversations, {
      paginationOpts: { numItems: 1000, cursor: first.continueCursor },
    });
    const seen = [...first.page, ...second.page].map((c) => c.otherUserId);
    expect(seen).toEqual(senders.map((s) => s.userId).reverse());
  });
});
