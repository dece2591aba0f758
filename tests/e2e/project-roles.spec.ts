import { expect, test } from "@playwright/test";
import { newPerson, signUp } from "./support";

test("an owner posts a project with two roles and terms; its page and card show them", async ({
  page,
}) => {
  // One sign-up, verified with its emailed code.
  test.slow();
  const owner = newPerson("Rhea");
  const title = `Clinic voice agent ${owner.id}`;
  await signUp(page, owner);

  await page.goto("/projects");
  await page.getByRole("button", { name: "Create Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog
    .getByLabel("Description")
    .fill("A voice agent that books appointments for small clinics.");
  await dialog.getByLabel("Skills", { exact: true }).fill("Python");

  // Two named roles instead of one count of open positions.
  await dialog.getByRole("button", { name: "Add a role" }).click();
  const first = dialog.getByRole("group", { name: "Role 1" });
  const second = dialog.getByRole("group", { name: "Role 2" });
  await expect(first.getByLabel("Role title")).toBeFocused();
  await first.getByLabel("Role title").fill("ML engineer");
  await first.getByLabel("Seats").fill("2");
  await first.getByLabel("Role skills").fill("PyTorch");
  await second.getByLabel("Role title").fill("Product designer");

  // The terms.
  await dialog.getByLabel("Commitment").selectOption("hours");
  await dialog.getByLabel("Hours a week").fill("10");
  await dialog.getByLabel("Time zone", { exact: true }).selectOption("UTC");
  await dialog.getByLabel("To time zone (optional)").selectOption("Asia/Tokyo");
  await dialog.getByLabel("Remote").selectOption("yes");
  await dialog.getByLabel("Compensation").selectOption("equity");
  await dialog.getByLabel("Amount (optional)").fill("1-2%");
  await dialog.getByLabel("Stage").selectOption("prototype");
  await dialog.getByLabel("Duration").selectOption("ongoing");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog).toBeHidden();

  // The card: its roles with their open seats, and the terms as chips.
  const card = page.getByRole("listitem").filter({ hasText: title });
  const cardRoles = card.getByRole("list", { name: "Roles" });
  await expect(cardRoles.getByRole("listitem")).toHaveText([
    "ML engineer·2 of 2 open",
    "Product designer·1 of 1 open",
  ]);
  const chips = card.getByRole("list", { name: "Terms" });
  await expect(chips.getByRole("listitem")).toHaveText([
    "10 h a week",
    "Equity: 1-2%",
    "Prototype",
  ]);

  // The page: the roles with their skills, and every term.
  await card.getByRole("link", { name: title, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
  const roles = page.getByRole("region", { name: "Roles" });
  await expect(roles.getByText("ML engineer")).toBeVisible();
  await expect(roles.getByText("PyTorch")).toBeVisible();
  await expect(roles.getByText("1 of 1 open")).toBeVisible();
  const terms = page.getByRole("region", { name: "Terms" });
  await expect(terms.getByRole("definition")).toHaveText([
    "10 h a week",
    "UTC (UTC) to Asia/Tokyo (UTC+9)",
    "Remote is fine",
    "Equity: 1-2%",
    "Prototype",
    "Ongoing",
  ]);

  // Editing keeps both roles and the terms in the form.
  await page.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit project" });
  await expect(
    edit.getByRole("group", { name: "Role 2" }).getByLabel("Role title"),
  ).toHaveValue("Product designer");
  await expect(edit.getByLabel("Hours a week")).toHaveValue("10");
  await expect(edit.getByLabel("Skills", { exact: true })).toHaveValue(
    "Python",
  );
});
