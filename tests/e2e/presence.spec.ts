import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expectAccessible, signIn } from "./support";
import { scaled } from "./timeouts";

const PROJECT = "AI Health Companion";

async function signInAs(page: Page, email: string) {
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const viewingNow = (page: Page) =>
  page.getByRole("region", { name: "Viewing now" });

test("two people, live: online on /builders, 'Viewing now' on a project, and leaving", async ({
  browser,
}) => {
  // Two sign-ins (password hashes) and a wait for a page to be left.
  test.slow();
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await signInAs(a, DEMO.priya.email);
  await signInAs(b, DEMO.marcus.email);

  // A is signed in somewhere on the site: B sees her online on /builders.
  await b.goto(`/builders?q=${encodeURIComponent(DEMO.priya.name)}`);
  const priyaCard = b
    .getByRole("list", { name: "Builders" })
    .getByRole("listitem")
    .filter({ hasText: DEMO.priya.name });
  await expect(priyaCard.getByText("Online now")).toBeVisible();

  // A opens the project; B opens the same page and sees her there, not himself.
  // Found by title: projects posted by other tests may fill the first page.
  await a.goto(`/projects?q=${encodeURIComponent(PROJECT)}`);
  await a.getByRole("link", { name: PROJECT }).first().click();
  await expect(a.getByRole("heading", { name: PROJECT })).toBeVisible();
  await b.goto(new URL(a.url()).pathname);
  await expect(
    viewingNow(b).getByRole("link", {
      name: `${DEMO.priya.name}, viewing now`,
    }),
  ).toBeVisible();
  await expect(
    viewingNow(b).getByRole("link", { name: new RegExp(DEMO.marcus.name) }),
  ).toHaveCount(0);
  // And A sees B arrive, live.
  await expect(
    viewingNow(a).getByRole("link", {
      name: `${DEMO.marcus.name}, viewing now`,
    }),
  ).toBeVisible();

  await expectAccessible(b);

  // A closes the page: B sees her leave, without a reload. Closing sends the
  // disconnect at once; the server's timeout (2.5 heartbeats) is the backstop.
  await a.close();
  await expect(viewingNow(b)).toBeHidden({ timeout: scaled(30_000) });
});
