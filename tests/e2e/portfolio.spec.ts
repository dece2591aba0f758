import { expect, test, type Locator, type Page } from "@playwright/test";
import { createProject, expectAccessible, newPerson, signUp } from "./support";
import { setWork } from "./work";

/** A real 1×1 PNG: the server checks a picture's type from its bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Whether the image has loaded and has pixels (not a broken image). */
const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);

/** Settings' Portfolio card. */
const portfolioCard = (page: Page) =>
  page
    .getByRole("heading", { name: "Portfolio", exact: true })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");

/**
 * Adds an item from Settings' Portfolio card (with `image`, a PNG chosen and
 * previewed first) and waits for its toast.
 */
async function addItem(
  page: Page,
  item: { title: string; summary: string; url: string; image?: Buffer },
) {
  const card = portfolioCard(page);
  await card.getByRole("button", { name: "Add item" }).click();
  await card.getByLabel("Title").fill(item.title);
  await card.getByLabel("Summary").fill(item.summary);
  await card.getByLabel("Link").fill(item.url);
  if (item.image !== undefined) {
    await card.getByLabel("Choose image").setInputFiles({
      name: "shot.png",
      mimeType: "image/png",
      buffer: item.image,
    });
    await expect(card.getByAltText("Image preview")).toBeVisible();
  }
  await card.getByRole("button", { name: "Save item" }).click();
  await expect(
    page.getByText("Item added", { exact: true }).first(),
  ).toBeVisible();
  await expect(card.getByRole("button", { name: "Save item" })).toHaveCount(0);
}

test("a builder states availability, hours and time zone in Settings; visitors see them on the card and the builder page", async ({
  browser,
}) => {
  const person = newPerson("Wren");
  const member = await (await browser.newContext()).newPage();
  const visitor = await (await browser.newContext()).newPage();
  await signUp(member, person);

  await member.goto("/settings");
  const work = member
    .getByRole("heading", { name: "Work", exact: true })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  const hours = work.getByLabel("Hours a week");
  const save = work.getByRole("button", { name: "Save work details" });

  // Out of range: the shared schema's message, nothing saved.
  await hours.fill("90");
  await save.click();
  await expect(hours).toHaveAccessibleDescription(
    "Hours a week must be a whole number from 1 to 80",
  );
  await expect(hours).toBeFocused();

  await work.getByRole("radio", { name: /Busy/ }).check();
  await hours.fill("20");
  await work.getByLabel("Time zone").selectOption("Europe/Berlin");
  await save.click();
  await expect(member.getByText("Work details saved")).toBeVisible();
  await expectAccessible(member);

  // A visitor finds the builder: Busy on the card, and on the page the
  // hours and the zone with the time there.
  await visitor.goto(`/builders?q=${encodeURIComponent(person.name)}`);
  const card = visitor
    .getByRole("list", { name: "Builders" })
    .getByRole("listitem")
    .filter({ hasText: person.name });
  await expect(card.getByText("Busy", { exact: true })).toBeVisible();
  await card
    .getByRole("link", { name: `View ${person.name}'s profile` })
    .click();
  await expect(
    visitor.getByRole("heading", { level: 1, name: person.name }),
  ).toBeVisible();
  await expect(visitor.getByText("Busy", { exact: true })).toBeVisible();
  await expect(visitor.getByText("20 h a week")).toBeVisible();
  await expect(
    visitor.getByText(/^Europe\/Berlin · \d{2}:\d{2}$/),
  ).toBeVisible();

  // Back to open with no hours stated: the page follows live.
  await work.getByRole("radio", { name: /Open to projects/ }).check();
  await hours.fill("");
  await save.click();
  await expect(
    visitor.getByText("Open to projects", { exact: true }),
  ).toBeVisible();
  await expect(visitor.getByText("20 h a week")).toHaveCount(0);
});

test("a builder adds two portfolio items, one with an image, and reorders them; a visitor sees them in order on the builder page; the builder attaches one to an application its owner sees", async ({
  browser,
}) => {
  // Two sign-ups, an upload and a two-browser flow.
  test.slow();
  const nora = newPerson("Nora");
  const vic = newPerson("Vic");
  const title = `Pharmacy stock bot ${vic.id}`;
  const member = await (await browser.newContext()).newPage();
  const visitor = await (await browser.newContext()).newPage();
  await signUp(member, nora);
  await signUp(visitor, vic);
  await createProject(visitor, {
    title,
    description: "A bot that tells small pharmacies what to reorder.",
  });

  // Two items, the first with an image; then the second moved up.
  await member.goto("/settings");
  const card = portfolioCard(member);
  await expect(card.getByText("0 of 12 items")).toBeVisible();
  const scheduler = {
    title: "Clinic scheduler",
    summary: "Booking for three clinics; I built the calendar sync.",
    url: "https://nora.example/scheduler",
    image: PNG,
  };
  const notes = {
    title: "Voice notes",
    summary: "Dictated notes for nurses, transcribed on the phone.",
    url: "https://nora.example/voice-notes",
  };
  await addItem(member, scheduler);
  await addItem(member, notes);
  const items = card.getByRole("list", { name: "Portfolio items" });
  await expect(items.getByRole("heading")).toHaveText([
    scheduler.title,
    notes.title,
  ]);
  await card.getByRole("button", { name: `Move ${notes.title} up` }).click();
  await expect(items.getByRole("heading")).toHaveText([
    notes.title,
    scheduler.title,
  ]);
  await expect(card.getByText("2 of 12 items")).toBeVisible();
  await expect
    .poll(() => loaded(items.getByRole("listitem").nth(1).locator("img")))
    .toBeGreaterThan(0);
  await expectAccessible(member);

  // A visitor finds the builder: the items in that order, the image loaded,
  // each link to its page.
  await visitor.goto(`/builders?q=${encodeURIComponent(nora.name)}`);
  await visitor
    .getByRole("list", { name: "Builders" })
    .getByRole("listitem")
    .filter({ hasText: nora.name })
    .getByRole("link", { name: `View ${nora.name}'s profile` })
    .click();
  const work = visitor.getByRole("list", { name: `${nora.name}'s work` });
  const shown = work.getByRole("listitem");
  await expect(shown.getByRole("heading")).toHaveText([
    notes.title,
    scheduler.title,
  ]);
  await expect(shown.nth(1).getByText(scheduler.summary)).toBeVisible();
  await expect(shown.nth(0).locator("img")).toHaveCount(0);
  await expect
    .poll(() => loaded(shown.nth(1).locator("img")))
    .toBeGreaterThan(0);
  await expect(
    shown.nth(1).getByRole("link", { name: /^nora\.example/ }),
  ).toHaveAttribute("href", scheduler.url);
  await expect(
    shown.nth(0).getByRole("link", { name: /^nora\.example/ }),
  ).toHaveAttribute("href", notes.url);

  // The builder applies to the visitor's project with the scheduler attached.
  await member.goto("/projects");
  await member
    .getByRole("listitem")
    .filter({ has: member.getByRole("link", { name: title, exact: true }) })
    .getByRole("button", { name: "Apply Now" })
    .click();
  const apply = member.getByRole("dialog", { name: `Apply to ${title}` });
  await apply.getByRole("radio", { name: "A portfolio item" }).check();
  await apply
    .getByRole("combobox", { name: "Portfolio item" })
    .selectOption({ label: scheduler.title });
  await apply.getByRole("button", { name: "Send Application" }).click();
  await expect(apply).toBeHidden();

  // The owner's page shows it: the item's image and its title, linked.
  await visitor.goto("/projects");
  await visitor.getByRole("link", { name: title, exact: true }).first().click();
  const application = visitor
    .getByRole("region", { name: "Applications" })
    .getByRole("listitem")
    .filter({ hasText: nora.name });
  await expect(
    application.getByRole("link", { name: new RegExp(`^${scheduler.title}`) }),
  ).toHaveAttribute("href", scheduler.url);
  await expect
    .poll(() =>
      loaded(application.locator("p", { hasText: "Attached:" }).locator("img")),
    )
    .toBeGreaterThan(0);
});

test("/builders filters on availability and hours a week, combined with the search and kept in the URL", async ({
  browser,
}) => {
  // Two sign-ups, three browsers.
  test.slow();
  const family = `Kestrel${newPerson("x").id}`;
  const ada = { ...newPerson("Ada"), name: `Ada ${family}` };
  const bo = { ...newPerson("Bo"), name: `Bo ${family}` };
  const adaPage = await (await browser.newContext()).newPage();
  const boPage = await (await browser.newContext()).newPage();
  const visitor = await (await browser.newContext()).newPage();

  // Both busy; Ada offers 30 h a week, Bo 10.
  await signUp(adaPage, ada);
  await setWork(adaPage, { availability: /Busy/, hours: "30" });
  await signUp(boPage, bo);
  await setWork(boPage, { availability: /Busy/, hours: "10" });

  await visitor.goto(`/builders?q=${family}`);
  const results = visitor.getByRole("list", { name: "Builders" });
  const card = (name: string) =>
    results.getByRole("listitem").filter({ hasText: name });
  await expect(card(ada.name)).toBeVisible();
  await expect(card(bo.name)).toBeVisible();

  const filters = visitor.getByRole("complementary", { name: "Filters" });
  await filters.getByLabel("Availability").selectOption("busy");
  await expect(visitor).toHaveURL(/[?&]availability=busy(&|$)/);
  await expect(card(ada.name)).toBeVisible();
  await expect(card(bo.name)).toBeVisible();

  // At least 20 h a week: Ada only.
  await filters
    .getByLabel("Hours a week")
    .selectOption({ label: "At least 20 h a week" });
  await expect(visitor).toHaveURL(/[?&]hours=20(&|$)/);
  await expect(card(bo.name)).toHaveCount(0);
  await expect(card(ada.name)).toBeVisible();
  await expect(card(ada.name).getByText("Busy", { exact: true })).toBeVisible();

  // Open to projects with the same hours: neither.
  await filters.getByLabel("Availability").selectOption("open");
  await expect(card(ada.name)).toHaveCount(0);
  await filters.getByLabel("Availability").selectOption("busy");
  await expect(card(ada.name)).toBeVisible();

  // A reload keeps the search and both filters.
  await visitor.reload();
  await expect(visitor).toHaveURL(new RegExp(`[?&]q=${family}(&|$)`));
  await expect(filters.getByLabel("Availability")).toHaveValue("busy");
  await expect(filters.getByLabel("Hours a week")).toHaveValue("20");
  await expect(card(ada.name)).toBeVisible();
  await expect(card(bo.name)).toHaveCount(0);
});
