import { expect, test, type Browser, type Page } from "@playwright/test";
import { codeFromMail, mailsTo } from "./mail";
import {
  expectAccessible,
  newPerson,
  signIn,
  signInWithForm,
  signUp,
} from "./support";

type Person = ReturnType<typeof newPerson>;

/** The person signed in in a second browser of their own, on the dashboard. */
async function secondBrowser(browser: Browser, person: Person) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

/** A browser whose session ended: signed out at once, sent to sign-in. */
async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(
    page.getByRole("button", { name: "Sign in", exact: true }),
  ).toBeVisible();
}

test("changing the password signs the other browser out at once; the new password signs in", async ({
  page,
  browser,
}) => {
  // Password hashes: sign-up, two sign-ins, the check, the new one.
  test.slow();
  const ivy = newPerson("Ivy");
  await signUp(page, ivy);
  const other = await secondBrowser(browser, ivy);

  await page.goto("/settings");
  await expect(
    page.getByRole("heading", { name: "Account", exact: true }),
  ).toBeVisible();
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("fresh-secret8");
  await page.getByLabel("Confirm new password").fill("fresh-secret8");
  await page
    .getByRole("button", { name: "Change password", exact: true })
    .click();
  await expect(
    page.getByText("That is not your current password."),
  ).toBeVisible();
  await expect(page.getByLabel("Current password")).toBeFocused();
  // The other browser is still signed in after a wrong try.
  await expect(
    other.page.getByRole("heading", { level: 1, name: "Dashboard" }),
  ).toBeVisible();

  await page.getByLabel("Current password").fill(ivy.password);
  await page
    .getByRole("button", { name: "Change password", exact: true })
    .click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");
  await expectAccessible(page);

  await expectSignedOut(other.page);
  // This browser stays signed in.
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "Account", exact: true }),
  ).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(ivy.email)).map((mail) => mail.subject))
    .toContain("Your Buildmates password was changed");

  await signInWithForm(other.page, ivy.email, "fresh-secret8");
  await expect(other.page).toHaveURL(/\/dashboard$/);
  await other.context.close();
});

test("the sessions list marks this browser; ending the other one signs it out", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  const jon = newPerson("Jon");
  await signUp(page, jon);
  const other = await secondBrowser(browser, jon);

  await page.goto("/settings");
  const list = page.getByRole("list", { name: "Sessions" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByText("This browser")).toHaveCount(1);
  // The keyboard reaches End and confirms.
  await list.getByRole("button", { name: "End this session" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "End this session?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "End session" }).click();
  await expect(page.getByText("Session ended")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(
    page.getByText("You are not signed in anywhere else."),
  ).toBeVisible();

  await expectSignedOut(other.page);
  await other.context.close();
});

test("changing the email: a code to the new address, the old one told, the new one signs in", async ({
  page,
  browser,
}) => {
  test.slow();
  const kim = newPerson("Kim");
  const newEmail = newPerson("Kimnew").email;
  await signUp(page, kim);

  await page.goto("/settings");
  await expect(page.getByText(kim.email, { exact: true })).toBeVisible();
  await page.getByLabel("New email").fill(newEmail);
  await page.getByLabel("Password", { exact: true }).fill(kim.password);
  await page.getByRole("button", { name: "Send code" }).click();
  const codeField = page.getByLabel("Code from the email");
  await expect(codeField).toBeVisible();

  await codeField.fill("00000000");
  await page.getByRole("button", { name: "Change email" }).click();
  await expect(
    page.getByText("That code is wrong or has expired.", { exact: false }),
  ).toBeVisible();
  // Not changed before the right code.
  await expect(page.getByText(kim.email, { exact: true })).toBeVisible();

  await codeField.fill(await codeFromMail(newEmail, "email change"));
  await page.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText("Email changed")).toBeVisible();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(kim.email)).map((mail) => mail.subject))
    .toContain("Your Buildmates email was changed");

  const later = await browser.newContext();
  const again = await later.newPage();
  await signInWithForm(again, newEmail, kim.password);
  await expect(again).toHaveURL(/\/dashboard$/);
  await later.close();
});
