import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { CONTACT_LIMITS } from "./shared/contact";
import { ERROR_MESSAGES } from "./shared/errors";
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
    for (let i = 0; i < CONTACT_LIMITS.perEmailPerHour; i++) {
      await t.mutation(api.contact.send, message);
    }
    await expectAppError(
      t.mutation(api.contact.send, { ...message, email: "ADA@example.com" }),
      "TOO_MANY_ATTEMPTS",
      ERROR_MESSAGES.tooManyContactMessages,
    );
    // Another address is unaffected.
    await t.mutation(api.contact.send, {
      ...message,
      email: "grace@example.com",
    });
  });
});
