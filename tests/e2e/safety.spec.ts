import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./support";

const LIAM = { email: "liam@buildmates.test", name: "Liam" };
const SOFIA = { email: "sofia@buildmates.test", name: "Sofia Álvarez" };

test("a blocked person's message is refused with a clear error, and the blocker can unblock", async ({
  browser,
}) => {
  test.slow(); // two sign-ins
  const sofiaContext = await browser.newContext();
  const sofia = await sofiaContext.newPage();
  await signIn(sofia, SOFIA.email, DEMO_PASSWORD);
  await expect(sofia).toHaveURL(/\/dashboard/);
  const liamContext = await browser.newContext();
  const liam = await liamContext.newPage();
  await signIn(liam, LIAM.email, DEMO_PASSWORD);
  await expect(liam).toHaveURL(/\/dashboard/);

  // Sofia writes to Liam from his profile.
  await sofia.goto("/builders?q=Liam");
  await sofia.getByRole("link", { name: /^View Liam .*profile$/ }).click();
  const liamProfileUrl = sofia.url();
  await sofia.getByRole("button", { name: "Message" }).click();
  const dialog = sofia.getByRole("dialog");
  await dialog.getByRole("textbox").fill("Hi Liam, are you free to chat?");
  await dialog.getByRole("button", { name: /Send/ }).click();
  await expect(sofia.getByText("Message sent")).toBeVisible();
  await sofia.keyboard.press("Escape");

  // Liam blocks Sofia from her profile.
  await liam.goto("/builders?q=Sofia");
  await liam.getByRole("link", { name: /^View Sofia .*profile$/ }).click();
  await liam.getByRole("button", { name: "More actions" }).click();
  await liam.getByRole("menuitem", { name: /Block Sofia/ }).click();
  await liam.getByRole("dialog").getByRole("button", { name: "Block" }).click();
  await expect(liam.getByText("Sofia Álvarez is blocked")).toBeVisible();

  // Sofia no longer sees a Message button on Liam's profile...
  await sofia.goto(liamProfileUrl);
  await expect(sofia.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(sofia.getByRole("button", { name: "Message" })).toHaveCount(0);
  // ...and her message from the inbox is refused with a clear error.
  await sofia.goto("/messages");
  await sofia.getByRole("link", { name: /Liam/ }).first().click();
  await sofia.getByRole("textbox").fill("Hello again?");
  await sofia.keyboard.press("Enter");
  await expect(
    sofia.getByText("You can't message or apply to this person."),
  ).toBeVisible();

  // Liam unblocks her in Settings.
  await liam.goto("/settings");
  await expect(
    liam.getByRole("heading", { name: "Blocked people" }),
  ).toBeVisible();
  await liam.getByRole("button", { name: "Unblock" }).click();
  await expect(liam.getByText("You haven't blocked anyone.")).toBeVisible();

  await Promise.all([sofiaContext.close(), liamContext.close()]);
});
