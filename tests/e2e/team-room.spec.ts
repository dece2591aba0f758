import { readFile } from "node:fs/promises";
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
} from "@playwright/test";
import {
  applyFrom,
  createProject,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  signIn,
} from "./support";

/**
 * The team room, in two browsers: the owner (Priya) and a member she
 * accepted (Amara) work on one board and in one chat, live; the owner removes
 * the member, whose open room says so at once; the room works on a phone.
 */

type Demo = (typeof DEMO)[keyof typeof DEMO];

async function signedIn(
  browser: Browser,
  who: Demo,
  options: { touch?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext(
    options.touch
      ? { hasTouch: true, viewport: { width: 390, height: 844 } }
      : {},
  );
  const page = await context.newPage();
  await signIn(page, who.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** A new project of the owner's with the member accepted onto its team; returns its page's URL. */
async function teamUp(owner: Page, member: Page, title: string) {
  await createProject(owner, {
    title,
    description:
      "A project made by the team room tests, with a long description.",
  });

  await member.goto(`/projects?q=${encodeURIComponent(title)}`);
  await applyFrom(
    member,
    member.getByRole("listitem").filter({ hasText: title }),
  );
  await expect(member.getByText("Application Submitted")).toBeVisible();

  await owner.goto(`/projects?q=${encodeURIComponent(title)}`);
  await owner.getByRole("link", { name: title, exact: true }).click();
  const row = owner
    .getByRole("region", { name: "Applications" })
    .getByRole("listitem")
    .filter({ hasText: DEMO.amara.name });
  await row.getByRole("button", { name: "Accept" }).click();
  await expect(row.getByText("Accepted", { exact: true })).toBeVisible();
  return owner.url();
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name: new RegExp(`^${name}`) }).click();
  await expect(
    page.getByRole("tab", { name: new RegExp(`^${name}`) }),
  ).toHaveAttribute("aria-selected", "true");
}

const column = (page: Page, name: "To do" | "Doing" | "Done") =>
  page.getByRole("region", { name, exact: true });
const card = (scope: Locator, title: string) =>
  scope.getByTestId("task-card").filter({ hasText: title });

/** Drags with the mouse from one element's centre to another's, in steps (dnd-kit starts after 6 px). */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (start === null || end === null) throw new Error("not on screen");
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y + 12, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, {
    steps: 12,
  });
  await page.mouse.up();
}

async function bellCount(page: Page): Promise<number> {
  const label = await page
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ })
    .getAttribute("aria-label");
  return Number(/(\d+) unread/.exec(label ?? "")?.[1] ?? 0);
}

test("a team works live in its room: board by mouse and keyboard, mentions, removal, and on a phone", async ({
  browser,
}) => {
  // Two browsers, a project, an application and its acceptance, then the room.
  test.slow();
  const suffix = Date.now().toString(36);
  const title = `Room test ${suffix}`;
  const owner = await signedIn(browser, DEMO.priya);
  const member = await signedIn(browser, DEMO.amara);
  await teamUp(owner, member, title);

  // Both reach the room: the owner from the project page, the member from
  // her Collaborations tab.
  await owner.getByRole("link", { name: "Team room" }).click();
  await expect(
    owner.getByRole("heading", { level: 1, name: "Team room" }),
  ).toBeVisible();
  await member.goto("/dashboard?tab=collaborations");
  await member.getByRole("link", { name: `Team room of ${title}` }).click();
  await expect(
    member.getByRole("heading", { level: 1, name: "Team room" }),
  ).toBeVisible();

  // A creates a task; B sees it live.
  await openTab(owner, "Board");
  await openTab(member, "Board");
  const task = `Draft the spec ${suffix}`;
  await owner.getByRole("button", { name: "New task" }).click();
  const dialog = owner.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill(task);
  await dialog.getByRole("button", { name: "Add task" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(column(member, "To do"), task)).toBeVisible();
  await expectAccessible(owner);

  // B drags it to Doing with the mouse; A sees it move.
  await dragWithMouse(
    member,
    card(column(member, "To do"), task).getByRole("button", {
      name: `Move ${task}`,
    }),
    column(member, "Doing"),
  );
  await expect(card(column(member, "Doing"), task)).toBeVisible();
  await expect(card(column(owner, "Doing"), task)).toBeVisible();
  await expect(card(column(owner, "To do"), task)).toHaveCount(0);

  // A moves it on to Done with the keyboard: pick up, right, drop.
  const handle = card(column(owner, "Doing"), task).getByRole("button", {
    name: `Move ${task}`,
  });
  await handle.focus();
  await owner.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await owner.keyboard.press("ArrowRight");
  await expect(card(column(owner, "Done"), task)).toBeVisible();
  await owner.keyboard.press("Space");
  await expect(
    card(column(owner, "Done"), task).getByRole("button", {
      name: `Move ${task}`,
    }),
  ).not.toHaveAttribute("aria-pressed", "true");
  await expect(card(column(owner, "Done"), task)).toBeVisible();
  await expect(card(column(member, "Done"), task)).toBeVisible();

  // B mentions A in the chat; A's bell count rises.
  const before = await bellCount(owner);
  await openTab(member, "Chat");
  const composer = member.getByLabel("Message the team");
  await composer.fill(`@priya the spec is done: https://example.com/spec`);
  await composer.press("Enter");
  await expect(composer).toHaveValue("");
  await expect(
    member.getByRole("list", { name: "Team chat" }).getByRole("link", {
      name: "https://example.com/spec",
    }),
  ).toBeVisible();
  await expect.poll(() => bellCount(owner)).toBeGreaterThan(before);

  // The owner removes B; B's open room says so at once.
  await openTab(owner, "Team");
  await owner
    .getByRole("button", { name: `Remove ${DEMO.amara.name} from the team` })
    .click();
  await owner
    .getByRole("dialog", { name: /^Remove .* from the team\?$/ })
    .getByRole("button", { name: "Remove from team" })
    .click();
  await expect(
    owner
      .getByRole("list", { name: "Team members" })
      .getByText(DEMO.amara.name),
  ).toHaveCount(0);
  await expect(
    member.getByRole("heading", { name: "You were removed from this team" }),
  ).toBeVisible();

  // On a phone (375 px) the room is usable: every tab shows, the composer is reachable.
  await owner.setViewportSize({ width: 375, height: 740 });
  for (const name of ["Chat", "Board", "Links & files", "Team"]) {
    await expect(
      owner.getByRole("tab", { name: new RegExp(`^${name}`) }),
    ).toBeInViewport();
  }
  await openTab(owner, "Chat");
  const phoneComposer = owner.getByLabel("Message the team");
  await phoneComposer.scrollIntoViewIfNeeded();
  await expect(phoneComposer).toBeInViewport();
  await phoneComposer.fill("Thanks!");
  await phoneComposer.press("Enter");
  await expect(
    owner.getByRole("list", { name: "Team chat" }).getByText("Thanks!"),
  ).toBeVisible();
  expect(
    await owner.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(375);

  for (const page of [owner, member]) await page.context().close();
});

test("someone off the team is told the room is the team's", async ({
  browser,
}) => {
  const kenji = await signedIn(browser, DEMO.kenji);
  // Any project Kenji is not on: one of Priya's, found from her profile's search.
  const owner = await signedIn(browser, DEMO.priya);
  const title = `Closed room ${Date.now().toString(36)}`;
  await owner.goto("/projects");
  await owner.getByRole("button", { name: "Create Project" }).click();
  const dialog = owner.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("A project made by the team room tests, with a long description.");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog).toBeHidden();
  await owner.goto(`/projects?q=${encodeURIComponent(title)}`);
  await owner.getByRole("link", { name: title, exact: true }).click();
  await expect(
    owner.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();

  await kenji.goto(`${new URL(owner.url()).pathname}/team`);
  await expect(
    kenji.getByRole("heading", { name: "This room is for the project's team" }),
  ).toBeVisible();
  await expect(
    kenji.getByRole("link", { name: "Back to the project" }),
  ).toBeVisible();
  for (const page of [owner, kenji]) await page.context().close();
});

test("the team pins a link and shares a file: the other member sees both live and downloads the same bytes", async ({
  browser,
}) => {
  test.slow(); // two browsers, a project, an application and its acceptance
  const suffix = Date.now().toString(36);
  const title = `Files test ${suffix}`;
  const owner = await signedIn(browser, DEMO.priya);
  const member = await signedIn(browser, DEMO.amara);
  const projectUrl = await teamUp(owner, member, title);
  for (const page of [owner, member]) {
    await page.goto(`${new URL(projectUrl).pathname}/team`);
    await openTab(page, "Links & files");
  }

  // The owner pins a link; the member sees it at once, as a link.
  const pin = owner.getByRole("form", { name: "Pin a link" });
  await pin.getByLabel("Link title").fill(`Design doc ${suffix}`);
  await pin.getByLabel("URL").fill("https://example.com/design");
  await pin.getByRole("button", { name: "Pin link" }).click();
  await expect(
    member
      .getByRole("list", { name: "Pinned links" })
      .getByRole("link", { name: `Design doc ${suffix}` }),
  ).toHaveAttribute("href", "https://example.com/design");

  // The owner uploads a file; the member downloads exactly its bytes.
  const name = `notes-${suffix}.txt`;
  const bytes = `Meeting notes ${suffix}\nShip the board on Friday.\n`;
  await owner.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: "text/plain",
    buffer: Buffer.from(bytes),
  });
  await expect(owner.getByText(`${name} uploaded`)).toBeVisible();
  const download = member
    .getByRole("list", { name: "Files" })
    .getByRole("button", { name: `Download ${name}` });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([
    member.waitForEvent("download"),
    download.click(),
  ]);
  expect(file.suggestedFilename()).toBe(name);
  const path = await file.path();
  expect(await readFile(path, "utf8")).toBe(bytes);
  await expectAccessible(member);

  for (const page of [owner, member]) await page.context().close();
});

/** A finger on `from`'s centre, held until the drag starts, slid onto `to` and lifted. */
async function dragWithTouch(
  page: Page,
  from: Locator,
  to: Locator,
  dragging: () => Promise<void>,
) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (start === null || end === null) throw new Error("not on screen");
  const cdp = await page.context().newCDPSession(page);
  const touch = (
    type: "touchStart" | "touchMove" | "touchEnd",
    x: number,
    y: number,
  ) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y }],
    });
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await touch("touchStart", x, y);
  // Press and hold: the board starts a touch drag after a short hold, so a
  // finger that scrolls the page does not move a task.
  await dragging();
  const toX = end.x + end.width / 2;
  const toY = end.y + Math.min(end.height / 2, 40);
  for (let step = 1; step <= 8; step += 1) {
    await touch(
      "touchMove",
      x + ((toX - x) * step) / 8,
      y + ((toY - y) * step) / 8,
    );
  }
  await touch("touchEnd", toX, toY);
  await cdp.detach();
}

test("on a touch screen, a task moves by press, hold and slide", async ({
  browser,
}) => {
  test.slow(); // two browsers, a project, an application and its acceptance
  const suffix = Date.now().toString(36);
  const title = `Touch test ${suffix}`;
  const owner = await signedIn(browser, DEMO.priya, { touch: true });
  const member = await signedIn(browser, DEMO.amara);
  const projectUrl = await teamUp(owner, member, title);
  await owner.goto(`${new URL(projectUrl).pathname}/team`);
  await openTab(owner, "Board");
  const task = `Sketch the flow ${suffix}`;
  await owner.getByRole("button", { name: "New task" }).click();
  const dialog = owner.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill(task);
  await dialog.getByRole("button", { name: "Add task" }).click();
  await expect(dialog).toBeHidden();

  const handle = card(column(owner, "To do"), task).getByRole("button", {
    name: `Move ${task}`,
  });
  await handle.scrollIntoViewIfNeeded();
  await dragWithTouch(owner, handle, column(owner, "Doing"), () =>
    expect(handle).toHaveAttribute("aria-pressed", "true"),
  );
  await expect(card(column(owner, "Doing"), task)).toBeVisible();
  await expect(card(column(owner, "To do"), task)).toHaveCount(0);

  for (const page of [owner, member]) await page.context().close();
});

test("in the chat, the others see who is typing, an edit and a deletion, live", async ({
  browser,
}) => {
  test.slow(); // two browsers, a project, an application and its acceptance
  const suffix = Date.now().toString(36);
  const owner = await signedIn(browser, DEMO.priya);
  const member = await signedIn(browser, DEMO.amara);
  const projectUrl = await teamUp(owner, member, `Chat test ${suffix}`);
  for (const page of [owner, member]) {
    await page.goto(`${new URL(projectUrl).pathname}/team`);
    await openTab(page, "Chat");
  }
  const ownerChat = owner.getByRole("list", { name: "Team chat" });

  // The member types: the owner reads who is typing. A signal lasts 6 s unless
  // renewed, so she keeps typing until the owner's page shows it.
  const composer = member.getByLabel("Message the team");
  await expect(async () => {
    await composer.press("a");
    await expect(owner.getByText(`${DEMO.amara.name} is typing…`)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass();
  await composer.fill(`Hello team ${suffix}`);
  await composer.press("Enter");
  await expect(ownerChat.getByText(`Hello team ${suffix}`)).toBeVisible();

  // She edits it: the owner sees the new text, marked edited.
  await member
    .getByRole("list", { name: "Team chat" })
    .getByRole("listitem")
    .filter({ hasText: `Hello team ${suffix}` })
    .getByRole("button", { name: "Actions for your message" })
    .click();
  await member.getByRole("menuitem", { name: "Edit" }).click();
  const edit = member.getByRole("dialog", { name: "Edit message" });
  await edit.getByLabel("Message").fill(`Hello everyone ${suffix}`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  const edited = ownerChat
    .getByRole("listitem")
    .filter({ hasText: `Hello everyone ${suffix}` });
  await expect(edited.getByText("(edited)")).toBeVisible();
  await expect(ownerChat.getByText(`Hello team ${suffix}`)).toHaveCount(0);
  // Only the author has the actions.
  await expect(
    edited.getByRole("button", { name: "Actions for your message" }),
  ).toHaveCount(0);

  // She deletes it: it leaves the owner's chat too.
  await member
    .getByRole("list", { name: "Team chat" })
    .getByRole("listitem")
    .filter({ hasText: `Hello everyone ${suffix}` })
    .getByRole("button", { name: "Actions for your message" })
    .click();
  await member.getByRole("menuitem", { name: "Delete" }).click();
  await member
    .getByRole("dialog", { name: "Delete this message?" })
    .getByRole("button", { name: "Delete message" })
    .click();
  await expect(ownerChat.getByText(`Hello everyone ${suffix}`)).toHaveCount(0);

  for (const page of [owner, member]) await page.context().close();
});
