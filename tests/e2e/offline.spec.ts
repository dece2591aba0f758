import { expect, test } from "@playwright/test";

test("offline, a page whose code is not loaded yet says it will load, and does once back online", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });

  await context.setOffline(true);
  await nav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page.getByText("This page will load when you're back online."),
  ).toBeVisible();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);

  // The header and its navigation go on working meanwhile.
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await nav.getByRole("link", { name: "About" }).click();
  await expect(
    page.getByText("This page will load when you're back online."),
  ).toBeVisible();

  // Back online, the page loads by itself: no reload, no click.
  await context.setOffline(false);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: /We help visionaries and AI builders/,
    }),
  ).toBeVisible();
  await expect(
    page.getByText("This page will load when you're back online."),
  ).toHaveCount(0);
});
