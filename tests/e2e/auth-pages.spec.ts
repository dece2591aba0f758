import { expect, test, type Page } from "@playwright/test";
import { newPerson, submitSignUp, verifyWithMailedCode } from "./support";

/** The sonner toast holding `text` (the fields show some of the same texts). */
const toastWith = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text);

async function fillAccountDetails(
  page: Page,
  password: string,
  confirmPassword: string,
) {
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(confirmPassword);
  await page.getByRole("button", { name: "Continue" }).click();
}

test.describe("sign-up wizard", () => {
  test("refuses mismatched passwords with the spec's toast", async ({
    page,
  }) => {
    await page.goto("/sign-up");
    await fillAccountDetails(page, "secret1", "secret2");
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(
      toastWith(page, "Please make sure your passwords match."),
    ).toBeVisible();
    // Beside the field too, announced as its description.
    const confirm = page.getByLabel("Confirm password");
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(confirm).toHaveAccessibleDescription(
      "Please make sure your passwords match.",
    );
    await expect(confirm).toBeFocused();
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  });

  test("an error toast goes once it is fixed, and a phone shows it clear of the form", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/sign-up");
    await fillAccountDetails(page, "violet-harbor-42", "violet-harbor-24");
    const toast = page.getByText("Passwords do not match");
    await expect(toast).toBeVisible();
    // At the top on a phone: nothing the user must press is under it.
    const box = await toast.boundingBox();
    expect(box?.y ?? Infinity).toBeLessThan(844 / 2);
    await page.getByLabel("Confirm password").fill("violet-harbor-42");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("button", { name: /Go back/ })).toBeVisible();
    await expect(toast).toBeHidden();
  });

  test("refuses a short password with the spec's toast", async ({ page }) => {
    await page.goto("/sign-up");
    await fillAccountDetails(page, "12345", "12345");
    await expect(page.getByText("Password too short")).toBeVisible();
    await expect(
      toastWith(page, "Password must be at least 6 characters long."),
    ).toBeVisible();
    await expect(
      page.getByLabel("Password", { exact: true }),
    ).toHaveAccessibleDescription(
      "Password must be at least 6 characters long.",
    );
  });

  test("refuses a common password before step 2", async ({ page }) => {
    await page.goto("/sign-up");
    await fillAccountDetails(page, "password1", "password1");
    await expect(page.getByText("Choose another password")).toBeVisible();
    await expect(
      toastWith(
        page,
        "This password is too common and easy to guess. Please choose another one.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  });

  test("creates the account, lands on sign-in asking for the emailed code, and the code signs in", async ({
    page,
  }) => {
    const person = newPerson("Ivy");
    await submitSignUp(page, person);
    await expect(page.getByText("Account created")).toBeVisible();
    await expect(
      page.getByText("Please check your email to verify your account."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    // The page says to enter the code from the email, and takes it there.
    await expect(
      page.getByText(/Enter the code from the email we sent to/),
    ).toContainText(person.email);
    await verifyWithMailedCode(page, person.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Email verified")).toBeVisible();
  });

  test("signing up again with a taken email answers the same and signs nobody in", async ({
    page,
  }) => {
    const person = newPerson("Jude");
    await submitSignUp(page, person);
    await expect(page).toHaveURL(/\/sign-in$/);
    await submitSignUp(page, { ...person, password: "another-Secret-9" });
    await expect(page.getByText("Account created").last()).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(
      page.getByText(/Enter the code from the email we sent to/),
    ).toContainText(person.email);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByLabel("Email")).toHaveValue(person.email);
    await page.getByLabel("Password", { exact: true }).fill("another-Secret-9");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("moves to step 2 and back, keeping what was typed", async ({ page }) => {
    await page.goto("/sign-up");
    await fillAccountDetails(page, "secret1", "secret1");
    await expect(
      page.getByRole("heading", { name: "Tell us about you" }),
    ).toBeVisible();
    const design = page.getByRole("button", { name: "Design" });
    await design.click();
    await expect(design).toHaveAttribute("aria-pressed", "true");
    await expect(
      page.getByRole("button", { name: "Create Account" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "← Go back" }).click();
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  });
});

test("sign-in page has its fields, password toggle and links", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret1");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(
    page.getByRole("heading", { name: "Forgot your password?" }),
  ).toBeVisible();
});
