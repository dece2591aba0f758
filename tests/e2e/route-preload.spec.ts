import { expect, test } from "@playwright/test";

/** A request for the code of one route module (its chunk: `assets/<module>-<hash>.js`). */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

test("a page's code loads when its link is pointed at or focused, before any click", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });

  const builders = page.waitForRequest(chunk("builders"));
  await nav.getByRole("link", { name: "Builders" }).hover();
  await builders;

  const about = page.waitForRequest(chunk("about"));
  await nav.getByRole("link", { name: "About" }).focus();
  await about;

  // Still on the home page: nothing was clicked.
  await expect(page).toHaveURL(/\/$/);
});
