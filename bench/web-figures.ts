/**
 * Pure helpers of `npm run bench:web`: the figures and diagnostics of one Lighthouse
 * result, the median over a route's runs, and the goals.
 *
 * Only the few parts of a Lighthouse result read here are typed (LhrLike), so a real
 * result fits and a test can build a small one.
 */

interface AuditLike {
  score: number | null;
  numericValue?: number;
  details?: unknown;
}

export interface LhrLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, AuditLike | undefined>;
}

export interface RunFigures {
  /** Lighthouse's performance score, 0-100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsRequests: number;
  /** As transferred: the build's brotli copies, which the static server sends Chromium. */
  jsTransferBytes: number;
  /** The same scripts gzipped (level 9), as a compressing host would send them. */
  jsGzipBytes: number;
}

export interface Diagnostics {
  lcpElement: { selector: string; snippet: string; text: string } | null;
  /** LCP subparts (time to first byte, resource load delay and time, render delay). */
  lcpSubpartsMs: Record<string, number>;
  renderBlocking: { url: string; transferBytes: number; wastedMs: number }[];
  unusedJavaScript: {
    url: string;
    transferBytes: number;
    wastedBytes: number;
  }[];
}

export interface Run {
  figures: RunFigures;
  diagnostics: Diagnostics;
}

type Row = Record<string, unknown>;

const num = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) ? value : 0;
const str = (value: unknown): string =>
  typeof value === "string" ? value : "";

/** The rows of an audit's table (`details.items`), or of the tables in a list. */
function rows(lhr: LhrLike, id: string): Row[] {
  const details = lhr.audits[id]?.details as { items?: unknown } | undefined;
  const items = Array.isArray(details?.items) ? (details.items as Row[]) : [];
  return items.flatMap((item) =>
    item.type === "table" && Array.isArray(item.items)
      ? (item.items as Row[])
      : [item],
  );
}

function metric(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== "number")
    throw new Error(`The Lighthouse result has no value for ${id}.`);
  return value;
}

/** The URLs and transfer sizes of the scripts the page loaded. */
export function scriptRequests(
  lhr: LhrLike,
): { url: string; transferBytes: number }[] {
  return rows(lhr, "network-requests")
    .filter((r) => r.resourceType === "Script")
    .map((r) => ({ url: str(r.url), transferBytes: num(r.transferSize) }));
}

/** One run's figures; `gzipBytes` maps each script URL to its gzipped size. */
export function runFigures(
  lhr: LhrLike,
  gzipBytes: ReadonlyMap<string, number>,
): RunFigures {
  const scripts = scriptRequests(lhr);
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number")
    throw new Error("The Lighthouse result has no performance score.");
  return {
    score: Math.round(score * 100),
    fcpMs: Math.round(metric(lhr, "first-contentful-paint")),
    lcpMs: Math.round(metric(lhr, "largest-contentful-paint")),
    cls: Math.round(metric(lhr, "cumulative-layout-shift") * 10_000) / 10_000,
    tbtMs: Math.round(metric(lhr, "total-blocking-time")),
    jsRequests: scripts.length,
    jsTransferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    jsGzipBytes: scripts.reduce(
      (sum, s) => sum + (gzipBytes.get(s.url) ?? 0),
      0,
    ),
  };
}

/** What Lighthouse says slows the page: its LCP element and subparts, render-blocking
 * resources, unused JavaScript. */
export function diagnostics(lhr: LhrLike): Diagnostics {
  const node = rows(lhr, "largest-contentful-paint-element").find(
    (r) => typeof r.node === "object" && r.node !== null,
  )?.node as Row | undefined;
  const subparts = rows(lhr, "lcp-breakdown-insight").filter(
    (r) => typeof r.subpart === "string",
  );
  return {
    lcpElement: node
      ? {
          selector: str(node.selector),
          snippet: str(node.snippet),
          text: str(node.nodeLabel),
        }
      : null,
    lcpSubpartsMs: Object.fromEntries(
      subparts.map((r) => [str(r.subpart), Math.round(num(r.duration))]),
    ),
    renderBlocking: rows(lhr, "render-blocking-resources").map((r) => ({
      url: str(r.url),
      transferBytes: num(r.totalBytes),
      wastedMs: Math.round(num(r.wastedMs)),
    })),
    unusedJavaScript: rows(lhr, "unused-javascript").map((r) => ({
      url: str(r.url),
      transferBytes: num(r.totalBytes),
      wastedBytes: num(r.wastedBytes),
    })),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? sorted[mid]!
    : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const FIGURE_KEYS = [
  "score",
  "fcpMs",
  "lcpMs",
  "cls",
  "tbtMs",
  "jsRequests",
  "jsTransferBytes",
  "jsGzipBytes",
] as const satisfies readonly (keyof RunFigures)[];

/** Bytes as KB (1,024), one decimal. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * A route's runs: each figure's median on its own, every run's figures, and the
 * diagnostics of the run whose LCP is nearest the median (the median run when odd).
 */
export function summarizeRoute(route: string, runs: readonly Run[]) {
  if (runs.length === 0) throw new Error(`no runs for ${route}`);
  const med = Object.fromEntries(
    FIGURE_KEYS.map((key) => [key, median(runs.map((r) => r.figures[key]))]),
  ) as unknown as RunFigures;
  const medianRun = runs.reduce((best, run) =>
    Math.abs(run.figures.lcpMs - med.lcpMs) <
    Math.abs(best.figures.lcpMs - med.lcpMs)
      ? run
      : best,
  );
  return {
    route,
    median: {
      ...med,
      jsTransferKB: kb(med.jsTransferBytes),
      jsGzipKB: kb(med.jsGzipBytes),
    },
    runs: runs.map((r) => r.figures),
    diagnostics: medianRun.diagnostics,
  };
}

export type RouteSummary = ReturnType<typeof summarizeRoute>;

export const GOALS = {
  minScore: 95,
  maxLcpMs: 1000,
  maxCls: 0.02,
  maxHomeJsGzipKB: 150,
};

export interface GoalCheck {
  goal: string;
  route: string;
  value: number;
  met: boolean;
}

/** Each goal on each route's medians; the JavaScript goal on the home page ("/"). */
export function checkGoals(routes: readonly RouteSummary[]): GoalCheck[] {
  const checks: GoalCheck[] = [];
  for (const { route, median: m } of routes) {
    checks.push(
      {
        goal: `performance score >= ${GOALS.minScore}`,
        route,
        value: m.score,
        met: m.score >= GOALS.minScore,
      },
      {
        goal: `LCP <= ${GOALS.maxLcpMs} ms`,
        route,
        value: m.lcpMs,
        met: m.lcpMs <= GOALS.maxLcpMs,
      },
      {
        goal: `CLS <= ${GOALS.maxCls}`,
        route,
        value: m.cls,
        met: m.cls <= GOALS.maxCls,
      },
    );
    if (route === "/")
      checks.push({
        goal: `JavaScript <= ${GOALS.maxHomeJsGzipKB} KB gzipped`,
        route,
        value: kb(m.jsGzipBytes),
        met: m.jsGzipBytes <= GOALS.maxHomeJsGzipKB * 1024,
      });
  }
  return checks;
}
