/**
 * `passwordAuth.createAccount` takes the profile as `signUpProfileSchema`
 * parses it (its validator is derived from the schema's output): every field
 * present, expertise from the list.
 */
import { describe, expect, test } from "vitest";
import { internal } from "./_generated/api";
import type { ExpertiseId } from "./shared/constants";
import { setup } from "./test.helpers";

const profile = {
  email: "grace@example.com",
  name: "Grace Hopper",
  expertise: ["dev"] as ExpertiseId[],
  bio: "",
};

describe("passwordAuth.createAccount", () => {
  test("creates the account of a parsed profile", async () => {
    const t = setup();
    const accountId = await t.mutation(internal.passwordAuth.createAccount, {
      profile,
      secret: "hash",
    });
    expect(accountId).not.toBeNull();
  });

  test.each([
    [{ bio: undefined }],
    [{ expertise: undefined }],
    [{ expertise: ["cooking"] }],
    [{ name: 5 }],
    [{ password: "a-secret" }],
  ])("refuses a profile that is not one parsed: %o", async (change) => {
    const t = setup();
    await expect(
      t.mutation(internal.passwordAuth.createAccount, {
        profile: { ...profile, ...change } as never,
        secret: "hash",
      }),
    ).rejects.toThrow(/Validator/);
  });
});
