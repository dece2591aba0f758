import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signIn } from "./support";

/** Console errors and uncaught page errors, as they come. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a link with a malformed project id shows Project not found and logs nothing", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/projects/abc");
  await expect(
    page.getByRole("heading", { name: "Project not found" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Browse Projects" }),
  ).toBeVisible();
  // A link elsewhere on the site still works from here.
  await page.getByRole("link", { name: "Browse Projects" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Explore Projects" }),
  ).toBeVisible();

  expect(errors.filter((line) => /ArgumentValidationError/.test(line))).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

test("a link to a conversation with nobody shows Conversation not found and logs nothing", async ({
  page,
}) => {
  await signIn(page, DEMO.marcus.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const errors = collectErrors(page);
  await page.goto("/messages/abc");
  await expect(
    page.getByRole("heading", { name: "Conversation not found" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "All conversations" }).click();
  await expect(page).toHaveURL(/\/messages$/);
  expect(errors).toEqual([]);
});
