import { expect, test, type Page } from "@playwright/test";
import { newPerson, signUp, waitForEntrances } from "./support";

interface CardFigures {
  name: string;
  top: number;
  left: number;
  right: number;
  height: number;
  viewTop: number;
  nameCut: boolean;
  roleCut: boolean;
}

/** Each card's box, its View Profile link's top, and whether its name or role is cut short. */
async function measureCards(page: Page): Promise<CardFigures[]> {
  const list = page.getByRole("list", { name: "Builders" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await waitForEntrances(page);
  return list.evaluate((ul: HTMLElement) =>
    Array.from(ul.children, (li) => {
      const card = li.firstElementChild as HTMLElement;
      const cut = (el: Element | null | undefined) =>
        el instanceof HTMLElement &&
        (el.scrollWidth > el.clientWidth + 1 ||
          el.scrollHeight > el.clientHeight + 1);
      const name = card.querySelector("h3");
      // BuilderIdentity: the name's row, @username, then the role.
      const role = name?.parentElement?.parentElement?.lastElementChild;
      const view = Array.from(card.querySelectorAll("a")).find(
        (a) => a.textContent === "View Profile",
      );
      const box = card.getBoundingClientRect();
      return {
        name: name?.textContent ?? "",
        top: Math.round(box.top),
        left: box.left,
        right: box.right,
        height: box.height,
        viewTop: view?.getBoundingClientRect().top ?? 0,
        nameCut: cut(name),
        roleCut: cut(role),
      };
    }),
  );
}

test("builder cards show whole names and roles, line up in a row, and say when a builder lists no skills", async ({
  page,
}) => {
  test.slow(); // a sign-up
  // A builder with a long one-word name, no bio and no skills yet.
  const person = newPerson("Nora");
  await signUp(page, person);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/builders?category=Development");
    const newcomer = page
      .getByRole("listitem")
      .filter({ hasText: person.name });
    await expect(newcomer.getByText("No skills listed yet.")).toBeVisible();
    await expect(newcomer.getByText("No bio yet.")).toBeVisible();

    const cards = await measureCards(page);
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) {
      expect(card.nameCut, `${card.name}'s name`).toBe(false);
      expect(card.roleCut, `${card.name}'s role`).toBe(false);
      // Inside its own column: no card spills over its neighbour.
      expect(card.right).toBeLessThanOrEqual(viewport.width);
    }
    // Cards of a row: side by side without overlap, the same height, and
    // their View Profile links on one line.
    const rows = new Map<number, CardFigures[]>();
    for (const card of cards)
      rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
    for (const row of rows.values()) {
      row.sort((a, b) => a.left - b.left);
      const [first] = row;
      row.forEach((card, i) => {
        expect(card.height).toBeCloseTo(first?.height ?? 0, 0);
        expect(card.viewTop).toBeCloseTo(first?.viewTop ?? 0, 0);
        const next = row[i + 1];
        if (next) expect(card.right).toBeLessThanOrEqual(next.left);
      });
    }
  }
});
