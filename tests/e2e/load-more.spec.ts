import { expect, test, type Page } from "@playwright/test";
import { newPerson, signUp } from "./support";

/** Posts a project from /projects' Create Project dialog (the page stays). */
async function postProject(page: Page, title: string) {
  await page
    .getByRole("main")
    .getByRole("button", { name: "Create Project" })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("One of a set of projects that a search finds together.");
  await dialog.getByLabel("Open positions").fill("1");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog).toBeHidden();
}

test("a search with exactly one page of results offers no Load more; one more result brings it, and scrolling to it loads that one", async ({
  page,
}) => {
  test.slow(); // a sign-up and thirteen projects
  const owner = newPerson("Olga");
  // A word only these projects have, so the search finds exactly them.
  const word = `Quokka${owner.id}`;
  await signUp(page, owner);
  await page.goto("/projects");
  for (let i = 1; i <= 12; i += 1) {
    await postProject(page, `${word} project ${i}`);
  }

  await page.goto(`/projects?q=${word}`);
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({
      has: page.getByRole("link", { name: "View Details" }),
    });
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  // A thirteenth: the newest shows first, and Load more brings the oldest.
  await postProject(page, `${word} project 13`);
  const title = (n: number) => ({ name: `${word} project ${n}`, exact: true });
  await expect(cards.first().getByRole("heading", title(13))).toBeVisible();
  await expect(cards).toHaveCount(12);
  // The grid loads its next page when its end scrolls into view (a click on the
  // button does the same; the grid's component test clicks it).
  const loadMore = page.getByRole("button", { name: "Load more" });
  await expect(loadMore).toHaveCount(1);
  await loadMore.scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(13);
  await expect(cards.last().getByRole("heading", title(1))).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});
