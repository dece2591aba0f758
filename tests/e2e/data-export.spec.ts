import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectAccessible, newPerson, signUp } from "./support";

test("a member prepares their data, sees it being made, then downloads a JSON file of it", async ({
  page,
}) => {
  test.slow();
  const person = newPerson("Dana");
  await signUp(page, person);
  await page.goto("/settings");

  const card = page.locator("[data-slot=card]").filter({
    has: page.getByRole("heading", { name: "Download my data" }),
  });
  await expect(
    page.getByRole("heading", { name: "Account", level: 2 }),
  ).toBeVisible();
  // The progress state may last only a moment: the page records whether it showed.
  await page.evaluate(() => {
    const seen = { progress: false };
    (window as unknown as { exportSeen: typeof seen }).exportSeen = seen;
    const check = () => {
      const statuses = Array.from(
        document.querySelectorAll<HTMLElement>("[role=status]"),
      );
      if (statuses.some((el) => el.textContent.includes("Preparing your file")))
        seen.progress = true;
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await card.getByRole("button", { name: "Prepare my data" }).click();

  const download = card.getByRole("button", { name: "Download", exact: true });
  await expect(download).toBeVisible();
  await expect(
    card.getByRole("button", { name: "Make a new one" }),
  ).toBeVisible();
  await expect(card.getByText(/You can download it until/)).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { exportSeen: { progress: boolean } }).exportSeen
          .progress,
    ),
  ).toBe(true);
  await expectAccessible(page);

  const saved = page.waitForEvent("download");
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(
    /^buildmates-data-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const data = JSON.parse(await readFile(await file.path(), "utf8")) as {
    account: { email: string };
    profile: { name: string };
  };
  expect(data.profile.name).toBe(person.name);
  expect(data.account.email).toBe(person.email);
});
