/**
 * The security headers of the served app (docs/SECURITY.md), and the app working
 * under its Content-Security-Policy in a real browser: no violation while browsing,
 * signing in, and opening a dialog and a select (the Radix and sonner code that
 * injects styles), with toasts styled. The suite serves the app exactly as `npm start`
 * does (scripts/serve-web.ts), so these are the headers a user gets.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signInWithForm } from "./support";

/** directive -> sources */
function parseCsp(value: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (value ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

for (const path of ["/", "/projects", "/builders/some-builder"]) {
  test(`${path} is served with the security headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toContain("text/html");
    const csp = parseCsp(headers["content-security-policy"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    // The network: the app's own origin and its backend (HTTP and the sync socket).
    const [self, http, ws, ...more] = csp.get("connect-src") ?? [];
    expect(self).toBe("'self'");
    expect(http).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(ws).toBe(http!.replace("http:", "ws:"));
    expect(more).toEqual([]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", http]);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });
}

/** Records every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text()))
      console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...console,
  ];
}

test("the app runs under its Content-Security-Policy", async ({ page }) => {
  const violations = await watchViolations(page);

  const home = await page.goto("/");
  expect(home?.headers()["content-security-policy"]).toContain(
    "script-src 'self'",
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto("/projects");
  await expect(
    page.getByRole("heading", { name: "Explore Projects" }),
  ).toBeVisible();
  expect(await violations()).toEqual([]);

  // The form, for its "Welcome back!" toast.
  await signInWithForm(page, DEMO.priya.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // sonner's stylesheet applied: its toaster is fixed to the viewport's corner
  // (read while the toast is there: it leaves after 4 s).
  await expect(
    page.locator("[data-sonner-toaster]").filter({ hasText: "Welcome back!" }),
  ).toHaveCSS("position", "fixed");

  // A Radix dialog locks page scrolling with an injected style; a Radix select too.
  await page.getByRole("button", { name: "Create Project" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  await dialog.getByRole("combobox").first().click();
  await expect(page.getByRole("option").first()).toBeVisible();
  // One Escape per layer, each once the one above it has gone: a select still
  // animating out is the top layer and takes the next Escape itself.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  expect(await violations()).toEqual([]);

  // The watch sees what the policy blocks: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.inlineRan = true";
    document.head.append(script);
  });
  await expect
    .poll(async () => (await violations()).join("\n"))
    .toContain("script-src-elem inline");
  expect(await page.evaluate(() => "inlineRan" in window)).toBe(false);
});
