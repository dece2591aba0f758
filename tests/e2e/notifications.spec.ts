import { expect, test, type Page } from "@playwright/test";
import {
  applyFrom,
  createProject,
  expectAccessible,
  newPerson,
  signUp,
} from "./support";

/** The header's bell, whatever its count. */
const bell = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

test("two people, live: B applies and A's bell rises; A accepts and B's bell leads to the application", async ({
  browser,
}) => {
  // Two sign-ups (password hashes), a project, a decision and an axe scan.
  test.slow();
  const owner = await (await browser.newContext()).newPage();
  const builder = await (await browser.newContext()).newPage();
  const ada = newPerson("Ada");
  const bo = newPerson("Bo");
  const title = `Voice Notes ${ada.email.slice(4, 12)}`;
  await signUp(owner, ada);
  await signUp(builder, bo);
  await createProject(owner, {
    title,
    description: "Turns voice memos into searchable notes for busy teams.",
  });

  // A waits on the dashboard: nothing unread yet.
  await owner.goto("/dashboard");
  await expect(bell(owner)).toHaveAccessibleName("Notifications");

  // B applies from the explore page.
  await builder.goto("/projects");
  const card = builder.getByRole("listitem").filter({ hasText: title });
  await applyFrom(builder, card);
  await expect(builder.getByText("Application Submitted")).toBeVisible();

  // A's bell rises without a reload, and the panel says who applied to what.
  await expect(bell(owner)).toHaveAccessibleName("Notifications, 1 unread");
  await bell(owner).click();
  const received = owner.getByRole("menuitem", {
    name: new RegExp(`${bo.name} applied to ${title}`),
  });
  await expect(received).toBeVisible();
  await expectAccessible(owner);

  // Choosing it opens the project's applications and marks it read.
  await received.click();
  await expect(owner).toHaveURL(/\/projects\/[^/]+#applications$/);
  await expect(bell(owner)).toHaveAccessibleName("Notifications");
  const row = owner
    .getByRole("region", { name: "Applications" })
    .getByRole("listitem")
    .filter({ hasText: bo.name });
  await row.getByRole("button", { name: "Accept" }).click();
  await expect(row.getByText("Accepted", { exact: true })).toBeVisible();

  // B's bell rises live; the notification links to the dashboard's applications tab.
  await expect(bell(builder)).toHaveAccessibleName("Notifications, 1 unread");
  await bell(builder).click();
  const accepted = builder.getByRole("menuitem", {
    name: new RegExp(`Your application to ${title} was accepted`),
  });
  await expect(accepted).toHaveAttribute("href", "/dashboard?tab=applications");
  await accepted.click();
  await expect(builder).toHaveURL(/\/dashboard\?tab=applications$/);
  await expect(
    builder
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: title })
      .getByText("Accepted"),
  ).toBeVisible();
  await expect(bell(builder)).toHaveAccessibleName("Notifications");

  // The full page lists it, read, under its filter; Unread is empty.
  await builder.goto("/notifications?filter=applications");
  await expect(
    builder.getByRole("link", { name: new RegExp(`was accepted`) }),
  ).toBeVisible();
  await builder
    .getByRole("group", { name: "Filter notifications" })
    .getByRole("button", { name: "Unread" })
    .click();
  await expect(
    builder.getByRole("heading", { name: "You're all caught up" }),
  ).toBeVisible();
});

test("on a phone, the bell sits in the header and the menu links to the notifications page", async ({
  browser,
}) => {
  // A sign-up (a password hash) and an axe scan.
  test.slow();
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await signUp(page, newPerson("Cy"));
  await expect(bell(page)).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("dialog")
    .getByRole("link", { name: "Notifications" })
    .click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(
    page.getByRole("heading", { name: "No notifications yet" }),
  ).toBeVisible();
  await expectAccessible(page);
});
