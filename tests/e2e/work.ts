import { expect, type Page } from "@playwright/test";

/** Settings' Work card (availability, hours a week, time zone). */
export function workCard(page: Page) {
  return page
    .getByRole("heading", { name: "Work", exact: true })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
}

/**
 * States what the signed-in person offers through Settings' Work card and
 * waits for it to be saved: an availability (its radio's label), the hours a
 * week and, when given, a time zone.
 */
export async function setWork(
  page: Page,
  work: { availability: RegExp; hours: string; timeZone?: string },
) {
  await page.goto("/settings");
  const card = workCard(page);
  await card.getByRole("radio", { name: work.availability }).check();
  await card.getByLabel("Hours a week").fill(work.hours);
  if (work.timeZone !== undefined) {
    await card.getByLabel("Time zone").selectOption(work.timeZone);
  }
  await card.getByRole("button", { name: "Save work details" }).click();
  await expect(page.getByText("Work details saved")).toBeVisible();
}
