import { expect, test } from "@playwright/test";
import { codeFromMail, mailsTo } from "./mail";
import {
  newPerson,
  signIn,
  signUp,
  submitSignUp,
  verifyWithMailedCode,
} from "./support";

test("sign-up, then sign-in asks for the emailed code; the code signs in", async ({
  page,
}) => {
  const eve = newPerson("Eve");
  await submitSignUp(page, eve);
  await expect(page.getByText("Account created")).toBeVisible();
  await expect(
    page.getByText("Please check your email to verify your account."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  // A wrong code is refused, clearly.
  await page.getByLabel("Password", { exact: true }).fill(eve.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Code from the email").fill("00000000");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(
    page.getByText("That code is wrong or has expired.", { exact: false }),
  ).toBeVisible();

  await verifyWithMailedCode(page, eve.email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the verification email's link fills in the code", async ({ page }) => {
  const fay = newPerson("Fay");
  await submitSignUp(page, fay);
  await expect(page).toHaveURL(/\/sign-in$/);
  const code = await codeFromMail(fay.email, "verification");
  const [mail] = await mailsTo(fay.email);
  const link = /https?:\/\/\S+\/sign-in\?\S+/.exec(mail!.text)?.[0];
  expect(link).toContain(code);
  await page.goto(link!);
  await expect(page.getByLabel("Code from the email")).toHaveValue(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("forgot password: code from the email and a new password sign in; the new password works after", async ({
  page,
  browser,
}) => {
  // Four password hashes (sign-up, sign-in, reset, sign-in) on a shared backend.
  test.slow();
  const gil = newPerson("Gil");
  await signUp(page, gil);

  const other = await browser.newContext();
  const reset = await other.newPage();
  await reset.goto("/sign-in");
  await reset.getByRole("link", { name: "Forgot password?" }).click();
  await reset.getByLabel("Email").fill(gil.email);
  await reset.getByRole("button", { name: "Send code" }).click();
  const code = await codeFromMail(gil.email, "reset");
  await reset.getByLabel("Code from the email").fill(code);
  await reset.getByLabel("New password", { exact: true }).fill("brand-new-pw7");
  await reset.getByLabel("Confirm new password").fill("brand-new-pw7");
  await reset.getByRole("button", { name: "Set new password" }).click();
  await expect(reset.getByText("Password updated")).toBeVisible();
  await expect(reset).toHaveURL(/\/dashboard$/);
  await other.close();

  // The new password signs in (the other sessions' end: auth.email.test.ts).
  const later = await browser.newContext();
  const again = await later.newPage();
  await signIn(again, gil.email, "brand-new-pw7");
  await expect(again).toHaveURL(/\/dashboard$/);
  await later.close();
});
