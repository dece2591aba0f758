import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, newPerson, signIn, signUp } from "./support";

test("a member deletes their account: the other browser's conversation shows 'Deleted member' live and their builder card goes", async ({
  browser,
}) => {
  // A sign-up with its mailed code, a sign-in and the deletion's password check.
  test.slow();
  const x = newPerson("Xavi");
  const xPage = await (await browser.newContext()).newPage();
  const yContext = await browser.newContext();
  const yPage = await yContext.newPage();
  const body = `Hello before I go ${x.id}`;

  await signUp(xPage, x);
  await signIn(yPage, DEMO.kenji.email, DEMO_PASSWORD);
  await expect(yPage).toHaveURL(/\/dashboard$/);

  // X messages Y from Y's builder card.
  await xPage.goto(`/builders?q=${encodeURIComponent(DEMO.kenji.name)}`);
  await xPage
    .getByRole("listitem")
    .filter({ hasText: DEMO.kenji.name })
    .getByRole("button", { name: "Message" })
    .click();
  const box = xPage.getByLabel(`Your message to ${DEMO.kenji.name}`);
  await box.fill(body);
  await box.press("Enter");
  await expect(xPage.getByText("Message sent")).toBeVisible();

  // Y has the conversation open, and X's card found on /builders in another tab.
  await yPage.goto("/messages");
  await yPage
    .getByRole("navigation", { name: "Conversations" })
    .getByRole("link")
    .filter({ hasText: x.name })
    .click();
  await expect(yPage).toHaveURL(/\/messages\/[^/]+$/);
  const header = yPage.getByRole("heading", { level: 2 }).first();
  await expect(header.getByRole("link", { name: x.name })).toBeVisible();
  const thread = yPage.getByRole("list", { name: /^Conversation with / });
  await expect(thread.getByText(body)).toBeVisible();
  const builders = await yContext.newPage();
  await builders.goto(`/builders?q=${encodeURIComponent(x.name)}`);
  const card = builders.getByRole("listitem").filter({ hasText: x.name });
  await expect(card).toHaveCount(1);

  // X deletes the account from Settings.
  await xPage.goto("/settings");
  await xPage.getByRole("button", { name: "Delete account" }).click();
  const dialog = xPage.getByRole("alertdialog", {
    name: "Delete your account?",
  });
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await dialog.getByLabel("Your password").fill(x.password);
  await expect(confirm).toBeDisabled();
  await dialog
    .getByLabel("Type your email to confirm")
    .fill(x.email.toUpperCase());
  await confirm.click();
  await expect(xPage.getByText("Your account was deleted.")).toBeVisible();
  await expect(xPage).toHaveURL(/\/$/);
  await expect(
    xPage.getByRole("banner").getByRole("link", { name: "Sign in" }),
  ).toBeVisible();

  // Y, without a reload: the conversation names a "Deleted member", with no
  // link to a profile (the inbox row still links to the conversation).
  const deletedHeading = yPage.getByRole("heading", { name: "Deleted member" });
  await expect(deletedHeading).toBeVisible();
  await expect(deletedHeading.getByRole("link")).toHaveCount(0);
  await expect(
    yPage
      .getByRole("navigation", { name: "Conversations" })
      .getByRole("link")
      .filter({ hasText: "Deleted member" }),
  ).toHaveCount(1);
  await expect(yPage.getByRole("link", { name: x.name })).toHaveCount(0);
  await expect(thread.getByText(body)).toBeVisible();
  await expect(
    yPage.getByText("This member deleted their account."),
  ).toBeVisible();
  // ... and X's builder card has left /builders.
  await expect(card).toHaveCount(0);
});
