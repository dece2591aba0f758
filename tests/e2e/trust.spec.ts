import { expect, test, type Browser } from "@playwright/test";
import { applyFrom, createProject, DEMO_PASSWORD, signIn } from "./support";

const AMARA = { email: "amara@buildmates.test", name: "Amara Okafor" };
const KENJI = { email: "kenji@buildmates.test", name: "Kenji Watanabe" };

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  return { context, page };
}

/** "4.3 · 3 reviews" → 3; no rating shown → the count is below the minimum. */
function reviewsIn(text: string | null): number | null {
  const match = /· (\d+) reviews?/.exec(text ?? "");
  return match ? Number(match[1]) : null;
}

test("two teammates finish a project and review each other; a visitor sees the rating appear live", async ({
  browser,
}) => {
  test.slow(); // two sign-ins, a project, an application and two reviews
  const title = `Trust e2e ${Date.now().toString(36)}`;

  // A visitor watches Kenji's card on /builders.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/builders?q=${encodeURIComponent("Kenji")}`);
  const card = visitor
    .getByRole("listitem")
    .filter({ has: visitor.getByRole("heading", { name: KENJI.name }) });
  await expect(card).toBeVisible();
  const ratingLine = card.getByText(/ · \d+ reviews?$/);
  const before = (await ratingLine.count())
    ? reviewsIn(await ratingLine.textContent())
    : null;

  const { context: ownerContext, page: owner } = await signedIn(
    browser,
    AMARA.email,
  );
  await createProject(owner, {
    title,
    description: "A small project to finish together and review.",
  });
  const { context: memberContext, page: member } = await signedIn(
    browser,
    KENJI.email,
  );

  // Kenji applies; Amara accepts and marks the project completed.
  await member.goto("/projects");
  await applyFrom(
    member,
    member.getByRole("listitem").filter({ hasText: title }),
  );
  await expect(member.getByText("Application Submitted")).toBeVisible();
  await owner.goto("/projects");
  await owner.getByRole("link", { name: title }).first().click();
  const row = owner
    .getByRole("region", { name: "Applications" })
    .getByRole("listitem")
    .filter({ hasText: KENJI.name });
  await row.getByRole("button", { name: /Accept/ }).click();
  await owner.getByRole("button", { name: "Mark as completed" }).click();
  await owner
    .getByRole("dialog")
    .getByRole("button", { name: "Mark as completed" })
    .click();
  await expect(owner.getByRole("heading", { name: "Your team" })).toBeVisible();

  // Amara reviews Kenji from the team section.
  await owner.getByRole("button", { name: "Write a review" }).click();
  const dialog = owner.getByRole("dialog", { name: `Review ${KENJI.name}` });
  // Stars by keyboard: focus the 5th and select it.
  await dialog.getByRole("radio", { name: "5 stars" }).focus();
  await owner.keyboard.press("Space");
  await expect(dialog.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await dialog
    .getByLabel(`What was it like to work with ${KENJI.name}?`)
    .fill("Automated everything we asked for, and more.");
  await dialog.getByRole("button", { name: "Post review" }).click();
  await expect(owner.getByText("Review posted")).toBeVisible();

  // Kenji's dashboard asks him to review Amara, and leads to the team section.
  await member.goto("/dashboard");
  await member
    .getByRole("list", { name: "Reviews to write" })
    .getByRole("link", { name: `Review ${AMARA.name} for ${title}` })
    .click();
  await expect(member).toHaveURL(/#team$/);
  await member.getByRole("button", { name: "Write a review" }).click();
  const back = member.getByRole("dialog", { name: `Review ${AMARA.name}` });
  await back.getByRole("radio", { name: "4 stars" }).focus();
  await member.keyboard.press("Space");
  await back
    .getByLabel(`What was it like to work with ${AMARA.name}?`)
    .fill("Clear goals and quick answers.");
  await back.getByRole("button", { name: "Post review" }).click();
  await expect(member.getByText(/You reviewed Amara/)).toBeVisible();

  // The visitor's card shows the new count, live (no reload).
  const expected = (before ?? 2) + 1;
  await expect(
    card.getByText(new RegExp(` · ${expected} reviews$`)),
  ).toBeVisible();

  await Promise.all([
    visitorContext.close(),
    ownerContext.close(),
    memberContext.close(),
  ]);
});
