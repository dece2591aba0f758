import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signIn, waitForEntrances } from "./support";

/**
 * Every avatar's initials on the page that something hides: the circle's edge
 * (the ink's corners outside it) or a later element painted over them (the
 * next avatar of a stack with its ring, a '+N' chip). Empty when all of them
 * show whole. The ink is the text's width by its capitals' height.
 */
async function clippedInitials(page: Page): Promise<string[]> {
  return await page.evaluate(async () => {
    await document.fonts.ready;
    type Point = { x: number; y: number };
    const transparent = (colour: string) =>
      colour === "transparent" || /^rgba\(.*, 0\)$/.test(colour);
    /** The widest visible box-shadow ring around `element` (a ring utility), in px. */
    const spreadOf = (element: Element) => {
      const shadows = getComputedStyle(element).boxShadow.matchAll(
        /([a-z]+\([^)]*\))\s+(?:-?[\d.]+px\s+){3}(-?[\d.]+)px/g,
      );
      let spread = 0;
      for (const [, colour = "", px = "0"] of shadows) {
        if (!transparent(colour)) spread = Math.max(spread, Number(px));
      }
      return spread;
    };
    const painted = (element: Element) =>
      spreadOf(element) > 0 ||
      !transparent(getComputedStyle(element).backgroundColor);
    /** Whether `element`, painted over others, covers `point`. */
    const covers = (element: Element, point: Point) => {
      const box = element.getBoundingClientRect();
      const spread = spreadOf(element);
      const round =
        parseFloat(getComputedStyle(element).borderTopLeftRadius) >=
        box.width / 2 - 0.5;
      if (round) {
        const r = box.width / 2 + spread;
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        return (point.x - cx) ** 2 + (point.y - cy) ** 2 < r * r;
      }
      return (
        point.x > box.left - spread &&
        point.x < box.right + spread &&
        point.y > box.top - spread &&
        point.y < box.bottom + spread
      );
    };
    const problems: string[] = [];
    const fallbacks = Array.from(
      document.querySelectorAll<HTMLElement>('[data-slot="avatar-fallback"]'),
    );
    for (const fallback of fallbacks) {
      const avatar = fallback.closest('[data-slot="avatar"]');
      if (avatar === null || fallback.offsetParent === null) continue;
      const circle = avatar.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(fallback);
      const text = range.getBoundingClientRect();
      const capHalf =
        (parseFloat(getComputedStyle(fallback).fontSize) * 0.73) / 2;
      const midY = text.top + text.height / 2;
      const ink: Point[] = [
        { x: text.left + 0.5, y: midY - capHalf },
        { x: text.right - 0.5, y: midY - capHalf },
        { x: text.left + 0.5, y: midY + capHalf },
        { x: text.right - 0.5, y: midY + capHalf },
        { x: text.left + 0.5, y: midY },
        { x: text.right - 0.5, y: midY },
      ];
      const label = `${fallback.textContent} (${circle.width}px)`;
      const r = circle.width / 2;
      const cx = circle.left + r;
      const cy = circle.top + r;
      if (ink.some((p) => (p.x - cx) ** 2 + (p.y - cy) ** 2 > r * r)) {
        problems.push(`${label}: past the circle's edge`);
      }
      // Everything painted after this avatar that could lie over it.
      const later = Array.from(document.querySelectorAll("body *")).filter(
        (element) =>
          avatar.compareDocumentPosition(element) &
            Node.DOCUMENT_POSITION_FOLLOWING &&
          !avatar.contains(element) &&
          painted(element),
      );
      for (const element of later) {
        if (ink.some((point) => covers(element, point))) {
          problems.push(
            `${label}: covered by ${element.textContent || element.tagName}`,
          );
        }
      }
    }
    return problems;
  });
}

test("avatar initials show whole: in a stack of collaborators and at every size", async ({
  page,
}) => {
  await signIn(page, DEMO.priya.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A finished demo project's team: Sofia Álvarez's "SÁ" beside Marcus's "MJ".
  await page.goto("/dashboard?tab=collaborations");
  await expect(
    page.getByRole("group", { name: /^Collaborators: .*Marcus Johnson/ }),
  ).toBeVisible();
  await waitForEntrances(page);
  expect(await clippedInitials(page)).toEqual([]);

  // Other sizes: the creator beside each application (24px), project owners
  // (28px), the header's account button, builder cards (48px) and a profile (80px).
  for (const path of [
    "/dashboard?tab=applications",
    "/projects",
    "/builders",
  ]) {
    await page.goto(path);
    await expect(
      page.locator('[data-slot="avatar-fallback"]').first(),
    ).toBeVisible();
    await waitForEntrances(page);
    expect(await clippedInitials(page), path).toEqual([]);
  }
  await page
    .getByRole("link", { name: "View Marcus Johnson's profile" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Marcus Johnson" }),
  ).toBeVisible();
  await waitForEntrances(page);
  expect(await clippedInitials(page)).toEqual([]);
});
