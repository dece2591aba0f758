/**
 * Matching quality against hand judgements. Prints a table and
 * writes bench/results/matching-quality.json; asserts nothing.
 *
 *   npm run bench:matching-quality
 *
 * The fixture of bench/matching-fixtures (30 builders, 20 projects, teams)
 * is loaded through the app's public functions on the local backend. Then
 * `matching.recommendedProjects` runs as each judged builder and
 * `matching.suggestedBuilders` as the owner of each judged project (limit
 * 10), scored against the hand judgements: precision@3 (good or fair;
 * and good only) and NDCG@10.
 *
 * Baselines, same run, same candidates (every project the app could
 * recommend to the builder: open with a seat, not theirs, not applied to;
 * every builder it could suggest: not the owner, not on the team), ranked by
 * the count of exactly shared skill strings (case-insensitive; no aliases,
 * relations or team), ties newest first as the app breaks them:
 * - `baselineTyped`: the skills as typed;
 * - `baselineStored`: the skills as the app stored them, after its own
 *   normalization, to tell what normalization alone gives.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SKILL_CATALOGUE } from "../convex/shared/skills/catalogue";
import { call, startApp, type App } from "./matching-app";
import {
  BUILDERS_FOR_PROJECTS,
  PROJECTS_FOR_BUILDERS,
} from "./matching-fixtures/judgements";
import { loadFixture, type LoadedFixture } from "./matching-fixtures/load";
import {
  mean,
  ndcgAt,
  precisionAt,
  rankBySharedSkills,
} from "./matching-metrics";

const ROOT = join(import.meta.dirname, "..");
const LIMIT = 10;

type Match = {
  score: number;
  breakdown: { part: string; points: number }[];
  reasons: { kind: string; text: string }[];
};
type Ranker = "app" | "baselineTyped" | "baselineStored";
const RANKERS: Ranker[] = ["app", "baselineTyped", "baselineStored"];

type Metrics = { p3: number; p3Good: number; ndcg10: number | null };

type ListResult = {
  kind: "recommendedProjects" | "suggestedBuilders";
  for: string;
  metrics: Record<Ranker, Metrics>;
  top: Record<Ranker, string[]>;
  /** Every judged pair the app got wrong, with its score and breakdown. */
  misses: {
    key: string;
    relevance: number;
    appRank: number | null;
    score: number | null;
    breakdown: string;
    why: string;
  }[];
};

function metricsOf(
  ranked: readonly string[],
  relevance: ReadonlyMap<string, number>,
  eligible: readonly string[],
): Metrics {
  return {
    p3: precisionAt(ranked, relevance, 3),
    p3Good: precisionAt(ranked, relevance, 3, 2),
    ndcg10: ndcgAt(ranked, relevance, LIMIT, eligible),
  };
}

const breakdownText = (match: Match | null) =>
  match === null
    ? "no match"
    : match.breakdown.map((part) => `${part.part} ${part.points}`).join(", ");

/**
 * The pairs a reader would call wrong: judged good but missing from the
 * app's list or ranked below something judged lower; judged fair but
 * missing; judged poor yet in the top 3.
 */
function isMiss(
  key: string,
  relevance: ReadonlyMap<string, number>,
  ranked: readonly string[],
): boolean {
  const mine = relevance.get(key) ?? 0;
  const rank = ranked.indexOf(key);
  if (mine === 2) {
    return (
      rank === -1 ||
      ranked.slice(0, rank).some((other) => (relevance.get(other) ?? 0) < 2)
    );
  }
  if (mine === 1) return rank === -1;
  return rank !== -1 && rank < 3;
}

async function recommendationLists(
  app: App,
  fixture: LoadedFixture,
): Promise<ListResult[]> {
  const results: ListResult[] = [];
  for (const judged of PROJECTS_FOR_BUILDERS) {
    const builder = fixture.builders.get(judged.builder)!;
    const { value } = await call<{ _id: string }[]>(
      app,
      "query",
      "matching:recommendedProjects",
      { limit: LIMIT },
      builder.viewer,
    );
    // Newest first, as the app breaks ties.
    const eligible = [...fixture.projects.values()]
      .filter(
        (p) =>
          !p.full && p.owner !== builder.key && !p.team.includes(builder.key),
      )
      .sort((a, b) => b.order - a.order);
    const relevance = new Map(judged.projects.map((x) => [x.key, x.relevance]));
    const top: Record<Ranker, string[]> = {
      app: value.map((p) => fixture.projectById.get(p._id) ?? p._id),
      baselineTyped: rankBySharedSkills(
        builder.skills,
        eligible.map((p) => ({ key: p.key, skills: p.skills })),
      ),
      baselineStored: rankBySharedSkills(
        builder.storedSkills,
        eligible.map((p) => ({ key: p.key, skills: p.storedSkills })),
      ),
    };
    const misses: ListResult["misses"] = [];
    for (const judgement of judged.projects) {
      if (!isMiss(judgement.key, relevance, top.app)) continue;
      const rank = top.app.indexOf(judgement.key) + 1 || null;
      const project = fixture.projects.get(judgement.key)!;
      const { value: match } = await call<Match | null>(
        app,
        "query",
        "matching:explain",
        { projectId: project.id },
        builder.viewer,
      );
      misses.push({
        key: judgement.key,
        relevance: judgement.relevance,
        appRank: rank,
        score: match?.score ?? null,
        breakdown: breakdownText(match),
        why: judgement.why,
      });
    }
    results.push(
      listResult(
        "recommendedProjects",
        judged.builder,
        top,
        relevance,
        eligible,
        misses,
      ),
    );
  }
  return results;
}

/** One judged list's figures: each ranker's metrics and top items, and the app's misses. */
function listResult(
  kind: ListResult["kind"],
  judgedFor: string,
  top: Record<Ranker, string[]>,
  relevance: ReadonlyMap<string, number>,
  eligible: readonly { key: string }[],
  misses: ListResult["misses"],
): ListResult {
  const keys = eligible.map((item) => item.key);
  return {
    kind,
    for: judgedFor,
    metrics: Object.fromEntries(
      RANKERS.map((r) => [r, metricsOf(top[r], relevance, keys)]),
    ) as Record<Ranker, Metrics>,
    top: Object.fromEntries(
      RANKERS.map((r) => [r, top[r].slice(0, LIMIT)]),
    ) as Record<Ranker, string[]>,
    misses,
  };
}

async function suggestionLists(
  app: App,
  fixture: LoadedFixture,
): Promise<ListResult[]> {
  const results: ListResult[] = [];
  for (const judged of BUILDERS_FOR_PROJECTS) {
    const project = fixture.projects.get(judged.project)!;
    const owner = fixture.builders.get(project.owner)!;
    const { value } = await call<{ _id: string }[]>(
      app,
      "query",
      "matching:suggestedBuilders",
      { projectId: project.id, limit: LIMIT },
      owner.viewer,
    );
    const eligible = [...fixture.builders.values()]
      .filter((b) => b.key !== project.owner && !project.team.includes(b.key))
      .sort((a, b) => b.order - a.order);
    const relevance = new Map(judged.builders.map((x) => [x.key, x.relevance]));
    const top: Record<Ranker, string[]> = {
      app: value.map((b) => fixture.builderByProfileId.get(b._id) ?? b._id),
      baselineTyped: rankBySharedSkills(
        project.skills,
        eligible.map((b) => ({ key: b.key, skills: b.skills })),
      ),
      baselineStored: rankBySharedSkills(
        project.storedSkills,
        eligible.map((b) => ({ key: b.key, skills: b.storedSkills })),
      ),
    };
    const misses: ListResult["misses"] = [];
    for (const judgement of judged.builders) {
      if (!isMiss(judgement.key, relevance, top.app)) continue;
      const rank = top.app.indexOf(judgement.key) + 1 || null;
      const { value: match } = await call<Match | null>(
        app,
        "query",
        "matching:explain",
        {
          projectId: project.id,
          profileId: fixture.builders.get(judgement.key)!.profileId,
        },
        owner.viewer,
      );
      misses.push({
        key: judgement.key,
        relevance: judgement.relevance,
        appRank: rank,
        score: match?.score ?? null,
        breakdown: breakdownText(match),
        why: judgement.why,
      });
    }
    results.push(
      listResult(
        "suggestedBuilders",
        judged.project,
        top,
        relevance,
        eligible,
        misses,
      ),
    );
  }
  return results;
}

const round = (x: number) => Number(x.toFixed(3));

function summarize(lists: readonly ListResult[]) {
  const of = (ranker: Ranker) => {
    const metrics = lists.map((list) => list.metrics[ranker]);
    const ndcg = metrics.flatMap((m) => (m.ndcg10 === null ? [] : [m.ndcg10]));
    return {
      p3: round(mean(metrics.map((m) => m.p3))),
      p3Good: round(mean(metrics.map((m) => m.p3Good))),
      ndcg10: round(mean(ndcg)),
    };
  };
  return {
    lists: lists.length,
    ...(Object.fromEntries(RANKERS.map((r) => [r, of(r)])) as Record<
      Ranker,
      { p3: number; p3Good: number; ndcg10: number }
    >),
  };
}

function table(summary: Record<string, ReturnType<typeof summarize>>): string {
  const pad = (text: string, width: number) => text.padEnd(width);
  const num = (x: number) => x.toFixed(3).padStart(9);
  const lines = [
    `${pad("", 36)}${"P@3".padStart(9)}${"P@3 good".padStart(9)}${"NDCG@10".padStart(9)}`,
  ];
  for (const [kind, s] of Object.entries(summary)) {
    lines.push(`${kind} (${s.lists} lists)`);
    for (const ranker of RANKERS) {
      const m = s[ranker];
      lines.push(
        `${pad(`  ${ranker}`, 36)}${num(m.p3)}${num(m.p3Good)}${num(m.ndcg10)}`,
      );
    }
  }
  return lines.join("\n");
}

async function main() {
  const app = await startApp();
  try {
    const loadStart = performance.now();
    const fixture = await loadFixture(app);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const recommended = await recommendationLists(app, fixture);
    const suggested = await suggestionLists(app, fixture);
    const summary = {
      recommendedProjects: summarize(recommended),
      suggestedBuilders: summarize(suggested),
      all: summarize([...recommended, ...suggested]),
    };
    const result = {
      bench: "matching-quality",
      catalogueSkills: SKILL_CATALOGUE.length,
      skillIndexes: existsSync(join(ROOT, "convex", "model", "skillIndex.ts")),
      fixture: {
        builders: fixture.builders.size,
        projects: fixture.projects.size,
        loadSeconds: round(loadSeconds),
      },
      limit: LIMIT,
      definitions: {
        p3: "share of the top 3 judged good or fair (empty places count as misses)",
        p3Good: "share of the top 3 judged good",
        ndcg10:
          "NDCG@10, gain 2^rel - 1, ideal over the judged items the app could show",
        unjudged: "an item not judged counts as poor (0)",
      },
      summary,
      lists: [...recommended, ...suggested],
    };
    const json = JSON.stringify(result, null, 2);
    mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
    writeFileSync(
      join(ROOT, "bench", "results", "matching-quality.json"),
      `${json}\n`,
    );
    console.log(table(summary));
    const misses = result.lists.flatMap((list) =>
      list.misses.map(
        (miss) =>
          `  ${list.kind} for ${list.for}: ${miss.key} judged ${miss.relevance}, app rank ${miss.appRank ?? "-"}, score ${miss.score ?? "-"} (${miss.breakdown})`,
      ),
    );
    console.log(`\nPairs the app gets wrong (${misses.length}):`);
    console.log(misses.join("\n"));
    console.log("\nbench/results/matching-quality.json written.");
  } finally {
    await app.cleanup();
  }
}

await main();
