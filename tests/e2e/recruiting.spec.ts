import { expect, test, type Browser, type Page } from "@playwright/test";
import { applyFrom, DEMO, DEMO_PASSWORD, signIn } from "./support";

/**
 * What the marketplace says must be true: a project recruits only while it is
 * open with a seat; when it stops, everyone still waiting is told at once; the
 * team counts its owner; notes are the applicant's own words.
 */

type Demo = (typeof DEMO)[keyof typeof DEMO];

async function signedIn(browser: Browser, who: Demo): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** Creates a project from /projects' dialog; returns when it is created. */
async function postProject(
  page: Page,
  project: { title: string; skills: string; openPositions: number },
) {
  await page.goto("/projects");
  await page.getByRole("button", { name: "Create Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Title").fill(project.title);
  await dialog
    .getByLabel("Description")
    .fill("A project made by the recruiting tests, with a long description.");
  await dialog.getByLabel("Skills").fill(project.skills);
  await dialog.getByLabel("Skills").press("Escape");
  await dialog.getByLabel("Open positions").fill(String(project.openPositions));
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog).toBeHidden();
}

/** The card of a project on /projects (every project, to find ended ones too). */
function cardOf(page: Page, title: string) {
  return page.getByRole("listitem").filter({ hasText: title });
}

async function openProject(page: Page, title: string) {
  await page.goto(`/projects?q=${encodeURIComponent(title)}&show=all`);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
}

function applicantRow(owner: Page, name: string) {
  return owner
    .getByRole("region", { name: "Applications" })
    .getByRole("listitem")
    .filter({ hasText: name });
}

test("the last seat taken: the applicant still waiting is told at once why, and notes are the applicant's own", async ({
  browser,
}) => {
  // Three browsers, two applications, a decision.
  test.slow();
  const title = `Clinic triage ${Date.now().toString(36)}`;
  const owner = await signedIn(browser, DEMO.priya);
  const amara = await signedIn(browser, DEMO.amara);
  const kenji = await signedIn(browser, DEMO.kenji);
  await postProject(owner, {
    title,
    skills: "Clinical NLP, Figma",
    openPositions: 1,
  });

  const note = "I shipped clinical NLP at two hospitals.";
  await amara.goto(`/projects?q=${encodeURIComponent(title)}`);
  await applyFrom(amara, cardOf(amara, title), note);
  await expect(amara.getByText("Application Submitted")).toBeVisible();
  await kenji.goto(`/projects?q=${encodeURIComponent(title)}`);
  await applyFrom(kenji, cardOf(kenji, title));
  await expect(kenji.getByText("Application Submitted")).toBeVisible();
  await kenji.goto("/dashboard?tab=applications");
  const kenjisRow = kenji
    .getByRole("tabpanel")
    .locator("[data-slot=card]")
    .filter({ hasText: title });
  await expect(kenjisRow.getByText("Pending Review")).toBeVisible();

  // The owner reads Amara's note, and nothing in Kenji's name: he wrote none.
  await openProject(owner, title);
  await expect(applicantRow(owner, DEMO.amara.name)).toContainText(note);
  await expect(applicantRow(owner, DEMO.kenji.name)).toBeVisible();
  await expect(
    applicantRow(owner, DEMO.kenji.name).locator("blockquote"),
  ).toHaveCount(0);
  await expect(owner.getByText(/interested in joining/)).toHaveCount(0);

  await applicantRow(owner, DEMO.amara.name)
    .getByRole("button", { name: "Accept" })
    .click();

  // Kenji's list says so without a reload, and his bell says why.
  await expect(
    kenjisRow.getByText("Not selected: the team is full"),
  ).toBeVisible();
  await expect(
    kenjisRow.getByText("Not Selected", { exact: true }),
  ).toBeVisible();
  await kenji
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ })
    .click();
  await expect(
    kenji.getByText(
      `Your application to ${title} was not selected: the team is full`,
    ),
  ).toBeVisible();
  // The owner has nobody left to answer: no greyed Accept without a reason.
  await expect(
    applicantRow(owner, DEMO.kenji.name).getByRole("button", {
      name: "Accept",
    }),
  ).toHaveCount(0);

  // The full project leaves the list of projects looking for people.
  await kenji.goto(`/projects?q=${encodeURIComponent(title)}`);
  await expect(kenji.getByText("No matches found")).toBeVisible();
  await kenji
    .getByRole("button", {
      name: "Show full, closed and completed projects too",
    })
    .click();
  const card = cardOf(kenji, title);
  await expect(card.getByText("Full", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Apply/ })).toHaveCount(0);

  // The member's match counts neither her own skills as the team's nor the
  // seat she holds against her.
  await openProject(amara, title);
  const why = amara.getByRole("region", { name: "Why you match" });
  await expect(why.getByText("You have a seat on the team")).toBeVisible();
  await expect(why.getByText(/already has/)).toHaveCount(0);

  for (const page of [owner, amara, kenji]) await page.context().close();
});

test("a completed project says Completed to everyone, offers no Apply, and its team counts its owner", async ({
  browser,
}) => {
  // Three browsers, two accepts, a completion.
  test.slow();
  const title = `Eval dashboard ${Date.now().toString(36)}`;
  const owner = await signedIn(browser, DEMO.priya);
  const members = [
    await signedIn(browser, DEMO.liam),
    await signedIn(browser, DEMO.kenji),
  ];
  // Priya has Python and MLOps: the team lacks only Figma.
  await postProject(owner, {
    title,
    skills: "Python, MLOps, Figma",
    openPositions: 3,
  });
  for (const member of members) {
    await member.goto(`/projects?q=${encodeURIComponent(title)}`);
    await applyFrom(member, cardOf(member, title));
    await expect(member.getByText("Application Submitted")).toBeVisible();
  }
  await openProject(owner, title);
  for (const who of [DEMO.liam, DEMO.kenji]) {
    await applicantRow(owner, who.name)
      .getByRole("button", { name: "Accept" })
      .click();
    await expect(
      applicantRow(owner, who.name).getByText("Accepted", { exact: true }),
    ).toBeVisible();
  }
  await owner.getByRole("button", { name: "Mark as completed" }).click();
  await owner
    .getByRole("dialog")
    .getByRole("button", { name: "Mark as completed" })
    .click();
  await expect(owner.getByText("Project completed").first()).toBeVisible();

  // The owner's activity tells the completion once, however many were told.
  await owner.goto("/dashboard");
  await expect(
    owner.getByText(`You marked ${title} completed`, { exact: false }),
  ).toHaveCount(1);

  // A visitor: not among the projects looking for people, here or at home.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/projects?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByText("No matches found")).toBeVisible();
  await visitor.goto("/");
  await expect(
    visitor.getByRole("region", { name: "Featured Projects" }),
  ).not.toContainText(title);
  await visitor.goto(`/projects?q=${encodeURIComponent(title)}&show=all`);
  const card = cardOf(visitor, title);
  await expect(card.getByText("Completed").first()).toBeVisible();
  await expect(card.getByText(/Position/)).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Apply Now" })).toHaveCount(0);

  await card.getByRole("link", { name: title, exact: true }).click();
  const team = visitor.getByRole("region", { name: "Team skills" });
  await expect(team.getByText("2 of 3 skills covered")).toBeVisible();
  await expect(team.getByRole("list", { name: "Missing" })).toHaveText(
    /^Figma$/,
  );
  await expect(visitor.getByRole("link", { name: "Apply Now" })).toHaveCount(0);

  for (const page of [owner, visitor, ...members]) {
    await page.context().close();
  }
});

test("project search finds the skills a project asks for, by any spelling", async ({
  page,
}) => {
  await page.goto("/projects?q=rag");
  await expect(cardOf(page, "Cited Docs Assistant")).toBeVisible();
  await page.goto("/projects?q=retrieval-augmented");
  await expect(cardOf(page, "Cited Docs Assistant")).toBeVisible();
});
