import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { codeFromMail } from "./mail";

/** Demo accounts seeded by the app's seed:run (docs/API.md, local only). */
export const DEMO_PASSWORD = "buildmates-demo";
export const DEMO = {
  priya: { email: "priya@buildmates.test", name: "Priya Raman" },
  marcus: { email: "marcus@buildmates.test", name: "Marcus Johnson" },
} as const;

let counter = 0;

/** A person who does not exist yet: unique across workers and runs. */
export function newPerson(first: string) {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    name: `${first} Tester${id}`,
    email: `${first.toLowerCase()}.${id}@e2e.test`,
    password: "e2e-secret-1",
  };
}

/** Fills and submits the two-step sign-up form (which signs nobody in). */
export async function submitSignUp(
  page: Page,
  person: { name: string; email: string; password: string },
) {
  await page.goto("/sign-up");
  await page.getByLabel("Full name").fill(person.name);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm password").fill(person.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Development" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
}

/**
 * A new account, signed in: signs up (the app then shows /sign-in with the
 * email filled in), signs in, enters the code from the verification email
 * (read from the mail catcher) and lands on the dashboard.
 */
export async function signUp(
  page: Page,
  person: { name: string; email: string; password: string },
) {
  await submitSignUp(page, person);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByLabel("Email")).toHaveValue(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await verifyWithMailedCode(page, person.email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** On sign-in's code step: types the latest verification code mailed to `email`. */
export async function verifyWithMailedCode(page: Page, email: string) {
  const codeField = page.getByLabel("Code from the email");
  await expect(codeField).toBeVisible();
  // Sign-up mailed the first code; this sign-in mailed the second.
  const code = await codeFromMail(email, "verification", 2);
  await codeField.fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** No serious or critical axe violations on what the page shows now. */
export async function expectAccessible(page: Page) {
  // Toasts fade in: check their colours once they are fully shown.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("[data-sonner-toast]")).every(
      (toast) => getComputedStyle(toast).opacity === "1",
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations
    .filter(({ impact }) => impact === "serious" || impact === "critical")
    .map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(" ")),
    }));
  expect(severe).toEqual([]);
}

/** Creates a project from /projects' Create Project dialog and waits for it to close. */
export async function createProject(
  page: Page,
  project: { title: string; description: string; skills?: string },
) {
  await page.goto("/projects");
  await page.getByRole("button", { name: "Create Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Title").fill(project.title);
  await dialog.getByLabel("Description").fill(project.description);
  if (project.skills !== undefined) {
    const skills = dialog.getByLabel("Skills");
    await skills.fill(project.skills);
    // The completion list may cover the buttons below: close it first.
    await skills.press("Escape");
  }
  await dialog.getByLabel("Open positions").fill("2");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog).toBeHidden();
}
