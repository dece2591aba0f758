import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { RATE_LIMIT_MESSAGES, RATE_LIMITS } from "./shared/rateLimits";
import { createUser, expectAppError, setup } from "./test.helpers";

const message = {
  name: "  Ada Lovelace ",
  email: "Ada@Example.com",
  subject: "Partnership",
  message: "We would like to list our AI projects on Buildmates.",
};

describe("contact.send", () => {
  test("a visitor's message is stored, trimmed, with a lower-cased email", async () => {
    const t = setup();
    const id = await t.mutation(api.contact.send, message);
    const stored = await t.run(
      async (ctx) => await ctx.db.get("contactMessages", id),
    );
    expect(stored).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Partnership",
    });
    expect(stored?.senderId).toBeUndefined();
  });

  test("a signed-in sender is recorded", async () => {
    const t = setup();
    const { as, userId } = await createUser(t);
    const id = await as.mutation(api.contact.send, message);
    const stored = await t.run(
      async (ctx) => await ctx.db.get("contactMessages", id),
    );
    expect(stored?.senderId).toBe(userId);
  });

  test("refuses empty fields and a malformed email, storing nothing", async () => {
    const t = setup();
    await expectAppError(
      t.mutation(api.contact.send, { ...message, subject: "   " }),
      "INVALID_INPUT",
      "Subject is required",
    );
    await expectAppError(
      t.mutation(api.contact.send, { ...message, email: "not-an-email" }),
      "INVALID_INPUT",
      "Enter a valid email address",
    );
    const count = await t.run(
      async (ctx) => (await ctx.db.query("contactMessages").take(10)).length,
    );
    expect(count).toBe(0);
  });

  test("limits one address to a few messages an hour", async () => {
    const t = setup();
    for (let i = 0; i < RATE_LIMITS.contactPerEmail.capacity; i++) {
      await t.mutation(api.contact.send, message);
    }
    await expectAppError(
      t.mutation(api.contact.send, { ...message, email: "ADA@example.com" }),
      "RATE_LIMITED",
      RATE_LIMIT_MESSAGES.contactPerEmail,
    );
    // Another address is unaffected.
    await t.mutation(api.contact.send, {
      ...message,
      email: "grace@example.com",
    });
  });

  test("a visitor cannot escape the limits by changing the email", async () => {
    const t = setup();
    const { capacity } = RATE_LIMITS.contactAllVisitors;
    for (let i = 0; i < capacity; i++) {
      await t.mutation(api.contact.send, {
        ...message,
        email: `visitor${i}@example.com`,
      });
    }
    await expectAppError(
      t.mutation(api.contact.send, { ...message, email: "fresh@example.com" }),
      "RATE_LIMITED",
      RATE_LIMIT_MESSAGES.contactAllVisitors,
    );
    const count = await t.run(
      async (ctx) => (await ctx.db.query("contactMessages").take(50)).length,
    );
    expect(count).toBe(capacity);
    // A member is limited per account instead, whatever address they type.
    const member = await createUser(t);
    for (let i = 0; i < RATE_LIMITS.contactPerMember.capacity; i++) {
      await member.as.mutation(api.contact.send, {
        ...message,
        email: `member${i}@example.com`,
      });
    }
    await expectAppError(
      member.as.mutation(api.contact.send, {
        ...message,
        email: "another@example.com",
      }),
      "RATE_LIMITED",
      RATE_LIMIT_MESSAGES.contactPerMember,
    );
  });

  test("the buckets refill with time", async () => {
    vi.useFakeTimers();
    const t = setup();
    for (let i = 0; i < RATE_LIMITS.contactPerEmail.capacity; i++) {
      await t.mutation(api.contact.send, message);
    }
    await expectAppError(
      t.mutation(api.contact.send, message),
      "RATE_LIMITED",
      RATE_LIMIT_MESSAGES.contactPerEmail,
    );
    const { rate, period } = RATE_LIMITS.contactPerEmail;
    vi.advanceTimersByTime(Math.ceil(period / rate));
    await t.mutation(api.contact.send, message);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
