import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signIn } from "./support";

test("with the skills list open, a click on Create Project creates the project as typed", async ({
  page,
}) => {
  const title = `Skills list ${Date.now().toString(36)}`;
  await signIn(page, DEMO.priya.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/projects");
  await page.getByRole("button", { name: "Create Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("A mobile companion app, built with React.");
  await dialog.getByLabel("Open positions").fill("2");
  const skills = dialog.getByLabel("Skills");
  await skills.pressSequentially("React");
  const suggestions = dialog.getByRole("listbox", {
    name: "Skill suggestions",
  });
  await expect(
    suggestions.getByRole("option", { name: "React Native" }),
  ).toBeVisible();

  // The person moves on to the dialog's button, the list still open.
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Your project has been created!")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved as typed: no suggestion was picked by that click.
  await page.getByRole("link", { name: title }).first().click();
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
  await expect(main.locator("dt:text-is('Skills wanted') + dd")).toHaveText(
    "React",
  );
});

test("the skills list works from the keyboard and closes when focus leaves", async ({
  page,
}) => {
  await signIn(page, DEMO.priya.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/projects");
  await page.getByRole("button", { name: "Create Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  const skills = dialog.getByLabel("Skills");
  await skills.pressSequentially("pyth");
  await expect(skills).toHaveAttribute("aria-expanded", "true");
  await skills.press("ArrowDown");
  await skills.press("Enter");
  await expect(skills).toHaveValue("Python, ");
  await skills.pressSequentially("typescr");
  await expect(skills).toHaveAttribute("aria-expanded", "true");
  // Escape closes the list only; the dialog stays.
  await skills.press("Escape");
  await expect(skills).toHaveAttribute("aria-expanded", "false");
  await expect(dialog).toBeVisible();
  // Typing opens it again; Shift+Tab moves on and closes it.
  await skills.pressSequentially("i");
  await expect(skills).toHaveAttribute("aria-expanded", "true");
  await skills.press("Shift+Tab");
  await expect(skills).toHaveAttribute("aria-expanded", "false");
  await expect(
    dialog.getByRole("listbox", { name: "Skill suggestions" }),
  ).toBeHidden();
});
