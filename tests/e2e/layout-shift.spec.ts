import { expect, test } from "@playwright/test";

/** Goal of issue #14: CLS at most 0.02 per route (0.1 is the limit of "good"). */
const MAX_CLS = 0.02;

declare global {
  interface Window {
    __cls?: number;
  }
}

for (const path of ["/", "/projects", "/builders", "/about", "/contact"]) {
  test(`${path} loads cold without layout shift`, async ({ page }) => {
    // Sums every layout shift not caused by input, from the first paint on.
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          };
          if (!shift.hadRecentInput)
            window.__cls = (window.__cls ?? 0) + shift.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    // Loaded: the page, the header's auth buttons and the data (no skeleton busy).
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Sign in" }),
    ).toBeVisible();
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    const cls = await page.evaluate(() => window.__cls ?? 0);
    expect(cls).toBeLessThanOrEqual(MAX_CLS);
  });
}
