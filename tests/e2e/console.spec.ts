import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signInWithForm } from "./support";

/** Console errors and uncaught exceptions of the page, as they come. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/**
 * The requests of the page's Convex client still unanswered (ids of the
 * mutations and actions it sent over its WebSocket, until their responses
 * arrive): once none is, every answer that could be logged has been.
 */
function trackRequests(page: Page): Set<number> {
  const open = new Set<number>();
  page.on("websocket", (socket) => {
    socket.on("framesent", ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type?: string;
        requestId?: number;
      };
      if (message.type === "Mutation" || message.type === "Action") {
        open.add(message.requestId!);
      }
    });
    socket.on("framereceived", ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type?: string;
        requestId?: number;
      };
      if (
        message.type === "MutationResponse" ||
        message.type === "ActionResponse"
      ) {
        open.delete(message.requestId!);
      }
    });
  });
  return open;
}

test("signing in with a wrong password, then in and out again, logs no error", async ({
  page,
}) => {
  test.slow(); // two password checks
  const errors = collectErrors(page);
  const open = trackRequests(page);

  // An expected failure: shown to the person, not logged as an error.
  await signInWithForm(page, DEMO.priya.email, "not-the-password");
  await expect(page.getByText("Invalid email or password.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  // A presence heartbeat may cross the sign-out: wait for every answer.
  await expect.poll(() => open.size).toBe(0);
  expect(errors).toEqual([]);
});
