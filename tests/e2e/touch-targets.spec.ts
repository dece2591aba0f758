import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForEntrances } from "./support";

/**
 * On a 390 px phone every control a thumb has to hit is at least 44 x 44 px.
 * Links inside running text (display: inline) are exempt, as WCAG's target
 * size rule exempts them; so is the visually hidden skip link.
 */
const pages = ["/", "/projects", "/builders", "/sign-in", "/sign-up", "/about"];

/** What shows that a page's data has arrived (its cards hold controls too). */
const loaded: Record<string, (page: Page) => Locator> = {
  "/": (page) =>
    page
      .getByRole("region", { name: "Featured Projects" })
      .getByRole("listitem")
      .first(),
  "/projects": (page) =>
    page.getByRole("link", { name: /^View details of / }).first(),
  "/builders": (page) =>
    page.getByRole("link", { name: /'s profile$/ }).first(),
};

test.describe("touch targets at 390 px", () => {
  for (const path of pages) {
    test(`${path}: every control is at least 44 x 44 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const data = loaded[path];
      if (data) await expect(data(page)).toBeVisible();
      // The footer is the last to arrive (after the page's own content).
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await waitForEntrances(page);
      const small = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLElement>(
            "a, button, [role=button], [role=tab], [role=checkbox], input, select, textarea",
          ),
        ).flatMap((element) => {
          const { width, height } = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const hidden =
            width <= 1 || height <= 1 || style.visibility === "hidden";
          const inline = element.tagName === "A" && style.display === "inline";
          if (hidden || inline || (width >= 44 && height >= 44)) return [];
          const name =
            element.getAttribute("aria-label") ?? element.textContent ?? "";
          return [
            `${element.tagName} "${name.trim().slice(0, 40)}" ${Math.round(width)}x${Math.round(height)}`,
          ];
        }),
      );
      expect(small).toEqual([]);
    });
  }
});
