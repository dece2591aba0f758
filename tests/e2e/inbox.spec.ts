import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expectAccessible, signIn } from "./support";

/** The header's Messages link, whatever its count. */
const messagesLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Messages/ });

/** The unread count the header's Messages link names now (0 when none). */
async function unreadNow(page: Page): Promise<number> {
  // The header's signed-in pieces load on demand after sign-in.
  await expect(messagesLink(page)).toBeVisible();
  const name = (await messagesLink(page).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test("A messages B from the builder card; B's header and inbox show it live; B reads it and A sees 'Seen'", async ({
  browser,
}) => {
  // Two sign-ins (password hashes) and an axe scan.
  test.slow();
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  const body = `Want to pair on the voice notes app? ${Date.now()}`;

  await signIn(b, DEMO.marcus.email, DEMO_PASSWORD);
  await expect(b).toHaveURL(/\/dashboard$/);
  const before = await unreadNow(b);

  await signIn(a, DEMO.priya.email, DEMO_PASSWORD);
  await expect(a).toHaveURL(/\/dashboard$/);
  // Found by name: other runs' sign-ups may fill the first page.
  await a.goto(`/builders?q=${encodeURIComponent(DEMO.marcus.name)}`);
  await a
    .getByRole("listitem")
    .filter({ hasText: DEMO.marcus.name })
    .getByRole("button", { name: "Message" })
    .click();
  const dialog = a.getByRole("dialog");
  const box = dialog.getByLabel(`Your message to ${DEMO.marcus.name}`);
  // Shift+Enter breaks the line; Enter sends.
  await box.fill("Hi Marcus!");
  await box.press("Shift+Enter");
  await box.pressSequentially(body);
  await box.press("Enter");
  await expect(a.getByText("Message sent")).toBeVisible();
  await expect(box).toHaveValue("");
  const thread = dialog.getByRole("list", {
    name: `Conversation with ${DEMO.marcus.name}`,
  });
  await expect(thread.getByText(body)).toBeVisible();
  await expect(thread.getByText("Seen")).toHaveCount(0);

  // B's header count rises without a reload.
  await expect(messagesLink(b)).toHaveAccessibleName(
    `Messages, ${before + 1} unread`,
  );

  // B's inbox lists the conversation first, with the preview and 1 unread.
  await messagesLink(b).click();
  await expect(b).toHaveURL(/\/messages$/);
  const row = b
    .getByRole("navigation", { name: "Conversations" })
    .getByRole("link")
    .first();
  await expect(row).toContainText(DEMO.priya.name);
  await expect(row).toContainText(body.slice(0, 40));
  await expect(row.getByLabel("1 unread")).toBeVisible();
  // Priya has the site open: her row carries the online dot.
  await expect(row.getByText("Online now")).toBeAttached();
  await expectAccessible(b);

  // B opens it: the message is there, it is read, and A sees "Seen" live.
  await row.click();
  await expect(b).toHaveURL(/\/messages\/[^/]+$/);
  await expect(
    b
      .getByRole("list", { name: `Conversation with ${DEMO.priya.name}` })
      .getByText(body),
  ).toBeVisible();
  await expect(messagesLink(b)).toHaveAccessibleName(
    before === 0 ? "Messages" : `Messages, ${before} unread`,
  );
  await expect(thread.getByText("Seen")).toBeVisible();

  // B replies from the conversation page; it reaches A's open dialog.
  const reply = b.getByLabel(`Your message to ${DEMO.priya.name}`);
  await reply.fill("Sounds great, let's talk tomorrow.");
  await reply.press("Enter");
  await expect(
    thread.getByText("Sounds great, let's talk tomorrow."),
  ).toBeVisible();
});
