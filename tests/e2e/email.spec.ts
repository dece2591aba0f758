import { expect, test } from "@playwright/test";
import { codeFromMail, mailsTo } from "./mail";
import {
  newPerson,
  signInWithForm,
  signUp,
  submitSignUp,
  verifyWithMailedCode,
} from "./support";

test("sign-up asks for the emailed code; a wrong code is refused, the mailed one signs in", async ({
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
  await page.getByLabel("Code from the email").fill("00000000");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(
    page.getByText("That code is wrong or has expired.", { exact: false }),
  ).toBeVisible();

  await verifyWithMailedCode(page, eve.email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("signing in before opening the sign-up email: that email's code still signs in", async ({
  page,
}) => {
  const ann = newPerson("Ann");
  await submitSignUp(page, ann);
  await expect(page.getByLabel("Code from the email")).toBeVisible();
  // The person goes back and signs in with the password, before reading the mail.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByLabel("Email")).toHaveValue(ann.email);
  await page.getByLabel("Password", { exact: true }).fill(ann.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
  // The FIRST email's code works: the sign-in sent no code replacing it.
  await verifyWithMailedCode(page, ann.email, 1);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Email verified")).toBeVisible();
});

test("a person who lost the email asks for a new code with the password; the older code stops working", async ({
  page,
}) => {
  const lee = newPerson("Lee");
  await submitSignUp(page, lee);
  const first = await codeFromMail(lee.email, "verification", 1);
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByText(/we will email you a new code/)).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(lee.password);
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByText("New code sent")).toBeVisible();
  await expect(
    page.getByText("Codes from earlier emails no longer work.", {
      exact: false,
    }),
  ).toBeVisible();
  const second = await codeFromMail(lee.email, "verification", 2);
  if (second !== first) {
    await page.getByLabel("Code from the email").fill(first);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(
      page.getByText("That code is wrong or has expired.", { exact: false }),
    ).toBeVisible();
  }
  await verifyWithMailedCode(page, lee.email, 2);
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
  await signInWithForm(again, gil.email, "brand-new-pw7");
  await expect(again).toHaveURL(/\/dashboard$/);
  await later.close();
});
