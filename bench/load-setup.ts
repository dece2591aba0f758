/**
 * bench:load's data set, made before anything is measured: accounts with
 * profiles and skills (bench/matching-scale-data.ts's generator, seeded), a
 * signed-in session each (how and why: bench/load-convex.ts), a few hundred
 * projects from many owners made through the app's own `projects.create` as
 * their owners, and a first application from most users through
 * `applications.apply`, so that feeds, dashboards and inboxes have realistic
 * sizes when the users arrive. Then it waits for the jobs those writes
 * scheduled (saved-search fanouts, mails) to finish.
 */
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import type { AppBackend } from "./load-backend";
import type { Tokens } from "./load-user";
import { generate, prng, type ScaleBuilder } from "./matching-scale-data";

/** Every account's password (the storm signs in with it for real). */
export const PASSWORD = "bench-load-passphrase";
const BATCH = 100;
const PARALLEL = 8;
/** Share of users who applied somewhere before the run. */
const APPLIED_BEFORE = 0.6;

export type Account = {
  userId: Id<"users">;
  email: string;
  tokens: Tokens;
};

export type DataSet = {
  /** The simulated users, in the order they arrive. */
  users: Account[];
  /** Accounts for the storm's sign-ins and the heavy query's user. */
  extra: Account[];
  projectIds: Id<"projects">[];
  searchTerms: string[];
};

type Builder = ScaleBuilder;

const hashPassword = makeFunctionReference<
  "action",
  { key: string; password: string },
  string
>("loadBench:hashPassword");
const createAccounts = makeFunctionReference<
  "mutation",
  { key: string; secret: string; accounts: Builder[] },
  Id<"users">[]
>("loadBench:createAccounts");
const signIn = makeFunctionReference<
  "action",
  { key: string; userIds: Id<"users">[] },
  Tokens[]
>("loadBench:signIn");
const unfinishedJobs = makeFunctionReference<
  "query",
  { key: string; before: number },
  number
>("loadBench:unfinishedJobs");

/** Runs `work` over `items`, at most `limit` at once. */
async function inParallel<T>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

function asUser(url: string, account: Account): ConvexHttpClient {
  const client = new ConvexHttpClient(url, { logger: false });
  client.setAuth(account.tokens.token);
  return client;
}

async function makeAccounts(
  backend: AppBackend,
  http: ConvexHttpClient,
  builders: Builder[],
): Promise<Account[]> {
  const secret = await http.action(hashPassword, {
    key: backend.key,
    password: PASSWORD,
  });
  const accounts: Account[] = [];
  for (let i = 0; i < builders.length; i += BATCH) {
    const batch = builders.slice(i, i + BATCH);
    const userIds = await http.mutation(createAccounts, {
      key: backend.key,
      secret,
      accounts: batch,
    });
    const tokens = await http.action(signIn, { key: backend.key, userIds });
    userIds.forEach((userId, j) =>
      accounts.push({ userId, email: batch[j]!.email, tokens: tokens[j]! }),
    );
  }
  return accounts;
}

/** What people type: the projects' skills, often only their first letters. */
function searchTermsOf(skills: string[], random: () => number): string[] {
  const terms = new Set<string>();
  for (const skill of skills) {
    const word = skill.toLowerCase();
    terms.add(word.length > 5 && random() < 0.5 ? word.slice(0, 4) : word);
  }
  return [...terms];
}

export async function setUp(
  backend: AppBackend,
  sizes: { users: number; extra: number; projects: number; seed: number },
  log: (line: string) => void,
): Promise<DataSet> {
  const http = new ConvexHttpClient(backend.url, { logger: false });
  const people = sizes.users + sizes.extra;
  const data = generate(
    Math.max(people, sizes.projects),
    sizes.seed,
    Date.now(),
  );
  const random = prng(sizes.seed + 1);
  const accounts = await makeAccounts(
    backend,
    http,
    data.builders.slice(0, people).map((b) => ({
      ...b,
      email: b.email.replace("@scale.bench", "@load.bench"),
    })),
  );
  const users = accounts.slice(0, sizes.users);
  log(`  ${accounts.length} accounts signed in`);

  const projects = data.projects.slice(0, sizes.projects);
  const projectIds: Id<"projects">[] = [];
  const owners: Id<"users">[] = [];
  await inParallel(projects, PARALLEL, async (project, i) => {
    const owner = users[project.owner % users.length]!;
    projectIds[i] = await asUser(backend.url, owner).mutation(
      api.projects.create,
      {
        title: project.title,
        description: project.description,
        category: project.category,
        skills: project.skills,
        openPositions: project.openPositions,
      },
    );
    owners[i] = owner.userId;
  });
  log(`  ${projectIds.length} projects by ${new Set(owners).size} owners`);

  const applicants = users.filter(() => random() < APPLIED_BEFORE);
  await inParallel(applicants, PARALLEL, async (account) => {
    const i = Math.floor(random() * projectIds.length);
    if (owners[i] === account.userId) return;
    await asUser(backend.url, account).mutation(api.applications.apply, {
      projectId: projectIds[i]!,
      message: "Applied before the run.",
    });
  });
  log(`  about ${applicants.length} applications`);

  const before = Date.now() + 1000;
  while ((await http.query(unfinishedJobs, { key: backend.key, before })) > 0) {
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    users,
    extra: accounts.slice(sizes.users),
    projectIds,
    searchTerms: searchTermsOf(
      projects.flatMap((p) => p.skills),
      random,
    ),
  };
}
