import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { codeFromMail } from "./mail";
import {
  newAccountSession,
  passwordSession,
  startWithSession,
} from "./sessions";

/** Demo accounts seeded by the app's seed:run (docs/API.md, local only). */
export const DEMO_PASSWORD = "buildmates-demo";
export const DEMO = {
  priya: { email: "priya@buildmates.test", name: "Priya Raman" },
  marcus: { email: "marcus@buildmates.test", name: "Marcus Johnson" },
  kenji: { email: "kenji@buildmates.test", name: "Kenji Watanabe" },
  amara: { email: "amara@buildmates.test", name: "Amara Okafor" },
  liam: { email: "liam@buildmates.test", name: "Liam O'Connor" },
} as const;

let counter = 0;

/** A person who does not exist yet: unique across workers and runs. */
export function newPerson(first: string) {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    /** Also makes titles unique (a project of this person's, say). */
    id,
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

/** The dashboard, which only a signed-in person sees (others go to /sign-in). */
async function openDashboard(page: Page) {
  await page.goto("/dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "Dashboard" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A new account, signed in, on the dashboard: made and verified through the
 * auth API (sessions.ts), for tests that are not about the sign-up forms.
 */
export async function signUp(
  page: Page,
  person: { name: string; email: string; password: string },
) {
  await startWithSession(page, await newAccountSession(person));
  await openDashboard(page);
}

/**
 * The sign-up forms as a person fills them: signs up (the app then shows
 * /sign-in asking for the code from the verification email), enters the code
 * from that email (read from the mail catcher) and lands on the dashboard.
 */
export async function signUpWithForms(
  page: Page,
  person: { name: string; email: string; password: string },
) {
  await submitSignUp(page, person);
  await expect(page).toHaveURL(/\/sign-in$/);
  await verifyWithMailedCode(page, person.email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * On sign-in's code step: types the code of the `nth` verification email to
 * `email` (the first: sign-up's, which later sign-ins do not replace).
 */
export async function verifyWithMailedCode(page: Page, email: string, nth = 1) {
  const codeField = page.getByLabel("Code from the email");
  await expect(codeField).toBeVisible();
  const code = await codeFromMail(email, "verification", nth);
  await codeField.fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

/**
 * Signed in on the dashboard, through the auth API (sessions.ts), for tests
 * that are not about the sign-in form.
 */
export async function signIn(page: Page, email: string, password: string) {
  await startWithSession(page, await passwordSession(email, password));
  await openDashboard(page);
}

/** Fills and submits the sign-in form (and waits for nothing after). */
export async function signInWithForm(
  page: Page,
  email: string,
  password: string,
) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Holds the toasts still while axe reads them: with the pointer over the stack,
 * sonner expands it (every toast's text in full, none faded behind the front
 * one) and pauses every dismiss timer (its own hover behaviour, for people
 * reading a toast). Returns once no toast is fading or moving, or there is
 * none; whether the pointer was moved.
 */
async function holdToasts(page: Page): Promise<boolean> {
  let moved = false;
  // The front toast may still be sliding in, or leave as the pointer arrives:
  // aim again until the stack holds.
  await expect(async () => {
    const front = await page.evaluate(() => {
      const toast = document.querySelector(
        "[data-sonner-toast][data-front='true'][data-removed='false']",
      );
      if (toast === null) return null;
      const { x, y, width, height } = toast.getBoundingClientRect();
      return { x: x + width / 2, y: y + height / 2 };
    });
    if (front !== null) {
      await page.mouse.move(front.x, front.y);
      moved = true;
    }
    const held = await page.evaluate(() => {
      const toasts = Array.from(
        document.querySelectorAll<HTMLElement>("[data-sonner-toast]"),
      );
      const moving = document.getAnimations().some((animation) => {
        const target =
          animation.effect instanceof KeyframeEffect
            ? animation.effect.target
            : null;
        const finite = animation.effect?.getTiming().iterations !== Infinity;
        return finite && target?.closest("[data-sonner-toaster]") != null;
      });
      return (
        !moving &&
        toasts.every(
          (toast) =>
            toast.dataset.expanded === "true" &&
            toast.dataset.removed === "false",
        )
      );
    });
    expect(held, "toasts expanded, paused and settled").toBe(true);
  }).toPass();
  return moved;
}

/**
 * No serious or critical axe violations on what the page shows now, toasts
 * included (held still first: read mid-fade, a toast's text is low contrast).
 */
export async function expectAccessible(page: Page) {
  // Legacy mode (below) skips cross-origin frames: there must be none.
  const origin = new URL(page.url()).origin;
  expect(
    page.frames().filter((frame) => new URL(frame.url()).origin !== origin),
    "frames axe would not test",
  ).toEqual([]);
  const movedPointer = await holdToasts(page);
  const { violations } = await new AxeBuilder({ page })
    // Only violations are asserted, so axe may keep one node per passing rule
    // instead of serialising every node it checked; and legacy mode runs it in
    // the page itself instead of aggregating in a new blank page. Together they
    // make a scan about five times faster than axe's defaults (on a loaded
    // 2-core machine, 2-3 s against 13-18 s).
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  // Let the toasts go on (and time out) as they would.
  if (movedPointer) await page.mouse.move(0, 0);
  const severe = violations
    .filter(({ impact }) => impact === "serious" || impact === "critical")
    .map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(" ")),
    }));
  expect(severe).toEqual([]);
}

/**
 * Applies from a card or a project page (`scope`): Apply Now opens the apply
 * dialog, where the note is optional, then Send Application.
 */
export async function applyFrom(page: Page, scope: Locator, note?: string) {
  await scope.getByRole("button", { name: /^Apply (Now|Again)$/ }).click();
  const dialog = page.getByRole("dialog", { name: /^Apply to / });
  if (note !== undefined) await dialog.getByLabel(/^Note to /).fill(note);
  await dialog.getByRole("button", { name: "Send Application" }).click();
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
    await dialog.getByLabel("Skills").fill(project.skills);
  }
  await dialog.getByLabel("Open positions").fill("2");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Waits until the page's finite animations are done: cards slide in with a 4 px
 * translate, and mid-way their boxes measure a hair off (43.9998 px for 44).
 * Infinite ones (skeleton pulses, spinners) are left running.
 */
export async function waitForEntrances(page: Page) {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        // A cancelled one (the element left) has nothing left to wait for.
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}
