import { expect, test } from "@playwright/test";
import { expectAccessible, newPerson, signUp } from "./support";

test("a builder states availability, hours and time zone in Settings; visitors see them on the card and the builder page", async ({
  browser,
}) => {
  const person = newPerson("Wren");
  const member = await (await browser.newContext()).newPage();
  const visitor = await (await browser.newContext()).newPage();
  await signUp(member, person);

  await member.goto("/settings");
  const work = member
    .getByRole("heading", { name: "Work", exact: true })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  const hours = work.getByLabel("Hours a week");
  const save = work.getByRole("button", { name: "Save work details" });

  // Out of range: the shared schema's message, nothing saved.
  await hours.fill("90");
  await save.click();
  await expect(hours).toHaveAccessibleDescription(
    "Hours a week must be a whole number from 1 to 80",
  );
  await expect(hours).toBeFocused();

  await work.getByRole("radio", { name: /Busy/ }).check();
  await hours.fill("20");
  await work.getByLabel("Time zone").selectOption("Europe/Berlin");
  await save.click();
  await expect(member.getByText("Work details saved")).toBeVisible();
  await expectAccessible(member);

  // A visitor finds the builder: Busy on the card, and on the page the
  // hours and the zone with the time there.
  await visitor.goto(`/builders?q=${encodeURIComponent(person.name)}`);
  const card = visitor
    .getByRole("list", { name: "Builders" })
    .getByRole("listitem")
    .filter({ hasText: person.name });
  await expect(card.getByText("Busy", { exact: true })).toBeVisible();
  await card
    .getByRole("link", { name: `View ${person.name}'s profile` })
    .click();
  await expect(
    visitor.getByRole("heading", { level: 1, name: person.name }),
  ).toBeVisible();
  await expect(visitor.getByText("Busy", { exact: true })).toBeVisible();
  await expect(visitor.getByText("20 h a week")).toBeVisible();
  await expect(
    visitor.getByText(/^Europe\/Berlin · \d{2}:\d{2}$/),
  ).toBeVisible();

  // Back to open with no hours stated: the page follows live.
  await work.getByRole("radio", { name: /Open to projects/ }).check();
  await hours.fill("");
  await save.click();
  await expect(
    visitor.getByText("Open to projects", { exact: true }),
  ).toBeVisible();
  await expect(visitor.getByText("20 h a week")).toHaveCount(0);
});
