import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible, newPerson, signUp } from "./support";

/** A real 1×1 PNG: the server checks a picture's type from its bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** An avatar's picture, once the browser has loaded it (initials until then). */
const avatarImage = (scope: Locator | Page) =>
  scope.locator('[data-slot="avatar-image"]');

/** Whether the image has loaded and has pixels (not a broken image). */
const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);

test("a member's photo shows live in another browser; a cover shows on its project's page; a file that is not an image is refused", async ({
  browser,
}) => {
  test.slow(); // a sign-up, two uploads
  const person = newPerson("Pia");
  const member = await (await browser.newContext()).newPage();
  const visitor = await (await browser.newContext()).newPage();
  await signUp(member, person);

  // A visitor finds the new member on /builders: initials, no picture yet.
  await visitor.goto(`/builders?q=${encodeURIComponent(person.name)}`);
  const card = visitor
    .getByRole("list", { name: "Builders" })
    .getByRole("listitem")
    .filter({ hasText: person.name });
  await expect(card).toBeVisible();
  await expect(avatarImage(card)).toHaveCount(0);

  // A text file the browser calls a PNG passes the quick check in the
  // browser; the server reads its bytes and refuses it.
  await member.goto("/settings");
  const photoCard = member
    .getByRole("heading", { name: "Profile photo" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await photoCard.getByLabel("Choose photo").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture, only text"),
  });
  await photoCard.getByRole("button", { name: "Save photo" }).click();
  await expect(photoCard.getByRole("alert")).toHaveText(
    "Photos must be PNG, JPEG, WebP or GIF.",
  );
  await expect(avatarImage(card)).toHaveCount(0);

  // A real PNG: previewed, uploaded, saved.
  await photoCard.getByLabel("Choose photo").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(photoCard.getByRole("alert")).toHaveCount(0);
  await expect(avatarImage(photoCard)).toHaveAttribute("src", /^blob:/);
  await photoCard.getByRole("button", { name: "Save photo" }).click();
  await expect(
    photoCard.getByRole("button", { name: "Remove photo" }),
  ).toBeVisible();
  await expect(avatarImage(photoCard)).toHaveAttribute(
    "src",
    /\/api\/storage\//,
  );
  await expectAccessible(member);

  // The visitor's card shows the photo, without a reload.
  const photo = avatarImage(card);
  await expect(photo).toHaveAttribute("src", /\/api\/storage\//);
  expect(await loaded(photo)).toBeTruthy();

  // A project created with a cover image shows it on its page.
  const title = `Cover test ${person.id}`;
  await member.goto("/projects");
  await member.getByRole("button", { name: "Create Project" }).click();
  const dialog = member.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("A project to check that its cover image shows.");
  await dialog.getByLabel("Open positions").fill("2");
  await dialog.getByLabel("Choose cover image").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(dialog.getByAltText("Cover image preview")).toBeVisible();
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog).toBeHidden();

  await visitor.goto(`/projects?q=${encodeURIComponent(title)}`);
  await visitor.getByRole("link", { name: title }).first().click();
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  const cover = visitor.getByAltText(`Cover image of ${title}`);
  await expect(cover).toHaveAttribute("src", /\/api\/storage\//);
  await expect.poll(() => loaded(cover)).toBeTruthy();
});
