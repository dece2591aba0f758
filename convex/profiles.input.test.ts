/**
 * `profiles.update` and `profiles.updateLinks` refuse each bad field as the
 * shared schemas do: INVALID_INPUT with the form's message, or the argument
 * validator (derived from those schemas) for a value of the wrong type.
 */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { LIMITS } from "./shared/constants";
import { createUser, expectAppError, setup } from "./test.helpers";

describe("profiles.update: each field as the shared schema", () => {
  test.each([
    [{ name: "\u200b \u2060" }, "Please enter your full name"],
    [
      { name: "x".repeat(LIMITS.nameMaxLength + 1) },
      `Full name must be at most ${LIMITS.nameMaxLength} characters`,
    ],
    [
      { role: "x".repeat(LIMITS.roleMaxLength + 1) },
      `Role must be at most ${LIMITS.roleMaxLength} characters`,
    ],
    [
      { bio: "x".repeat(LIMITS.bioMaxLength + 1) },
      `Bio must be at most ${LIMITS.bioMaxLength} characters`,
    ],
    [
      {
        skills: Array.from(
          { length: LIMITS.maxSkills + 1 },
          (_, i) => `skill${i}`,
        ),
      },
      `Add at most ${LIMITS.maxSkills} skills`,
    ],
    [
      { skills: ["x".repeat(LIMITS.skillMaxLength + 1)] },
      `Each skill must be at most ${LIMITS.skillMaxLength} characters`,
    ],
  ])(
    "refuses %o: INVALID_INPUT %s, and changes nothing",
    async (patch, message) => {
      const t = setup();
      const me = await createUser(t);
      const before = await me.as.query(api.profiles.me, {});
      await expectAppError(
        me.as.mutation(api.profiles.update, patch),
        "INVALID_INPUT",
        message,
      );
      expect(await me.as.query(api.profiles.me, {})).toEqual(before);
    },
  );

  test("trims what it keeps, at the limits' edges", async () => {
    const t = setup();
    const me = await createUser(t);
    await me.as.mutation(api.profiles.update, {
      name: ` ${"n".repeat(LIMITS.nameMaxLength)} `,
      bio: ` ${"b".repeat(LIMITS.bioMaxLength)} `,
    });
    expect(await me.as.query(api.profiles.me, {})).toMatchObject({
      name: "n".repeat(LIMITS.nameMaxLength),
      bio: "b".repeat(LIMITS.bioMaxLength),
    });
  });

  test.each([
    [{ name: 5 }],
    [{ skills: "React, LLMs" }],
    [{ expertise: ["dev"] }],
    [{ userId: "someone" }],
  ])(
    "a value of the wrong type, or a field it does not take, fails the argument validator: %o",
    async (bad) => {
      const t = setup();
      const me = await createUser(t);
      await expect(
        me.as.mutation(api.profiles.update, bad as never),
      ).rejects.toThrow(/Validator/);
    },
  );
});

describe("profiles.updateLinks: the shared link schema", () => {
  test("a link that is no string, or a link it does not take, fails the argument validator", async () => {
    const t = setup();
    const me = await createUser(t);
    for (const bad of [{ website: 5 }, { twitter: "https://x.com/me" }]) {
      await expect(
        me.as.mutation(api.profiles.updateLinks, bad as never),
      ).rejects.toThrow(/Validator/);
    }
  });

  test("a refused link is INVALID_INPUT with the form's message", async () => {
    const t = setup();
    const me = await createUser(t);
    await expectAppError(
      me.as.mutation(api.profiles.updateLinks, {
        github: "https://gitlab.com/me",
      }),
      "INVALID_INPUT",
      "GitHub: use a github.com address, like github.com/you",
    );
  });
});
