/**
 * What a simulated user of bench:load does: after a think time (exponential,
 * from the user's own seeded PRNG, so runs are comparable), one step of a
 * realistic mix, through the app's own functions as the web app calls them:
 * browse the feed (a page of 12, sometimes a category, sometimes the next
 * page: `projects.feed`, the same for everyone, then `projects.viewerStates`,
 * the user's application statuses, for the rows shown; owner and match the
 * web app derives from the row and `profiles.me`), search it, open a project
 * (its page's queries), look at the dashboard's tabs, apply to an open project
 * seen in the feed, and, for owners told of an application, open its
 * project's applications and accept or reject it.
 */
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { PROJECT_CATEGORIES } from "../convex/shared/constants";
import type { Recorder } from "./load-record";
import {
  decidedKey,
  receivedKey,
  type LoadUser,
  type ProjectListing,
} from "./load-user";

/** The web app's feed page (src/features/projects: PAGE_SIZE). */
const PAGE_SIZE = 12;
const WEIGHTS = [
  ["browse", 30],
  ["search", 20],
  ["open", 28],
  ["apply", 12],
  ["dashboard", 10],
] as const;
type Step = (typeof WEIGHTS)[number][0] | "decide";
/** Chance that an owner with an application to answer answers one now. */
const DECIDE_CHANCE = 0.5;
/** Of the answers, how many are accepts (the rest rejects). */
const ACCEPT_SHARE = 0.3;

export type MixContext = {
  user: LoadUser;
  random: () => number;
  recorder: Recorder;
  /** What users type in the search box. */
  searchTerms: string[];
  /** Every project of the data set (a user may open one it has not seen, by link). */
  projectIds: Id<"projects">[];
};

const pick = <T>(random: () => number, items: readonly T[]): T | undefined =>
  items[Math.floor(random() * items.length)];

function chooseStep(ctx: MixContext): Step {
  if (ctx.user.received.length > 0 && ctx.random() < DECIDE_CHANCE) {
    return "decide";
  }
  const total = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  let r = ctx.random() * total;
  for (const [step, w] of WEIGHTS) {
    r -= w;
    if (r < 0) return step;
  }
  return "browse";
}

/**
 * Rows as the web app's grid shows them: the feed's rows, then the user's
 * states for every row shown so far (one subscription, re-opened as rows are
 * added, as src/features/projects/hooks/use-viewer-project-states.ts does).
 */
async function show(
  user: LoadUser,
  shown: ProjectListing[],
  rows: ProjectListing[],
): Promise<void> {
  shown.push(...rows);
  for (const row of rows) user.known.set(row._id, row);
  if (shown.length === 0) return;
  const states = await user.reopen(
    "viewerStates",
    "projects.viewerStates",
    api.projects.viewerStates,
    { projectIds: shown.map((row) => row._id) },
  );
  for (const state of states) user.states.set(state.projectId, state);
}

async function browse(ctx: MixContext, search?: string): Promise<void> {
  const { user, random } = ctx;
  user.leavePage();
  const category =
    search === undefined && random() < 0.25
      ? pick(random, PROJECT_CATEGORIES)
      : undefined;
  const fn = search === undefined ? "projects.feed" : "projects.feed (search)";
  const args = { search, category };
  const shown: ProjectListing[] = [];
  const first = await user.open(fn, api.projects.feed, {
    ...args,
    paginationOpts: { numItems: PAGE_SIZE, cursor: null },
  });
  await show(user, shown, first.page);
  if (first.isDone || random() >= 0.3) return;
  const next = await user.open(`${fn} (next page)`, api.projects.feed, {
    ...args,
    paginationOpts: { numItems: PAGE_SIZE, cursor: first.continueCursor },
  });
  await show(user, shown, next.page);
}

async function openProject(ctx: MixContext): Promise<void> {
  const { user, random } = ctx;
  const seen = [...user.known.keys()];
  const projectId = pick(
    random,
    random() < 0.8 && seen.length > 0 ? seen : ctx.projectIds,
  );
  if (projectId === undefined) return;
  user.leavePage();
  // As src/features/projects/components/project-detail-page.tsx: the shared
  // listing and the user's status (owner and match derived from the listing
  // and profiles.me), the owner's response record, then the team's skills:
  // named for the owner and the team, the shared coverage for everyone else.
  const [listing, states] = await Promise.all([
    user.open("projects.listing", api.projects.listing, { projectId }),
    user.open("projects.viewerStates", api.projects.viewerStates, {
      projectIds: [projectId],
    }),
    user.open("applications.responseRate", api.applications.responseRate, {
      projectId,
    }),
  ]);
  if (listing === null) return;
  const [state] = states;
  user.known.set(listing._id, listing);
  if (state !== undefined) user.states.set(listing._id, state);
  const member =
    listing.creatorId === user.userId ||
    state?.viewerApplicationStatus === "accepted";
  await (member
    ? user.open("matching.teamGaps", api.matching.teamGaps, { projectId })
    : user.open("matching.skillCoverage", api.matching.skillCoverage, {
        projectId,
      }));
}

async function dashboard(ctx: MixContext): Promise<void> {
  const { user } = ctx;
  user.leavePage();
  await Promise.all([
    user.open("projects.listMine", api.projects.listMine, {}),
    user.open("applications.listMine", api.applications.listMine, {}),
  ]);
}

async function apply(ctx: MixContext): Promise<void> {
  const { user, random, recorder } = ctx;
  const open = [...user.known.values()].filter((p) => {
    const state = user.states.get(p._id);
    return (
      p.status === "open" &&
      p.seatsLeft > 0 &&
      // As the web app's cards: owner from the row, the status from viewerStates.
      p.creatorId !== user.userId &&
      state !== undefined &&
      state.viewerApplicationStatus === null &&
      !user.appliedTo.has(p._id)
    );
  });
  const project = pick(random, open);
  if (project === undefined) return await browse(ctx);
  user.appliedTo.add(project._id);
  const key = receivedKey(user.userId, project._id);
  if (recorder.listening.has(project.creatorId)) recorder.expect(key);
  try {
    await user.mutate("applications.apply", api.applications.apply, {
      projectId: project._id,
      message: "I would like to help with this.",
    });
  } catch {
    recorder.forget(key);
  }
}

async function decide(ctx: MixContext): Promise<void> {
  const { user, random, recorder } = ctx;
  const next = user.received.shift();
  if (next === undefined) return;
  const { projectId, applicationId } = next;
  user.leavePage();
  await user.open(
    "applications.listForProject",
    api.applications.listForProject,
    { projectId },
  );
  const accept = random() < ACCEPT_SHARE;
  const key = decidedKey(
    applicationId,
    accept ? "applicationAccepted" : "applicationRejected",
  );
  if (recorder.listening.has(next.applicantId)) recorder.expect(key);
  try {
    if (accept) {
      await user.mutate("applications.accept", api.applications.accept, {
        applicationId,
      });
    } else {
      await user.mutate("applications.reject", api.applications.reject, {
        applicationId,
      });
    }
  } catch {
    recorder.forget(key);
  }
}

/** One step of the mix. Failures are recorded by the user's calls; none is thrown. */
export async function step(ctx: MixContext): Promise<void> {
  const chosen = chooseStep(ctx);
  try {
    if (chosen === "browse") await browse(ctx);
    else if (chosen === "search") {
      await browse(ctx, pick(ctx.random, ctx.searchTerms));
    } else if (chosen === "open") await openProject(ctx);
    else if (chosen === "dashboard") await dashboard(ctx);
    else if (chosen === "apply") await apply(ctx);
    else await decide(ctx);
  } catch {
    // Recorded where it happened (by function and error code).
  }
}

/** Exponential think time with mean `meanMs`, at least 200 ms, at most 5x the mean. */
export function thinkTime(random: () => number, meanMs: number): number {
  const ms = -Math.log(1 - random()) * meanMs;
  return Math.min(5 * meanMs, Math.max(200, ms));
}
