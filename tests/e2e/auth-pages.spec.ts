import { expect, test, type Page } from "@playwright/test";

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
      page.getByText("Please make sure your passwords match."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  });

  test("refuses a short password with the spec's toast", async ({ page }) => {
    await page.goto("/sign-up");
    await fillAccountDetails(page, "12345", "12345");
    await expect(page.getByText("Password too short")).toBeVisible();
    await expect(
      page.getByText("Password must be at least 6 characters long."),
    ).toBeVisible();
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
