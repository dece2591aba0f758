/**
 * Matching at scale. Prints JSON and
 * writes bench/results/matching-scale.json; asserts nothing.
 *
 *   npm run bench:matching-scale [-- --quick]
 *
 * For 100 and for 10,000 builders and as many projects (bench/
 * matching-scale-data.ts; --quick: 100 and 2,000), each on a fresh local
 * backend running the app's convex/, loaded in batches through the model
 * functions (bench/matching-scale-loader.ts). Then ~50 calls each, every
 * one by a different viewer, of matching.recommendedProjects,
 * matching.suggestedBuilders (as the project's owner), matching.explain,
 * matching.teamGaps and projects.list (first page of 12, signed in: each card
 * carries the viewer's match), with projects.list signed out (no match) as
 * the baseline measured beside them. Per function: time, documents read,
 * bytes read and index ranges (db.query + db.get calls), as the local
 * backend's transaction counted them (RunResult.usage), median, p95 and
 * max, against Convex's per-transaction limits; anything above a third of
 * a limit is flagged.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Value } from "convex/values";
import { SKILL_CATALOGUE } from "../convex/shared/skills/catalogue";
import {
  call,
  identityFor,
  runInternal,
  signUp,
  startApp,
  type App,
  type Call,
  type Viewer,
} from "./matching-app";
import { generate } from "./matching-scale-data";

const ROOT = join(import.meta.dirname, "..");
const quick = process.argv.includes("--quick");
const SIZES = quick ? [100, 2_000] : [100, 10_000];
const CALLS = 50;
/**
 * Rows per loader call: each builder also writes its search-index rows (model/
 * searchIndex.ts), so 250 a call went past the 16,000 documents a mutation may write.
 */
const BATCH = 50;
const PAGE = { numItems: 12, cursor: null };

/**
 * Convex's per-transaction limits (docs.convex.dev/production/state/limits,
 * "Transactions"; the local backend enforces the same, values/validate.ts).
 */
const LIMITS = {
  documentsRead: 32_000,
  bytesRead: 16 * 1024 * 1024,
  indexRanges: 4_096,
} as const;

const round = (x: number, digits = 2) => Number(x.toFixed(digits));

function percentiles(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(at(1)) };
}

async function inBatches<T, R>(
  items: readonly T[],
  run: (batch: T[]) => Promise<R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) {
    out.push(...(await run(items.slice(i, i + BATCH))));
  }
  return out;
}

async function load(app: App, size: number) {
  const data = generate(size, 11 + size, Date.now());
  const start = performance.now();
  const userIds = await inBatches(data.builders, (builders) =>
    runInternal<string[]>(app, "benchLoad:insertBuilders", { builders }),
  );
  const projectIds = await inBatches(data.projects, (projects) =>
    runInternal<string[]>(app, "benchLoad:insertProjects", {
      projects: projects.map(({ owner, team: _team, ...project }) => ({
        ...project,
        creatorId: userIds[owner]!,
      })),
    }),
  );
  const members = data.projects.flatMap((project, i) =>
    project.team.map((member) => ({
      projectId: projectIds[i]!,
      applicantId: userIds[member]!,
    })),
  );
  await inBatches(members, async (batch) => {
    await runInternal(app, "benchLoad:insertTeams", { members: batch });
    return [];
  });
  // New projects schedule their saved-search fanouts: let them finish first.
  const before = Date.now() + 1000;
  while (
    (await runInternal<number>(app, "benchLoad:unfinishedJobs", { before })) > 0
  ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    data,
    userIds,
    projectIds,
    members: members.length,
    loadSeconds: round((performance.now() - start) / 1000),
  };
}

type Loaded = Awaited<ReturnType<typeof load>>;

/** Sessions for the given users, and their identities. */
async function viewers(
  app: App,
  like: Viewer,
  userIds: readonly string[],
): Promise<Viewer[]> {
  const sessionIds = await runInternal<string[]>(
    app,
    "benchLoad:createSessions",
    { userIds: [...userIds] },
  );
  return userIds.map((userId, i) =>
    identityFor(like.identity, userId, sessionIds[i]!),
  );
}

type Sample = Call;

function summarize(samples: readonly Sample[]) {
  const docs = percentiles(samples.map((s) => s.usage.documentsRead));
  const bytes = percentiles(samples.map((s) => s.usage.bytesRead));
  const ranges = percentiles(
    samples.map((s) => s.usage.databaseQueries + s.usage.gets),
  );
  const share = (used: number, limit: number) => round(used / limit, 4);
  const maxShare = {
    documentsRead: share(docs.max, LIMITS.documentsRead),
    bytesRead: share(bytes.max, LIMITS.bytesRead),
    indexRanges: share(ranges.max, LIMITS.indexRanges),
  };
  return {
    calls: samples.length,
    ms: percentiles(samples.map((s) => s.ms)),
    documentsRead: docs,
    bytesRead: bytes,
    indexRanges: ranges,
    dbQueries: percentiles(samples.map((s) => s.usage.databaseQueries)),
    dbGets: percentiles(samples.map((s) => s.usage.gets)),
    maxShareOfLimit: maxShare,
    overAThirdOfALimit: Object.entries(maxShare)
      .filter(([, x]) => x > 1 / 3)
      .map(([name]) => name),
  };
}

async function measure(app: App, loaded: Loaded, like: Viewer) {
  const { data, userIds, projectIds, random } = {
    ...loaded,
    random: loaded.data.random,
  };
  const pick = (n: number) => Math.floor(random() * n);
  const open = data.projects
    .map((project, i) => ({ project, i }))
    .filter(({ project }) => project.team.length < project.openPositions);
  const builderUsers = Array.from(
    { length: CALLS },
    () => userIds[pick(userIds.length)]!,
  );
  const ownerProjects = Array.from(
    { length: CALLS },
    () => open[pick(open.length)]!,
  );
  const builders = await viewers(app, like, builderUsers);
  const owners = await viewers(
    app,
    like,
    ownerProjects.map(({ project }) => userIds[project.owner]!),
  );

  const samples: Record<string, Sample[]> = {
    recommendedProjects: [],
    suggestedBuilders: [],
    explain: [],
    teamGaps: [],
    projectsList: [],
    baselineProjectsListSignedOut: [],
  };
  const run = async (
    name: string,
    path: string,
    args: Record<string, Value>,
    viewer: Viewer | null,
  ) => {
    samples[name]!.push(await call(app, "query", path, args, viewer));
  };
  for (let i = 0; i < CALLS; i++) {
    const builder = builders[i]!;
    const owner = owners[i]!;
    const projectId = projectIds[ownerProjects[i]!.i]!;
    // A project that is not the builder's own (explain of one's own is null).
    let other = projectIds[pick(projectIds.length)]!;
    while (
      data.projects[projectIds.indexOf(other)]!.owner ===
      userIds.indexOf(builder.userId)
    ) {
      other = projectIds[pick(projectIds.length)]!;
    }
    await run(
      "recommendedProjects",
      "matching:recommendedProjects",
      { limit: 6 },
      builder,
    );
    await run(
      "suggestedBuilders",
      "matching:suggestedBuilders",
      { projectId, limit: 6 },
      owner,
    );
    await run("explain", "matching:explain", { projectId: other }, builder);
    // Half as the owner (who may see who covers what), half as a builder.
    await run(
      "teamGaps",
      "matching:teamGaps",
      { projectId },
      i % 2 === 0 ? owner : builder,
    );
    await run(
      "projectsList",
      "projects:list",
      { paginationOpts: PAGE },
      builder,
    );
    await run(
      "baselineProjectsListSignedOut",
      "projects:list",
      { paginationOpts: PAGE },
      null,
    );
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, list]) => [name, summarize(list)]),
  );
}

async function main() {
  const bySize: Record<string, unknown> = {};
  const flags: string[] = [];
  for (const size of SIZES) {
    const app = await startApp({
      benchLoad: join(import.meta.dirname, "matching-scale-loader.ts"),
    });
    try {
      // One real sign-in: the others' identities copy its issuer.
      const like = await signUp(app, {
        email: "viewer@scale.bench",
        name: "Scale Viewer",
        expertise: ["dev"],
      });
      const loaded = await load(app, size);
      const functions = await measure(app, loaded, like);
      for (const [name, figures] of Object.entries(functions)) {
        for (const limit of (figures as { overAThirdOfALimit: string[] })
          .overAThirdOfALimit) {
          flags.push(`${size}: ${name} ${limit}`);
        }
      }
      bySize[String(size)] = {
        profiles: size + 1,
        projects: size,
        acceptedMembers: loaded.members,
        loadSeconds: loaded.loadSeconds,
        functions,
      };
    } finally {
      await app.cleanup();
    }
  }
  const [small, large] = SIZES.map(
    (size) =>
      bySize[String(size)] as {
        functions: Record<
          string,
          { ms: { p50: number }; documentsRead: { p50: number } }
        >;
      },
  );
  const growth = Object.fromEntries(
    Object.keys(small!.functions).map((name) => [
      name,
      {
        msP50: round(
          large!.functions[name]!.ms.p50 / small!.functions[name]!.ms.p50,
        ),
        documentsReadP50: round(
          large!.functions[name]!.documentsRead.p50 /
            Math.max(1, small!.functions[name]!.documentsRead.p50),
        ),
      },
    ]),
  );
  const result = {
    bench: "matching-scale",
    quick,
    machine: { node: process.version, platform: process.platform },
    catalogueSkills: SKILL_CATALOGUE.length,
    callsPerFunction: CALLS,
    limits: {
      ...LIMITS,
      source:
        "Convex per-transaction limits: 32,000 documents scanned, 16 MiB read, 4,096 index ranges (db.get and db.query calls)",
    },
    sizes: SIZES,
    bySize,
    growthLargeOverSmall: growth,
    overAThirdOfALimit: flags,
  };
  const json = JSON.stringify(result, null, 2);
  mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(
    join(ROOT, "bench", "results", "matching-scale.json"),
    `${json}\n`,
  );
  // The file has every figure; the console gets one line per function and size.
  type Figures = ReturnType<typeof summarize>;
  const compact = Object.fromEntries(
    Object.entries(bySize).map(([size, figures]) => [
      size,
      Object.fromEntries(
        Object.entries(
          (figures as { functions: Record<string, Figures> }).functions,
        ).map(([name, f]) => [
          name,
          {
            msP50: f.ms.p50,
            msP95: f.ms.p95,
            docsP50: f.documentsRead.p50,
            docsMax: f.documentsRead.max,
            bytesMax: f.bytesRead.max,
            indexRangesMax: f.indexRanges.max,
          },
        ]),
      ),
    ]),
  );
  console.log(
    JSON.stringify(
      {
        bench: "matching-scale",
        catalogueSkills: SKILL_CATALOGUE.length,
        load: Object.fromEntries(
          Object.entries(bySize).map(([size, f]) => [
            size,
            { seconds: (f as { loadSeconds: number }).loadSeconds },
          ]),
        ),
        bySize: compact,
        growthLargeOverSmall: growth,
        overAThirdOfALimit: flags,
        details: "bench/results/matching-scale.json",
      },
      null,
      2,
    ),
  );
}

await main();
