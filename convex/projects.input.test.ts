/**
 * `projects.create` and `projects.update` refuse each bad field as the shared
 * schema does: INVALID_INPUT with the form's message, or the argument
 * validator (derived from that schema) for a value of the wrong type.
 */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { LIMITS } from "./shared/constants";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  validProjectInput,
} from "./test.helpers";

const tooManySkills = Array.from(
  { length: LIMITS.maxSkills + 1 },
  (_, i) => `skill${i}`,
);

/** Fields the schema refuses with INVALID_INPUT, and the form's message for each. */
const refusals: [Record<string, unknown>, string][] = [
  [{ title: "Tiny" }, "Title must be at least 5 characters"],
  [{ title: "\u200b Tiny \u202e" }, "Title must be at least 5 characters"],
  [
    { title: "x".repeat(LIMITS.titleMaxLength + 1) },
    `Title must be at most ${LIMITS.titleMaxLength} characters`,
  ],
  [
    { description: `   ${"short".padEnd(19, ".")}   ` },
    "Description must be at least 20 characters",
  ],
  [
    { description: "x".repeat(LIMITS.descriptionMaxLength + 1) },
    `Description must be at most ${LIMITS.descriptionMaxLength} characters`,
  ],
  [{ skills: tooManySkills }, `Add at most ${LIMITS.maxSkills} skills`],
  [
    { skills: ["x".repeat(LIMITS.skillMaxLength + 1)] },
    `Each skill must be at most ${LIMITS.skillMaxLength} characters`,
  ],
  [
    { openPositions: Number.NaN },
    "Open positions must be a whole number from 1 to 20",
  ],
  [{ openPositions: -1 }, "Open positions must be a whole number from 1 to 20"],
];

describe("projects.create and projects.update: each field as the shared schema", () => {
  test.each(refusals)(
    "create refuses %o: INVALID_INPUT %s",
    async (overrides, message) => {
      const t = setup();
      const owner = await createUser(t);
      await expectAppError(
        owner.as.mutation(api.projects.create, {
          ...validProjectInput,
          ...overrides,
        }),
        "INVALID_INPUT",
        message,
      );
    },
  );

  test.each(refusals)(
    "update refuses %o: INVALID_INPUT %s, and changes nothing",
    async (patch, message) => {
      const t = setup();
      const owner = await createUser(t);
      const projectId = await createProjectAs(owner);
      const before = await t.query(api.projects.get, { projectId });
      await expectAppError(
        owner.as.mutation(api.projects.update, { projectId, ...patch }),
        "INVALID_INPUT",
        message,
      );
      expect(await t.query(api.projects.get, { projectId })).toEqual(before);
    },
  );

  test.each([
    [{ title: 5 }],
    [{ category: "Cooking" }],
    [{ skills: "React, LLMs" }],
    [{ openPositions: "3" }],
    [{ creatorId: "someone" }],
  ])(
    "a value of the wrong type, or an unknown field, fails the argument validator: %o",
    async (bad) => {
      const t = setup();
      const owner = await createUser(t);
      const projectId = await createProjectAs(owner);
      await expect(
        owner.as.mutation(api.projects.create, {
          ...validProjectInput,
          ...(bad as object),
        }),
      ).rejects.toThrow(/Validator/);
      await expect(
        owner.as.mutation(api.projects.update, {
          projectId,
          ...(bad as object),
        }),
      ).rejects.toThrow(/Validator/);
    },
  );

  test("create needs every field; update takes any subset", async () => {
    const t = setup();
    const owner = await createUser(t);
    const { title: _title, ...withoutTitle } = validProjectInput;
    await expect(
      owner.as.mutation(api.projects.create, withoutTitle as never),
    ).rejects.toThrow(/Validator/);
    const projectId = await createProjectAs(owner);
    await owner.as.mutation(api.projects.update, { projectId });
    await owner.as.mutation(api.projects.update, {
      projectId,
      title: "  A title that is trimmed  ",
    });
    expect((await t.query(api.projects.get, { projectId }))?.title).toBe(
      "A title that is trimmed",
    );
  });
});
