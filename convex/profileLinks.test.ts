import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { createUser, expectAppError, setup } from "./test.helpers";

describe("profiles.updateLinks", () => {
  test("keeps https links on their own sites, clears empty ones, and refuses the rest", async () => {
    const t = setup();
    const ada = await createUser(t);
    await ada.as.mutation(api.profiles.updateLinks, {
      website: " https://ada.dev ",
      github: "https://github.com/ada",
      linkedin: "",
    });
    const row = await t.query(api.builders.get, { profileId: ada.profileId });
    expect(row?.links).toEqual({
      website: "https://ada.dev",
      github: "https://github.com/ada",
    });
    for (const bad of [
      { website: "http://ada.dev" },
      { website: "ftp://ada.dev" },
      { website: "ada" },
      { website: "not a web address" },
      { website: "mailto:ada@ada.dev" },
      { website: "javascript:alert(1)" },
      { github: "https://gitlab.com/ada" },
      { linkedin: "https://evil.example/linkedin.com" },
      { website: `https://ada.dev/${"x".repeat(200)}` },
    ]) {
      await expectAppError(
        ada.as.mutation(api.profiles.updateLinks, bad),
        "INVALID_INPUT",
      );
    }
    await ada.as.mutation(api.profiles.updateLinks, {
      website: "",
      github: "",
    });
    expect(
      (await t.query(api.builders.get, { profileId: ada.profileId }))?.links,
    ).toEqual({});
  });

  test("an address without a scheme is taken as https", async () => {
    const t = setup();
    const ada = await createUser(t);
    await ada.as.mutation(api.profiles.updateLinks, {
      website: " nora.dev ",
      github: "github.com/nora",
      linkedin: "www.linkedin.com/in/nora",
    });
    expect(
      (await t.query(api.builders.get, { profileId: ada.profileId }))?.links,
    ).toEqual({
      website: "https://nora.dev",
      github: "https://github.com/nora",
      linkedin: "https://www.linkedin.com/in/nora",
    });
  });

  test("are hidden from someone either of them blocked", async () => {
    const t = setup();
    const ada = await createUser(t);
    const bob = await createUser(t);
    await ada.as.mutation(api.profiles.updateLinks, {
      website: "https://ada.dev",
    });
    await ada.as.mutation(api.blocks.block, { userId: bob.userId });
    expect(
      (await bob.as.query(api.builders.get, { profileId: ada.profileId }))
        ?.links,
    ).toEqual({});
    expect(
      (await t.query(api.builders.get, { profileId: ada.profileId }))?.links,
    ).toEqual({ website: "https://ada.dev" });
  });

  test("needs a signed-in user", async () => {
    const t = setup();
    await expectAppError(
      t.mutation(api.profiles.updateLinks, { website: "https://x.dev" }),
      "UNAUTHENTICATED",
    );
  });
});
