import { expect, test } from "@playwright/test";

test("a link with a malformed project id shows Project not found and logs nothing", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

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
