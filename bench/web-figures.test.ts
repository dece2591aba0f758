import { describe, expect, it } from "vitest";
import {
  checkGoals,
  diagnostics,
  type LhrLike,
  median,
  type Run,
  runFigures,
  scriptRequests,
  summarizeRoute,
} from "./web-figures";

/** The parts of a Lighthouse 12 result web-figures reads, shaped as Lighthouse shapes
 * them (a table in `details.items`, or a list of tables for the LCP audits). */
function lhr(overrides: { score?: number; lcp?: number } = {}): LhrLike {
  const value = (numericValue: number) => ({ score: 1, numericValue });
  return {
    categories: { performance: { score: overrides.score ?? 0.97 } },
    audits: {
      "first-contentful-paint": value(301.4),
      "largest-contentful-paint": value(overrides.lcp ?? 812.6),
      "cumulative-layout-shift": value(0.000_54),
      "total-blocking-time": value(24.7),
      "network-requests": {
        score: 1,
        details: {
          type: "table",
          items: [
            { url: "http://h/", resourceType: "Document", transferSize: 2000 },
            { url: "http://h/a.js", resourceType: "Script", transferSize: 900 },
            { url: "http://h/b.js", resourceType: "Script", transferSize: 100 },
            {
              url: "http://h/c.css",
              resourceType: "Stylesheet",
              transferSize: 50,
            },
          ],
        },
      },
      "largest-contentful-paint-element": {
        score: 1,
        details: {
          type: "list",
          items: [
            {
              type: "table",
              items: [
                {
                  node: {
                    type: "node",
                    selector: "main > h1",
                    snippet: "<h1>",
                    nodeLabel: "Connect",
                  },
                },
              ],
            },
            {
              type: "table",
              items: [{ phase: "TTFB", timing: 12 }],
            },
          ],
        },
      },
      "lcp-breakdown-insight": {
        score: 1,
        details: {
          type: "list",
          items: [
            {
              type: "table",
              items: [
                { subpart: "timeToFirstByte", duration: 12.4 },
                { subpart: "elementRenderDelay", duration: 787.5 },
              ],
            },
            { type: "node", selector: "main > h1" },
          ],
        },
      },
      "render-blocking-resources": {
        score: 0.5,
        details: {
          type: "opportunity",
          items: [{ url: "http://h/c.css", totalBytes: 50, wastedMs: 347.6 }],
        },
      },
      "unused-javascript": {
        score: 0.5,
        details: {
          type: "opportunity",
          items: [{ url: "http://h/a.js", totalBytes: 900, wastedBytes: 400 }],
        },
      },
    },
  };
}

describe("runFigures", () => {
  it("reads the metrics, rounded, and totals the scripts only", () => {
    const result = lhr();
    expect(scriptRequests(result).map((s) => s.url)).toEqual([
      "http://h/a.js",
      "http://h/b.js",
    ]);
    expect(
      runFigures(
        result,
        new Map([
          ["http://h/a.js", 300],
          ["http://h/b.js", 40],
        ]),
      ),
    ).toEqual({
      score: 97,
      fcpMs: 301,
      lcpMs: 813,
      cls: 0.0005,
      tbtMs: 25,
      jsRequests: 2,
      jsTransferBytes: 1000,
      jsGzipBytes: 340,
    });
  });

  it("refuses a result without a score or a metric", () => {
    const noScore = lhr();
    noScore.categories.performance = { score: null };
    expect(() => runFigures(noScore, new Map())).toThrow(/performance score/);
    const noLcp = lhr();
    delete noLcp.audits["largest-contentful-paint"];
    expect(() => runFigures(noLcp, new Map())).toThrow(
      /largest-contentful-paint/,
    );
  });
});

describe("diagnostics", () => {
  it("finds the LCP element and subparts inside Lighthouse's lists of tables", () => {
    expect(diagnostics(lhr())).toEqual({
      lcpElement: { selector: "main > h1", snippet: "<h1>", text: "Connect" },
      lcpSubpartsMs: { timeToFirstByte: 12, elementRenderDelay: 788 },
      renderBlocking: [
        { url: "http://h/c.css", transferBytes: 50, wastedMs: 348 },
      ],
      unusedJavaScript: [
        { url: "http://h/a.js", transferBytes: 900, wastedBytes: 400 },
      ],
    });
  });

  it("is empty, not failing, when an audit is missing", () => {
    expect(diagnostics({ categories: {}, audits: {} })).toEqual({
      lcpElement: null,
      lcpSubpartsMs: {},
      renderBlocking: [],
      unusedJavaScript: [],
    });
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });
});

function run(score: number, lcpMs: number, jsGzipBytes = 150 * 1024): Run {
  return {
    figures: {
      score,
      fcpMs: 300,
      lcpMs,
      cls: 0.001,
      tbtMs: 10,
      jsRequests: 3,
      jsTransferBytes: 3 * jsGzipBytes,
      jsGzipBytes,
    },
    diagnostics: {
      lcpElement: { selector: `lcp ${lcpMs}`, snippet: "", text: "" },
      lcpSubpartsMs: {},
      renderBlocking: [],
      unusedJavaScript: [],
    },
  };
}

describe("summarizeRoute", () => {
  it("takes each figure's median and the diagnostics of the median-LCP run", () => {
    const summary = summarizeRoute("/", [
      run(99, 700),
      run(90, 1400),
      run(97, 900),
    ]);
    expect(summary.median.score).toBe(97);
    expect(summary.median.lcpMs).toBe(900);
    expect(summary.median.jsGzipKB).toBe(150);
    expect(summary.runs).toHaveLength(3);
    expect(summary.diagnostics.lcpElement?.selector).toBe("lcp 900");
  });
});

describe("checkGoals", () => {
  it("checks score, LCP and CLS per route, and JavaScript on the home page only", () => {
    const goals = checkGoals([
      summarizeRoute("/", [run(95, 1000, 150 * 1024 + 1)]),
      summarizeRoute("/projects", [run(94, 1001)]),
    ]);
    expect(goals.map((g) => [g.route, g.goal, g.met])).toEqual([
      ["/", "performance score >= 95", true],
      ["/", "LCP <= 1000 ms", true],
      ["/", "CLS <= 0.02", true],
      ["/", "JavaScript <= 150 KB gzipped", false],
      ["/projects", "performance score >= 95", false],
      ["/projects", "LCP <= 1000 ms", false],
      ["/projects", "CLS <= 0.02", true],
    ]);
  });
});
