import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signIn } from "./support";

test("on a 375 px phone every dashboard tab shows in full, none hidden past the strip's edge", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO.marcus.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  const strip = page.getByRole("tablist", { name: "Dashboard sections" });
  const tabs = strip.getByRole("tab");
  await expect(tabs).toHaveCount(5);

  // Nothing of the strip is scrolled out of sight.
  const overflow = await strip.evaluate(
    (element) => element.scrollWidth - element.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // Each tab lies inside the strip and the screen.
  const box = (await strip.boundingBox())!;
  for (const tab of await tabs.all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
    const { x, width } = (await tab.boundingBox())!;
    expect(x).toBeGreaterThanOrEqual(box.x);
    expect(x + width).toBeLessThanOrEqual(box.x + box.width);
  }

  // The last one is reached with a tap as it is.
  await tabs.last().click();
  await expect(page).toHaveURL(/tab=settings/);
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
});
