import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support";

/**
 * Every static route, the h1 it must show and its tab title (the heading unless
 * given): families share one page, each with its own heading.
 */
const pages: { path: string; heading: string | RegExp; title?: string }[] = [
  {
    path: "/about",
    heading: /We help visionaries and AI builders/,
    title: "About",
  },
  { path: "/contact", heading: "Get in touch", title: "Contact" },
  { path: "/documentation", heading: "Documentation" },
  { path: "/guides", heading: "Guides" },
  { path: "/blog", heading: "Blog" },
  { path: "/careers", heading: "Careers" },
  { path: "/press", heading: "Press" },
  { path: "/api-reference", heading: "API Reference" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/cookie-policy", heading: "Cookie Policy" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/licenses", heading: "Open-source Licenses" },
];

test.describe("static pages", () => {
  for (const { path, heading, title } of pages) {
    test(`${path} shows its page, logs no errors and passes axe`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));

      await page.goto(path);
      await expect(
        page.getByRole("heading", { level: 1, name: heading }),
      ).toBeVisible();
      await expect(page).toHaveTitle(
        `${title ?? String(heading)} · Buildmates`,
      );

      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test("the legal table of contents jumps to its section", async ({ page }) => {
    await page.goto("/terms");
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: /Governing law and venue/ })
      .click();
    await expect(page).toHaveURL(/\/terms#governing-law$/);
    const section = page.getByRole("heading", {
      level: 2,
      name: /Governing law and venue/,
    });
    await expect(section).toBeInViewport();
    await expect(section).toBeFocused();
    await expect(
      page.getByText(/San Francisco County, California/),
    ).toBeVisible();
  });

  test("an FAQ answer opens from the keyboard", async ({ page }) => {
    await page.goto("/documentation");
    const question = page.getByRole("button", {
      name: "How do I get a Verified badge?",
    });
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByText(/at least 3 completed projects with good ratings/),
    ).toBeVisible();
  });

  test("the contact form validates, sends for real and clears", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await expect(name).toBeFocused();
    // Scrolled to, the focused field and its label clear the sticky header.
    const header = await page.locator("header").first().boundingBox();
    const label = await page.getByText("Name", { exact: true }).boundingBox();
    expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    await page
      .getByRole("textbox", { name: "Name", exact: true })
      .fill("Ada Lovelace");
    await page
      .getByRole("textbox", { name: "Email", exact: true })
      .fill(`ada+${Date.now()}@example.com`);
    await page
      .getByRole("textbox", { name: "Subject", exact: true })
      .fill("Hello");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Can we talk about a project?");
    await page.getByRole("button", { name: "Send Message" }).click();
    // The toast appears only once the backend has stored the message.
    await expect(page.getByText("Message sent!")).toBeVisible();
    await expect(
      page.getByText("We'll get back to you as soon as possible."),
    ).toBeVisible();
    await expect(
      page.getByRole("textbox", { name: "Subject", exact: true }),
    ).toHaveValue("");
  });

  test("pages fit a 375px phone without horizontal scrolling", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of [
      "/about",
      "/contact",
      "/documentation",
      "/guides",
      "/api-reference",
      "/blog",
      "/careers",
      "/press",
      "/privacy",
      "/terms",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
