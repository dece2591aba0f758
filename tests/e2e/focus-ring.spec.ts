import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signIn } from "./support";

test("a mouse-clicked dashboard tab shows no focus ring; the keyboard's does", async ({
  page,
}) => {
  await signIn(page, DEMO.marcus.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A key pressed earlier (as when signing in with Enter) makes Chromium show
  // a ring on a tab focused from script, as Radix focuses a clicked one.
  await page.keyboard.press("Shift");
  const projects = page.getByRole("tab", { name: "My Projects" });
  await projects.click();
  await expect(projects).toHaveAttribute("aria-selected", "true");
  await expect(projects).toBeFocused();
  expect(await projects.evaluate((tab) => tab.matches(":focus-visible"))).toBe(
    false,
  );

  await page.keyboard.press("ArrowRight");
  const collaborations = page.getByRole("tab", { name: "Collaborations" });
  await expect(collaborations).toBeFocused();
  expect(
    await collaborations.evaluate((tab) => tab.matches(":focus-visible")),
  ).toBe(true);
});
