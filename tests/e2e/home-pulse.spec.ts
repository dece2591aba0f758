import { expect, test, type Page } from "@playwright/test";
import { createProject, DEMO, DEMO_PASSWORD, signIn } from "./support";

/** The hero's live counts. */
function pulse(page: Page) {
  return page.getByRole("list", { name: "Buildmates right now" });
}

/** One count of the hero, e.g. "open seat" finds "12 open seats". */
function countItem(page: Page, words: string) {
  return pulse(page)
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`\\d ${words}`) });
}

async function readCount(page: Page, words: string): Promise<number> {
  const text = (await countItem(page, words).textContent()) ?? "";
  const digits = /([\d,]+) /.exec(text)?.[1];
  if (digits === undefined) throw new Error(`No count in "${text}"`);
  return Number(digits.replaceAll(",", ""));
}

/** "1 open seat", "3 open seats": the hero's wording for `n`. */
function words(n: number, one: string, many: string) {
  return new RegExp(
    `(^|\\D)${n.toLocaleString("en-US")} ${n === 1 ? one : many}$`,
  );
}

test("a visitor's hero counts open seats, builders and new projects, and they change live", async ({
  page,
  browser,
}) => {
  test.slow(); // a sign-in and a second browser
  await page.goto("/");
  await expect(pulse(page)).toBeVisible();
  const seats = await readCount(page, "open seats?");
  const projects = await readCount(page, "new projects? this week");
  // The demo data alone: six builders, open projects, some created this week.
  expect(await readCount(page, "builders?")).toBeGreaterThanOrEqual(6);
  expect(seats).toBeGreaterThan(0);
  expect(projects).toBeGreaterThan(0);

  // Another person posts a project with two seats in their own browser.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, DEMO.priya.email, DEMO_PASSWORD);
  await expect(owner).toHaveURL(/\/dashboard/);
  await createProject(owner, {
    title: `Pulse check ${Date.now().toString(36)}`,
    description: "A project that makes the home page's counts move.",
  });

  // The visitor's hero follows without a reload.
  await expect(countItem(page, "open seats?")).toHaveText(
    words(seats + 2, "open seat", "open seats"),
  );
  await expect(countItem(page, "new projects? this week")).toHaveText(
    words(projects + 1, "new project this week", "new projects this week"),
  );
  await ownerContext.close();
});

test("a signed-in builder sees their best matches in the hero, and nothing moves", async ({
  page,
}) => {
  test.slow(); // a sign-in
  // Sums every layout shift not caused by input (as layout-shift.spec.ts does).
  await page.addInitScript(() => {
    const w = window as Window & { __cls?: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        };
        if (!shift.hadRecentInput) w.__cls = (w.__cls ?? 0) + shift.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await signIn(page, DEMO.marcus.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/");

  const card = page.getByRole("heading", { name: "Your best matches" });
  await expect(card).toBeVisible();
  const matches = page.getByRole("list", { name: "Your best matches" });
  const links = matches.getByRole("link");
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(3);
  await expect(matches.getByText(/^\d+% match$/).first()).toBeVisible();
  // The decorative card is the visitors' only.
  await expect(page.getByText("95% Match")).toBeHidden();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  const cls = await page.evaluate(
    () => (window as Window & { __cls?: number }).__cls ?? 0,
  );
  expect(cls).toBeLessThanOrEqual(0.02);

  // A match opens its project.
  const title = (await links.first().textContent()) ?? "";
  await links.first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
});
