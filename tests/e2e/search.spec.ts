import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * Search as the spec says: case-insensitive, anywhere in the text (not whole
 * words), newest first, matches marked. Other tests add projects and people as
 * this runs, so each check is about the demo rows and about every row shown.
 */

async function titlesOf(cards: Locator): Promise<string[]> {
  return await cards.getByRole("heading", { level: 3 }).allTextContents();
}

/** Waits until the list shows rows and every row holds `text`, in any case. */
async function expectEveryRowHolds(rows: Locator, text: string) {
  const pattern = new RegExp(text, "i");
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((row) => pattern.test(row));
    })
    .toBe(true);
}

async function searchProjects(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search projects" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${text}`, "i"));
  const cards = page.getByRole("listitem").filter({
    has: page.getByRole("link", { name: /^View details of / }),
  });
  // Every card on the page holds the text (inside a word, any case), marked.
  await expectEveryRowHolds(cards, text);
  for (const card of await cards.all()) {
    await expect(card.locator("mark").first()).toHaveText(
      new RegExp(`^${text}$`, "i"),
    );
  }
  return cards;
}

test("project search finds text inside words, any case, newest first, marked", async ({
  page,
}) => {
  // Every project, the completed Onboarding Email Copilot too.
  await page.goto("/projects?show=all");
  const mail = await searchProjects(page, "MAIL");
  const demo = [
    "Brand Voice Generator",
    "Support Inbox Autopilot",
    "Onboarding Email Copilot",
  ];
  await expect
    .poll(async () =>
      (await titlesOf(mail)).filter((title) => demo.includes(title)),
    )
    .toEqual(demo);
  // "rain" inside "trained": Convex's word search missed it.
  const rain = await searchProjects(page, "rain");
  await expect(rain.filter({ hasText: "Brand Voice Generator" })).toHaveCount(
    1,
  );
  await page.getByRole("searchbox", { name: "Search projects" }).fill("qxzqv");
  await expect(page.getByText("No matches found")).toBeVisible();
});

test("builder search matches a role or skill inside a word, marked", async ({
  page,
}) => {
  await page.goto("/builders");
  await page.getByRole("searchbox").fill("UTOMATION");
  const cards = page.getByRole("listitem").filter({
    has: page.getByRole("link", { name: /'s profile$/ }),
  });
  await expectEveryRowHolds(cards, "utomation");
  const kenji = cards.filter({ hasText: "Kenji Watanabe" });
  await expect(kenji).toHaveCount(1);
  await expect(kenji.locator("mark").first()).toHaveText("utomation");
  await page.getByRole("searchbox").fill("qxzqv");
  await expect(page.getByText("No builders found")).toBeVisible();
});
