import { expect, test, type Page } from "@playwright/test";
import {
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  newPerson,
  signIn,
  signInWithForm,
  signUp,
} from "./support";

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test.describe("visitor routes", () => {
  for (const { path, heading } of [
    { path: "/", heading: /Connect, Create, Collaborate/ },
    { path: "/projects", heading: "Explore Projects" },
    { path: "/builders", heading: "Discover Builders" },
    { path: "/sign-in", heading: "Sign in" },
    { path: "/sign-up", heading: "Create your account" },
    { path: "/forgot-password", heading: "Forgot your password?" },
  ]) {
    test(`${path} shows its page with data, no errors, and passes axe`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(
        page.getByRole("heading", { level: 1, name: heading }),
      ).toBeVisible();
      // Other tests create projects in parallel: check shapes, not which rows.
      if (path === "/") {
        await expect(
          page
            .getByRole("region", { name: "Featured Projects" })
            .getByRole("listitem"),
        ).toHaveCount(3);
      }
      if (path === "/projects") {
        await expect(
          page.getByRole("link", { name: /^View details of / }).first(),
        ).toBeVisible();
      }
      if (path === "/builders") {
        await expect(
          page.getByRole("link", { name: /'s profile$/ }).first(),
        ).toBeVisible();
      }
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test("a project page and a builder page open from their lists", async ({
    page,
  }) => {
    // Searched, so projects created by parallel tests cannot push it off page one.
    await page.goto("/projects?q=Copilot");
    await page
      .getByRole("link", { name: "Design System Copilot", exact: true })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Design System Copilot" }),
    ).toBeVisible();
    await expect(page.getByText(DEMO.marcus.name)).toBeVisible();
    await expectAccessible(page);

    await page.goto("/builders?q=Marcus");
    await page
      .getByRole("list", { name: "Builders" })
      .getByRole("listitem")
      .filter({ hasText: DEMO.marcus.name })
      .getByRole("link", { name: `View ${DEMO.marcus.name}'s profile` })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: DEMO.marcus.name }),
    ).toBeVisible();
    await expect(page.getByText("Design System Copilot")).toBeVisible();
    await expectAccessible(page);
  });

  test("Apply Now sends a visitor to sign in", async ({ page }) => {
    await page.goto("/projects?q=Brand");
    await page
      .getByRole("listitem")
      .filter({ hasText: "Brand Voice Generator" })
      .getByRole("link", { name: "Apply Now" })
      .click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("the dashboard sends a visitor to sign in, and back after signing in", async ({
    page,
  }) => {
    await page.goto("/dashboard?tab=applications");
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInWithForm(page, DEMO.priya.email, DEMO_PASSWORD);
    // The toast first: it comes with the redirect and leaves after 4 s, and on
    // a busy machine waiting for the URL first can take longer than that.
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\?tab=applications$/);
    // History was replaced: Back does not return to the sign-in form.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/sign-in/);
  });

  test("a wrong password gets the spec's toast", async ({ page }) => {
    await signInWithForm(page, DEMO.marcus.email, "not-the-password");
    await expect(page.getByText("Sign in failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
  });
});

test.describe("member routes", () => {
  test("every dashboard tab and /settings render and pass axe", async ({
    page,
  }) => {
    // Six axe scans. It only looks, so a demo account does (one password hash,
    // and tabs with something in them), not a new one.
    test.slow();
    const errors = collectErrors(page);
    await signIn(page, DEMO.priya.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const tab of [
      "Overview",
      "My Projects",
      "Collaborations",
      "Applications",
      "Settings",
    ]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expectAccessible(page);
    }
    await expect(page).toHaveURL(/\?tab=settings$/);
    await page.goto("/settings");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(
      DEMO.priya.email,
    );
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test("the account menu shows who is signed in, and logs out", async ({
    page,
  }) => {
    const person = newPerson("Hana");
    await signUp(page, person);
    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(person.name)).toBeVisible();
    await expect(
      menu.getByRole("menuitem", { name: "Dashboard" }),
    ).toBeVisible();
    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Sign in" }),
    ).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("settings save the profile for real", async ({ page }) => {
    await signUp(page, newPerson("Finn"));
    await page.goto("/dashboard?tab=settings");
    await page.getByLabel("Professional Role").fill("Prompt Engineer");
    const skills = page.getByLabel("Skills");
    await skills.fill("Python, RAG, Evals");
    // The field completes skills: with its suggestion list open, a click on
    // Save Changes saves what was typed (the list covers nothing) and the
    // list closes.
    await expect(skills).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(skills).toHaveAttribute("aria-expanded", "false");
    await page.reload();
    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(page.getByText("Prompt Engineer").first()).toBeVisible();
    // "Evals" is stored under its catalogue name.
    await expect(page.getByText("LLM Evaluation").first()).toBeVisible();
  });

  test("builders: search, follow and unfollow with the spec's toasts", async ({
    page,
  }) => {
    await signUp(page, newPerson("Gus"));
    await page.goto("/builders");
    await page.getByRole("searchbox").fill("Marcus");
    const card = page
      .getByRole("list", { name: "Builders" })
      .getByRole("listitem")
      .filter({ hasText: DEMO.marcus.name });
    await expect(card).toBeVisible();
    // One card left: one profile link.
    await expect(page.getByRole("link", { name: /'s profile$/ })).toHaveCount(
      1,
    );
    await card.getByRole("button", { name: /^Follow/ }).click();
    await expect(
      page.getByText(`You are now following ${DEMO.marcus.name}`),
    ).toBeVisible();
    await card.getByRole("button", { name: /^Following/ }).click();
    await expect(
      page.getByText(`You are no longer following ${DEMO.marcus.name}`),
    ).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/projects", "/builders", "/sign-up"]) {
    test(`${path} fits without horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
