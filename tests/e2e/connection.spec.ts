import { expect, test, type Page, type WebSocketRoute } from "@playwright/test";
import {
  applyFrom,
  createProject,
  DEMO,
  DEMO_PASSWORD,
  signIn,
} from "./support";
import { scaled } from "./timeouts";

/**
 * The page's sync socket to the backend, behind a switch: while `offline`,
 * every connection attempt is refused and the open ones are closed, as when
 * the backend is down; back online, the client reconnects by itself.
 */
async function connectionSwitch(page: Page) {
  let offline = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/sync$/, (socket) => {
    if (offline) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    open.add(socket);
  });
  return {
    async goOffline() {
      offline = true;
      for (const socket of open) await socket.close();
      open.clear();
    },
    goOnline() {
      offline = false;
    },
  };
}

/** The Convex client's reconnect backoff grows to several seconds while offline. */
const RECONNECT_MS = scaled(40_000);

test("with the backend unreachable /projects says so, offers Try Again, and recovers by itself once reconnected", async ({
  page,
}) => {
  test.slow(); // waits out the offline timeout, then the client's backoff
  const connection = await connectionSwitch(page);
  await connection.goOffline();
  await page.goto("/projects");
  await expect(page.getByText("Connecting...")).toBeVisible();
  // The page gives up waiting after a few seconds without a connection.
  await expect(page.getByText("Error loading projects")).toBeVisible({
    timeout: scaled(20_000),
  });
  await expect(
    page.getByText(/We can't reach Buildmates right now/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();

  connection.goOnline();
  // The client retries with a growing backoff: give its next attempt time.
  // Once it is back, the projects load without a click on Try Again.
  await expect(
    page.getByRole("link", { name: "View Details" }).first(),
  ).toBeVisible({ timeout: RECONNECT_MS });
  await expect(page.getByText("Error loading projects")).toHaveCount(0);
  await expect(page.getByText("Connecting...")).toBeHidden();
});

test("an apply started offline says it will be sent, then confirms once reconnected", async ({
  browser,
}) => {
  test.slow(); // two sign-ins
  const title = `Offline apply ${Date.now().toString(36)}`;
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, DEMO.priya.email, DEMO_PASSWORD);
  await expect(owner).toHaveURL(/\/dashboard/);
  await createProject(owner, {
    title,
    description: "A project to apply to while the connection is down.",
  });

  const builderContext = await browser.newContext();
  const builder = await builderContext.newPage();
  const connection = await connectionSwitch(builder);
  await signIn(builder, DEMO.marcus.email, DEMO_PASSWORD);
  await expect(builder).toHaveURL(/\/dashboard/);
  await builder.goto("/projects");
  const card = builder.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByRole("button", { name: "Apply Now" })).toBeVisible();

  await connection.goOffline();
  await expect(builder.getByText("Reconnecting...")).toBeVisible();
  // The apply dialog ships with the page: it opens offline too.
  await applyFrom(builder, card);
  await expect(
    builder.getByText(
      "Your application will be sent when the connection returns.",
    ),
  ).toBeVisible();

  connection.goOnline();
  await expect(builder.getByText("Application Submitted")).toBeVisible({
    timeout: RECONNECT_MS,
  });
  await expect(builder.getByText("Reconnecting...")).toBeHidden();
  await expect(
    card.getByRole("status", { name: "Applied · Pending Review" }),
  ).toBeVisible();

  await ownerContext.close();
  await builderContext.close();
});

test("a message sent offline from the inbox says it will be sent, then confirms and shows in the thread", async ({
  page,
}) => {
  test.slow(); // a sign-in, then the client's reconnect backoff
  const body = `Sent while offline ${Date.now().toString(36)}`;
  const connection = await connectionSwitch(page);
  await signIn(page, DEMO.marcus.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/builders");
  await page
    .getByRole("listitem")
    .filter({ hasText: DEMO.priya.name })
    .getByRole("button", { name: "Message" })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("link", { name: "Open in inbox" })
    .click();
  await expect(page).toHaveURL(/\/messages\/[^/]+$/);
  const box = page.getByLabel(`Your message to ${DEMO.priya.name}`);
  await expect(box).toBeVisible();

  await connection.goOffline();
  await expect(page.getByText("Reconnecting...")).toBeVisible();
  await box.fill(body);
  await box.press("Enter");
  await expect(
    page.getByText("Your message will be sent when the connection returns."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible();

  connection.goOnline();
  await expect(page.getByText("Message sent")).toBeVisible({
    timeout: RECONNECT_MS,
  });
  await expect(
    page.getByText("Your message will be sent when the connection returns."),
  ).toBeHidden();
  await expect(box).toHaveValue("");
  await expect(
    page
      .getByRole("list", { name: `Conversation with ${DEMO.priya.name}` })
      .getByText(body),
  ).toBeVisible();
});
