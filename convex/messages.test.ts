import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { MESSAGE_ERRORS } from "./model/messages";
import { LIMITS } from "./shared/constants";
import { CONVERSATION_LIMIT, MESSAGE_BODY_MESSAGES } from "./shared/messages";
import { RATE_LIMIT_MESSAGES, RATE_LIMITS } from "./shared/rateLimits";
import { createUser, expectAppError, setup } from "./test.helpers";

describe("messages.send", () => {
  test("stores a trimmed message that both participants see", async () => {
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    await ada.as.mutation(api.messages.send, {
      recipientId: bob.userId,
      body: "  Hi Bob, fancy a project?  ",
    });
    await bob.as.mutation(api.messages.send, {
      recipientId: ada.userId,
      body: "Sure!",
    });

    const asAda = await ada.as.query(api.messages.conversation, {
      userId: bob.userId,
    });
    expect(asAda.map((m) => [m.body, m.fromViewer])).toEqual([
      ["Hi Bob, fancy a project?", true],
      ["Sure!", false],
    ]);
    const asBob = await bob.as.query(api.messages.conversation, {
      userId: ada.userId,
    });
    expect(asBob.map((m) => [m.body, m.fromViewer])).toEqual([
      ["Hi Bob, fancy a project?", false],
      ["Sure!", true],
    ]);
  });

  test("validates the body: 1 to 2000 characters after trimming", async () => {
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    await expectAppError(
      ada.as.mutation(api.messages.send, {
        recipientId: bob.userId,
        body: "   ",
      }),
      "INVALID_INPUT",
      MESSAGE_BODY_MESSAGES.empty,
    );
    await expectAppError(
      ada.as.mutation(api.messages.send, {
        recipientId: bob.userId,
        body: "x".repeat(LIMITS.messageMaxLength + 1),
      }),
      "INVALID_INPUT",
      MESSAGE_BODY_MESSAGES.tooLong,
    );
    await ada.as.mutation(api.messages.send, {
      recipientId: bob.userId,
      body: ` ${"x".repeat(LIMITS.messageMaxLength)} `,
    });
  });

  test("refuses yourself, signed-out visitors and users without a profile", async () => {
    const t = setup();
    const ada = await createUser(t);
    await expectAppError(
      ada.as.mutation(api.messages.send, {
        recipientId: ada.userId,
        body: "Note to self",
      }),
      "INVALID_INPUT",
      MESSAGE_ERRORS.self,
    );
    await expectAppError(
      t.mutation(api.messages.send, { recipientId: ada.userId, body: "Hi" }),
      "UNAUTHENTICATED",
    );
    const ghost = await t.run(async (ctx) => await ctx.db.insert("users", {}));
    await expectAppError(
      ada.as.mutation(api.messages.send, { recipientId: ghost, body: "Hi" }),
      "NOT_FOUND",
    );
    const rows = await t.run(
      async (ctx) => await ctx.db.query("messages").take(10),
    );
    expect(rows).toEqual([]);
  });
});

describe("messages.conversation", () => {
  test("is only ever the viewer's own conversation", async () => {
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    const eve = await createUser(t);
    await ada.as.mutation(api.messages.send, {
      recipientId: bob.userId,
      body: "Private to Bob",
    });

    // Eve asks for "her conversation with Bob" (or Ada): there is none.
    expect(
      await eve.as.query(api.messages.conversation, { userId: bob.userId }),
    ).toEqual([]);
    expect(
      await eve.as.query(api.messages.conversation, { userId: ada.userId }),
    ).toEqual([]);
    // Signed out: nothing.
    expect(
      await t.query(api.messages.conversation, { userId: bob.userId }),
    ).toEqual([]);
  });

  test("shows the last 20 messages, oldest first", async () => {
    vi.useFakeTimers();
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    const { rate, period } = RATE_LIMITS.messagesPerSender;
    for (let i = 1; i <= CONVERSATION_LIMIT + 5; i++) {
      // Paced under the per-sender limit.
      vi.advanceTimersByTime(Math.ceil(period / rate));
      await ada.as.mutation(api.messages.send, {
        recipientId: bob.userId,
        body: `Message ${i}`,
      });
    }
    const messages = await bob.as.query(api.messages.conversation, {
      userId: ada.userId,
    });
    expect(messages).toHaveLength(CONVERSATION_LIMIT);
    expect(messages[0]?.body).toBe("Message 6");
    expect(messages.at(-1)?.body).toBe(`Message ${CONVERSATION_LIMIT + 5}`);
  });
});

describe("messages.send rate limit", () => {
  test("a sender gets a burst, then is refused until the bucket refills", async () => {
    vi.useFakeTimers();
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    const carol = await createUser(t);
    const { capacity, rate, period } = RATE_LIMITS.messagesPerSender;
    for (let i = 0; i < capacity; i++) {
      await ada.as.mutation(api.messages.send, {
        recipientId: bob.userId,
        body: `Hello ${i}`,
      });
    }
    // Writing to someone else does not escape the sender's limit.
    await expectAppError(
      ada.as.mutation(api.messages.send, {
        recipientId: carol.userId,
        body: "One more",
      }),
      "RATE_LIMITED",
      RATE_LIMIT_MESSAGES.messagesPerSender,
    );
    const toCarol = await carol.as.query(api.messages.conversation, {
      userId: ada.userId,
    });
    expect(toCarol).toEqual([]);
    // Other senders are unaffected.
    await bob.as.mutation(api.messages.send, {
      recipientId: ada.userId,
      body: "Hi Ada",
    });
    vi.advanceTimersByTime(Math.ceil(period / rate));
    await ada.as.mutation(api.messages.send, {
      recipientId: carol.userId,
      body: "One more",
    });
  });
});

afterEach(() => {
  vi.useRealTimers();
});
