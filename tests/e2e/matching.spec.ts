import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  applyFrom,
  createProject,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  newPerson,
  signIn,
  signUp,
} from "./support";

/** Skills no demo builder has, so the new builder is the owner's best match. */
const SKILLS = "Rust, WebAssembly, Kubernetes";
/** A match badge's accessible name. */
const MATCH_BADGE = /^Match \d+ of 100: see why$/;

async function setSkills(page: Page, skills: string) {
  await page.goto("/settings");
  const field = page.getByLabel("Skills (comma separated)");
  // The form fills in once the profile loads.
  await expect(page.getByLabel("Full Name")).not.toHaveValue("");
  await field.fill(skills);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
}

test("a builder is recommended projects with reasons; an owner invites a suggested builder, who accepts and applies, live", async ({
  browser,
}) => {
  // Two sign-ups (each a password hash) and a long two-browser flow.
  test.slow();
  const builder = await (await browser.newContext()).newPage();
  const owner = await (await browser.newContext()).newPage();
  const bea = newPerson("Bea");
  const otto = newPerson("Otto");
  const title = `Edge runtime ${otto.email.slice(5, 13)}`;

  // The builder signs up, adds skills, and sees recommendations with a badge.
  await signUp(builder, bea);
  await setSkills(builder, SKILLS);
  await builder.goto("/dashboard");
  const recommended = builder.getByRole("list", {
    name: "Recommended projects",
  });
  const matchBadge = { name: /^Match \d+ of 100: see why$/ };
  await expect(
    recommended.getByRole("button", matchBadge).first(),
  ).toBeVisible();
  // Projects other tests post can reorder the live list, so the badge is pinned to its project.
  const first = recommended
    .getByRole("listitem")
    .filter({ has: builder.getByRole("button", matchBadge) })
    .first();
  const pinnedTitle = await first.getByRole("heading").innerText();
  const badge = recommended
    .getByRole("listitem")
    .filter({
      has: builder.getByRole("heading", { name: pinnedTitle, exact: true }),
    })
    .getByRole("button", matchBadge);
  await badge.click();
  const why = builder.getByRole("dialog", { name: /^Why you match / });
  await expect(
    why.getByRole("list", { name: "Score breakdown" }),
  ).toBeVisible();
  await expect(
    why.getByRole("list", { name: "Why" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expectAccessible(builder);
  await builder.keyboard.press("Escape");
  await expect(why).toBeHidden();
  await expect(badge).toBeFocused();

  // The owner posts a project wanting those skills; the builder is suggested.
  await signUp(owner, otto);
  await createProject(owner, {
    title,
    description:
      "A WebAssembly runtime for edge inference, deployed on Kubernetes.",
    skills: SKILLS,
  });
  await owner.getByRole("link", { name: title }).first().click();
  await expect(
    owner.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
  await expect(owner.getByText("0 of 3 skills covered")).toBeVisible();
  const suggestion = owner
    .getByRole("list", { name: "Suggested builders" })
    .getByRole("listitem")
    .filter({ hasText: bea.name });
  await expect(suggestion).toBeVisible();
  await expectAccessible(owner);
  await suggestion
    .getByRole("button", { name: `Invite ${bea.name} to apply` })
    .click();
  await expect(owner.getByText("Invitation sent")).toBeVisible();
  await expect(suggestion.getByText("Invited")).toBeVisible();

  // The builder's dashboard shows the invitation without a reload; accepting
  // opens the project's apply flow.
  const invitation = builder
    .getByRole("list", { name: "Invitations" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(invitation).toBeVisible();
  await expect(invitation.getByText(`From ${otto.name}`)).toBeVisible();
  await invitation
    .getByRole("button", { name: `Accept the invitation to ${title}` })
    .click();
  await expect(builder).toHaveURL(/\/projects\/[^/?]+\?apply=1$/);
  const applyFlow = builder.getByRole("region", {
    name: `Apply to join ${title}`,
  });
  await expect(applyFlow).toBeFocused();
  await expect(
    builder.getByRole("region", { name: "Why you match" }),
  ).toBeVisible();

  // The owner sees the acceptance live.
  await expect(suggestion.getByText("Accepted")).toBeVisible();

  // The builder applies; the owner sees the application.
  await applyFrom(builder, applyFlow);
  await expect(builder.getByText("Application Submitted")).toBeVisible();
  await expect(
    applyFlow.getByRole("status", { name: "Applied · Pending Review" }),
  ).toBeVisible();
  const application = owner
    .getByRole("region", { name: "Applications" })
    .getByRole("listitem")
    .filter({ hasText: bea.name });
  await expect(application.getByText("Pending Review")).toBeVisible();
});

test("Best match on /projects keeps its value in the URL, and a search can be saved with its filters", async ({
  page,
}) => {
  // A sign-up (a password hash), a profile edit and three pages.
  test.slow();
  await signUp(page, newPerson("Sam"));
  await setSkills(page, "Python, React");
  await page.goto("/projects");
  await page.getByRole("combobox", { name: "Sort projects" }).click();
  await page.getByRole("option", { name: "Best match" }).click();
  await expect(page).toHaveURL(/[?&]sort=match/);
  const best = page.getByRole("list", { name: "Best matches" });
  await expect(
    best.getByRole("button", { name: /^Match \d+ of 100: see why$/ }).first(),
  ).toBeVisible();

  await page.getByLabel("Search projects").fill("voice");
  await expect(page).toHaveURL(/[?&]q=voice/);
  await page
    .getByRole("group", { name: "Role and terms" })
    .getByLabel("Compensation")
    .selectOption("paid");
  await expect(page).toHaveURL(/[?&]compensation=paid/);
  await expect(page).toHaveURL(/[?&]q=voice/);
  await page.getByRole("button", { name: "Save search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByText("“voice” · Paid")).toBeVisible();
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved")).toBeVisible();

  await page.goto("/dashboard");
  const saved = page
    .getByRole("list", { name: "Saved searches" })
    .getByRole("listitem")
    .filter({ hasText: "“voice” · Paid" });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole("link")).toHaveAttribute(
    "href",
    /[?&]compensation=paid(&|$)/,
  );
  await saved.getByRole("button", { name: /^Remove saved search/ }).click();
  await expect(page.getByText("Saved search removed")).toBeVisible();
  await expect(saved).toHaveCount(0);
});

test("a saved search receives a newly posted project live in another browser", async ({
  browser,
}) => {
  // Two sign-ups (password hashes) and a two-browser flow.
  test.slow();
  const saver = await (await browser.newContext()).newPage();
  const poster = await (await browser.newContext()).newPage();
  const sue = newPerson("Sue");
  const pat = newPerson("Pat");
  // A word only this run's project has, so the search matches it alone.
  const word = `zephyr${pat.email.slice(4, 12)}`;
  const title = `Agent ${word}`;
  await signUp(saver, sue);
  await signUp(poster, pat);

  // A saves a search for the word.
  await saver.goto("/projects");
  await saver.getByLabel("Search projects").fill(word);
  await saver.getByRole("button", { name: "Save search" }).click();
  const dialog = saver.getByRole("dialog", { name: "Save this search" });
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(saver.getByText("Search saved")).toBeVisible();
  const bell = saver
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  // B posts a matching project; A's bell rises without a reload.
  await createProject(poster, {
    title,
    description:
      "A WebAssembly runtime for edge inference, deployed on Kubernetes.",
    skills: SKILLS,
  });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const match = saver.getByRole("menuitem", {
    name: new RegExp(`New project matching your saved search: ${title}`),
  });
  await expect(match).toHaveAttribute("href", /^\/projects\/[^/?#]+$/);
  await match.click();
  await expect(
    saver.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
});

/** The score a match badge announces ("Match 30 of 100: see why" -> 30). */
async function badgeScore(badge: Locator): Promise<number> {
  const label = (await badge.getAttribute("aria-label")) ?? "";
  return Number(/^Match (\d+) of 100/.exec(label)?.[1] ?? Number.NaN);
}

test("a feed card's match is the viewer's own, and follows their skills live", async ({
  browser,
}) => {
  // A demo sign-in and a sign-up (three password hashes), a profile edit.
  test.slow();
  const owner = await (await browser.newContext()).newPage();
  const viewer = await browser.newContext();
  const feed = await viewer.newPage();
  const kit = newPerson("Kit");
  const title = `Wasm runtime ${kit.id}`;
  await signIn(owner, DEMO.priya.email, DEMO_PASSWORD);
  await expect(owner).toHaveURL(/\/dashboard/);
  await createProject(owner, {
    title,
    description: "A WebAssembly runtime for running agents at the edge.",
    skills: SKILLS,
  });
  // The owner's own card has no match.
  const own = owner.getByRole("listitem").filter({ hasText: title });
  await expect(own).toBeVisible();
  await expect(own.getByRole("button", { name: MATCH_BADGE })).toHaveCount(0);

  // A new builder (no skills yet, a developer) sees the card with a match:
  // expertise and seats only.
  await signUp(feed, kit);
  await feed.goto("/projects");
  const badge = feed
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("button", { name: MATCH_BADGE });
  await expect(badge).toBeVisible();
  const before = await badgeScore(badge);
  expect(before).toBeLessThan(100);

  // The same builder adds the wanted skills in another tab: the open feed's
  // card scores higher without a reload.
  await setSkills(await viewer.newPage(), SKILLS);
  await expect.poll(() => badgeScore(badge)).toBeGreaterThan(before);
});
