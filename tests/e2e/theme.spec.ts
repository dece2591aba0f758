import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support";

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });

  for (const path of ["/", "/projects", "/builders", "/sign-in", "/about"]) {
    test(`${path} follows a dark system and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await isDark(page)).toBe(true);
      await expectAccessible(page);
    });
  }

  test("the header's switch keeps the light theme across reloads, with no dark first paint", async ({
    page,
  }) => {
    await page.goto("/projects");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await isDark(page)).toBe(false);
    // The class is read before anything renders: at DOMContentLoaded it is already light.
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await isDark(page)).toBe(false);
    await expect(
      page.getByRole("button", { name: "Switch to dark theme" }),
    ).toBeVisible();
  });
});
