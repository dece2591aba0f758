import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("a visitor sees the hero and the visitor calls to action", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(
      page.getByText("Join the AI Collaboration Revolution"),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Connect, Create, Collaborate on AI Projects that Matter",
      }),
    ).toBeVisible();
    // The hero's visitor buttons appear once the session check settles.
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Explore Projects" }),
    ).toHaveAttribute("href", "/projects");
  });

  test("Home is the active nav item only on '/'", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("an unknown route shows the 404 page and logs the path", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/no-such-page");
    await expect(
      page.getByRole("heading", { name: "Page not found" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Return to Home" }),
    ).toBeVisible();
    expect(errors.some((text) => text.includes("/no-such-page"))).toBe(true);
  });
});
