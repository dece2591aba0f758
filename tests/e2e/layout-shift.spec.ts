import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signIn } from "./support";

/** The goal: CLS at most 0.02 per route (0.1 is the limit of "good"). */
const MAX_CLS = 0.02;

declare global {
  interface Window {
    /** Layout shifts not caused by input (CLS as Chrome counts it). */
    __cls?: number;
    /** Every layout shift, input or not: a navigation is measured strictly. */
    __shift?: number;
  }
}

/** Sums the page's layout shifts from its first paint on. */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    window.__cls = 0;
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        };
        window.__shift = (window.__shift ?? 0) + shift.value;
        if (!shift.hadRecentInput)
          window.__cls = (window.__cls ?? 0) + shift.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page and its data have arrived: its h1, the header's account controls, no skeleton busy. */
async function expectLoaded(page: Page, signedIn = false) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    signedIn
      ? page.getByRole("button", { name: "Account menu" })
      : page.getByRole("banner").getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

const shifted = (page: Page) =>
  page.evaluate(() => ({ cls: window.__cls ?? 0, all: window.__shift ?? 0 }));

/**
 * A client-side navigation by a real click on `link`, measured strictly: every
 * shift from the click until the new page has loaded counts, even those
 * Chrome's CLS forgives for following an input.
 */
async function expectSteadyNavigation(
  page: Page,
  link: Locator,
  url: RegExp,
  signedIn = false,
) {
  await page.evaluate(() => {
    window.__shift = 0;
  });
  await link.click();
  await expect(page).toHaveURL(url);
  await expectLoaded(page, signedIn);
  expect((await shifted(page)).all).toBeLessThanOrEqual(MAX_CLS);
}

const nav = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name });

for (const path of [
  "/",
  "/projects",
  "/builders",
  "/about",
  "/contact",
  "/documentation",
  "/privacy",
]) {
  test(`${path} loads cold without layout shift`, async ({ page }) => {
    await observeShifts(page);
    await page.goto(path);
    await expectLoaded(page);
    expect((await shifted(page)).cls).toBeLessThanOrEqual(MAX_CLS);
  });
}

// Outside the site layout: their own header, no account controls.
for (const [path, button] of [
  ["/sign-in", "Sign in"],
  ["/sign-up", "Continue"],
] as const) {
  test(`${path} loads cold without layout shift`, async ({ page }) => {
    await observeShifts(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: button })).toBeVisible();
    expect((await shifted(page)).cls).toBeLessThanOrEqual(MAX_CLS);
  });
}

test("a project page and a builder page load cold without layout shift", async ({
  page,
}) => {
  await page.goto("/projects");
  const projectHref = await page
    .getByRole("link", { name: "View Details" })
    .first()
    .getAttribute("href");
  await page.goto("/builders");
  const builderHref = await page
    .getByRole("link", { name: /^View .+'s profile$/ })
    .first()
    .getAttribute("href");
  for (const href of [projectHref, builderHref]) {
    expect(href).toMatch(/^\/(projects|builders)\/.+/);
    const fresh = await page.context().newPage();
    await observeShifts(fresh);
    await fresh.goto(href ?? "");
    await expectLoaded(fresh);
    expect((await shifted(fresh)).cls).toBeLessThanOrEqual(MAX_CLS);
    await fresh.close();
  }
});

test("navigating between the main routes moves nothing", async ({ page }) => {
  await observeShifts(page);
  await page.goto("/");
  await expectLoaded(page);
  await expectSteadyNavigation(page, nav(page, "Projects"), /\/projects$/);
  await expectSteadyNavigation(
    page,
    page.getByRole("link", { name: "View Details" }).first(),
    /\/projects\/.+/,
  );
  await expectSteadyNavigation(page, nav(page, "Builders"), /\/builders$/);
  await expectSteadyNavigation(
    page,
    page.getByRole("link", { name: /^View .+'s profile$/ }).first(),
    /\/builders\/.+/,
  );
  await expectSteadyNavigation(page, nav(page, "About"), /\/about$/);
  await expectSteadyNavigation(page, nav(page, "Contact"), /\/contact$/);
  await expectSteadyNavigation(page, nav(page, "Home"), /\/$/);
  await expectSteadyNavigation(
    page,
    page.getByRole("contentinfo").getByRole("link", { name: "Documentation" }),
    /\/documentation$/,
  );
});

test("signed in: the dashboard loads cold, and the member pages open, without layout shift", async ({
  page,
}) => {
  test.slow(); // a sign-in
  await signIn(page, DEMO.marcus.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await observeShifts(page);
  await page.reload();
  await expectLoaded(page, true);
  expect((await shifted(page)).cls).toBeLessThanOrEqual(MAX_CLS);

  await expectSteadyNavigation(
    page,
    page.getByRole("banner").getByRole("link", { name: /^Messages/ }),
    /\/messages$/,
    true,
  );
  await page.getByRole("button", { name: "Account menu" }).click();
  await expectSteadyNavigation(
    page,
    page.getByRole("menuitem", { name: "Settings" }),
    /\/settings$/,
    true,
  );
  await expectSteadyNavigation(
    page,
    page.getByRole("link", { name: "Back to Dashboard" }),
    /\/dashboard$/,
    true,
  );
});
