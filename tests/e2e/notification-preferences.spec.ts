import { expect, test, type Page } from "@playwright/test";
import { applyFrom, createProject, newPerson, signUp } from "./support";
import { scaled } from "./timeouts";

const bell = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

/** The dashboard's Recent Activity card. */
const activity = (page: Page) =>
  page.locator("[data-slot=card]").filter({
    has: page.getByRole("heading", { name: "Recent Activity" }),
  });

test("a kind turned off in Settings rings no bell, and the owner's own accept shows in their activity", async ({
  browser,
}) => {
  test.slow();
  const owner = await (await browser.newContext()).newPage();
  const builder = await (await browser.newContext()).newPage();
  const ada = newPerson("Ada");
  const bo = newPerson("Bo");
  const title = `Quiet Project ${ada.email.slice(4, 12)}`;
  await signUp(owner, ada);
  await signUp(builder, bo);

  // A turns the bell off for applications to their projects.
  await owner.goto("/settings");
  const inApp = owner.getByRole("checkbox", {
    name: "In-app: Someone applies to your project",
  });
  await expect(inApp).toBeChecked({ timeout: scaled(20_000) });
  await inApp.click();
  await expect(owner.getByText("Notification settings saved")).toBeVisible();
  await expect(inApp).not.toBeChecked();

  await createProject(owner, {
    title,
    description: "A project whose owner wants no application notifications.",
  });
  await owner.goto("/dashboard");
  await expect(activity(owner).getByText(`You created ${title}`)).toBeVisible({
    timeout: scaled(20_000),
  });

  // B applies: A's activity shows it live, A's bell stays quiet.
  await builder.goto("/projects");
  await applyFrom(
    builder,
    builder.getByRole("listitem").filter({ hasText: title }),
  );
  await expect(builder.getByText("Application Submitted")).toBeVisible();
  await expect(
    activity(owner).getByText(`${bo.name} applied to ${title}`),
  ).toBeVisible();
  await expect(bell(owner)).toHaveAccessibleName("Notifications");

  // A accepts: their own decision is in their activity.
  await activity(owner).getByRole("link", { name: title }).first().click();
  const row = owner
    .getByRole("region", { name: "Applications" })
    .getByRole("listitem")
    .filter({ hasText: bo.name });
  await row.getByRole("button", { name: "Accept" }).click();
  await expect(row.getByText("Accepted", { exact: true })).toBeVisible();
  await owner.goto("/dashboard");
  await expect(
    activity(owner).getByText(
      `You accepted ${bo.name}'s application to ${title}`,
    ),
  ).toBeVisible({ timeout: scaled(20_000) });
});
