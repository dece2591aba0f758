import { expect, test } from "@playwright/test";
import { applyFrom, newPerson, signUp } from "./support";

test("two people, live: a new project, an application and a decision appear without reloads", async ({
  browser,
}) => {
  // Two sign-ups, each verified with its emailed code (four password hashes).
  test.slow();
  const owner = await (await browser.newContext()).newPage();
  const builder = await (await browser.newContext()).newPage();
  const alice = newPerson("Alice");
  const bob = newPerson("Bob");
  const title = `Voice agent ${alice.id}`;
  await signUp(owner, alice);
  await signUp(builder, bob);

  // B watches the explore page.
  await builder.goto("/projects");
  await expect(
    builder.getByRole("heading", { name: "Explore Projects" }),
  ).toBeVisible();

  // A creates a project from the explore page's dialog.
  await owner.goto("/projects");
  await owner.getByRole("button", { name: "Create Project" }).click();
  const dialog = owner.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("A voice agent that books appointments for small clinics.");
  await dialog.getByLabel("Skills").fill("Python, Twilio, LLMs");
  await dialog.getByLabel("Open positions").fill("2");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(owner.getByText("Your project has been created!")).toBeVisible();
  await expect(dialog).toBeHidden();

  // B's list shows it without a reload.
  const card = builder.getByRole("listitem").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("2 Positions Open")).toBeVisible();

  // A opens the project: the owner's applications panel is empty.
  await owner.getByRole("link", { name: title }).first().click();
  await expect(
    owner.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
  await expect(owner.getByText("No applications yet")).toBeVisible();

  // B applies from the card.
  await applyFrom(builder, card);
  await expect(builder.getByText("Application Submitted")).toBeVisible();
  await expect(
    card.getByRole("status", { name: "Applied · Pending Review" }),
  ).toBeVisible();

  // A's panel lists B's application live.
  const row = owner
    .getByRole("region", { name: "Applications" })
    .getByRole("listitem")
    .filter({ hasText: bob.name });
  await expect(row).toBeVisible();
  await expect(row.getByText("Pending Review")).toBeVisible();

  // B follows it on the dashboard's Applications tab.
  await builder.goto("/dashboard?tab=applications");
  const mine = builder
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(mine.getByText("Pending Review")).toBeVisible();

  // A accepts; B sees 'Accepted' live, and the seat is taken.
  await row.getByRole("button", { name: "Accept" }).click();
  await expect(row.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(mine.getByText("Accepted")).toBeVisible();
  await expect(owner.getByText("1 of 2 positions filled")).toBeVisible();
});

test("an owner cannot apply to their own project, and sees Manage Applications", async ({
  page,
}) => {
  const carol = newPerson("Carol");
  const title = `Own project ${carol.id}`;
  await signUp(page, carol);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Create Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("An agent that summarises research papers for busy founders.");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/projects");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(
    card.getByRole("link", { name: "Manage Applications" }),
  ).toBeVisible();
  await expect(card.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
});

test("the create form shows the spec's validation messages", async ({
  page,
}) => {
  await signUp(page, newPerson("Dana"));
  await page.goto("/projects");
  await page.getByRole("button", { name: "Create Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Title").fill("App");
  await dialog.getByLabel("Description").fill("Too short");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(
    dialog.getByText("Title must be at least 5 characters"),
  ).toBeVisible();
  await expect(
    dialog.getByText("Description must be at least 20 characters"),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
