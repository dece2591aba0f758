import { expect, test, type Page } from "@playwright/test";
import { newPerson, signUp } from "./support";
import { setWork } from "./work";

/** A match badge's accessible name. */
const MATCH_BADGE = /^Match \d+ of 100: see why$/;

/**
 * Opens /projects' Create Project dialog and fills the title, description,
 * one skill of the project's own and two roles, "ML engineer" (2 seats, its
 * own skill PyTorch) and "Product designer" (1 seat); the terms are left to
 * the caller. Returns the dialog.
 */
async function startProjectWithTwoRoles(page: Page, title: string) {
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
  return dialog;
}

test("an owner posts a project with two roles and terms; its page and card show them", async ({
  page,
}) => {
  // One sign-up, verified with its emailed code.
  test.slow();
  const owner = newPerson("Rhea");
  const title = `Clinic voice agent ${owner.id}`;
  await signUp(page, owner);
  const dialog = await startProjectWithTwoRoles(page, title);

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

test("a builder filters /projects for a role and terms, sees the overlap and commitment in the match, applies for one role with a link; the owner accepts and that role shows filled live on both sides", async ({
  browser,
}) => {
  // Two sign-ups and a long two-browser flow.
  test.slow();
  const owner = await (await browser.newContext()).newPage();
  const builder = await (await browser.newContext()).newPage();
  const otto = newPerson("Otto");
  const bea = newPerson("Bea");
  const title = `Clinic triage agent ${otto.id}`;
  const link = `https://bea.example/clinic-demo-${bea.id}`;

  // The owner posts the project: two roles; 10 h a week, a team in Berlin,
  // equity, a prototype.
  await signUp(owner, otto);
  const dialog = await startProjectWithTwoRoles(owner, title);
  await dialog.getByLabel("Commitment").selectOption("hours");
  await dialog.getByLabel("Hours a week").fill("10");
  await dialog
    .getByLabel("Time zone", { exact: true })
    .selectOption("Europe/Berlin");
  await dialog.getByLabel("Compensation").selectOption("equity");
  await dialog.getByLabel("Stage").selectOption("prototype");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog).toBeHidden();
  await owner
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("link", { name: title, exact: true })
    .click();
  await expect(
    owner.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();

  // The builder works from London (always an hour behind Berlin: 7 of 8
  // working hours shared) and offers 20 h a week.
  await signUp(builder, bea);
  await setWork(builder, {
    availability: /Open to projects/,
    hours: "20",
    timeZone: "Europe/London",
  });

  // On /projects: the role's words, the stage and the builder's own zone.
  await builder.goto("/projects");
  const filters = builder.getByRole("group", { name: "Role and terms" });
  await filters.getByLabel("Role", { exact: true }).fill("ML engineer");
  await filters.getByLabel("Stage").selectOption("prototype");
  await filters.getByRole("button", { name: "Overlaps my time zone" }).click();
  await expect(
    filters.getByRole("button", { name: "Overlaps my time zone" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(builder).toHaveURL(/[?&]role=ML(\+|%20)engineer(&|$)/);
  await expect(builder).toHaveURL(/[?&]stage=prototype(&|$)/);
  await expect(builder).toHaveURL(/[?&]overlap=Europe%2FLondon(&|$)/);
  const card = builder.getByRole("listitem").filter({
    has: builder.getByRole("link", { name: title, exact: true }),
  });
  await expect(card).toBeVisible();

  // Another compensation leaves it out; equity brings it back.
  await filters.getByLabel("Compensation").selectOption("paid");
  await expect(builder).toHaveURL(/[?&]compensation=paid(&|$)/);
  await expect(card).toHaveCount(0);
  await filters.getByLabel("Compensation").selectOption("equity");
  await expect(card).toBeVisible();

  // The match explains the overlap and the commitment.
  await card.getByRole("button", { name: MATCH_BADGE }).click();
  const why = builder.getByRole("dialog", { name: `Why you match ${title}` });
  const reasons = why.getByRole("list", { name: "Why" });
  await expect(
    reasons.getByText("7 hours of overlap with the team's time zone"),
  ).toBeVisible();
  await expect(
    reasons.getByText("Wants 10 h a week, you offer 20"),
  ).toBeVisible();
  await builder.keyboard.press("Escape");
  await expect(why).toBeHidden();

  // Applying names the role and attaches a link.
  await card.getByRole("button", { name: "Apply Now" }).click();
  const apply = builder.getByRole("dialog", { name: `Apply to ${title}` });
  await apply
    .getByLabel("Role")
    .selectOption({ label: "Product designer (1 of 1 open)" });
  await apply.getByRole("radio", { name: "A link" }).check();
  await apply.getByRole("textbox", { name: "Link" }).fill(link);
  await apply.getByRole("button", { name: "Send Application" }).click();
  await expect(apply).toBeHidden();

  // The owner's page shows the application, its role and its link, live.
  const application = owner
    .getByRole("region", { name: "Applications" })
    .getByRole("listitem")
    .filter({ hasText: bea.name });
  await expect(application.getByText("For Product designer")).toBeVisible();
  await expect(
    application.getByRole("link", { name: new RegExp(`^${link}`) }),
  ).toHaveAttribute("href", link);

  // Accepting fills the designer's seat; the engineer's two stay open, on
  // the owner's page and on the builder's card, without a reload.
  await application.getByRole("button", { name: "Accept" }).click();
  const ownerRoles = owner
    .getByRole("region", { name: "Roles" })
    .getByRole("list", { name: "Roles" })
    // Each role's own item, not its skill badges inside.
    .locator(":scope > li");
  await expect(ownerRoles).toHaveText([
    "ML engineer·2 of 2 openPyTorch",
    "Product designer·Filled",
  ]);
  await expect(
    card.getByRole("list", { name: "Roles" }).getByRole("listitem"),
  ).toHaveText(["ML engineer·2 of 2 open", "Product designer·Filled"]);
});
