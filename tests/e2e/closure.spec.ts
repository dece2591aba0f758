import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signIn } from "./support";

/**
 * The response clock as the demo data shows it (seeded fresh for the run):
 * Marcus's application to Brand Voice Generator is 5 days old; Priya's to his
 * Design System Copilot is 11, past the 7-day reminder.
 */
test("waiting times, the owner's 'Reply soon' and the response line", async ({
  page,
}) => {
  await signIn(page, DEMO.marcus.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The applicant sees how long his application has waited.
  await page.goto("/dashboard?tab=applications");
  await expect(page.getByText("Waiting 5 days")).toBeVisible();

  // Before applying elsewhere, a builder sees how the owner answers: Sofia
  // answered both applications to the project she finished (too few for a
  // rate, but never "new").
  await page
    .getByRole("link", { name: "Brand Voice Generator" })
    .first()
    .click();
  await expect(
    page.getByRole("heading", { name: "Brand Voice Generator" }),
  ).toBeVisible();
  await expect(
    page.getByText(
      "2 applications answered or expired so far; a response rate shows from 3",
    ),
  ).toBeVisible();

  // The owner's own project: the longest-waiting application says reply soon.
  await page.goto("/dashboard?tab=projects");
  await page
    .getByRole("link", { name: "Design System Copilot" })
    .first()
    .click();
  await expect(
    page.getByText("Waiting 11 days · Reply soon: expires in 3 days"),
  ).toBeVisible();
  await expect(
    page.getByText(
      "Your response rate shows once 3 applications are answered or expired (2 so far).",
    ),
  ).toBeVisible();
});
