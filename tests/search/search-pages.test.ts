/**
 * The project grid's search, page after page, on the local backend with the app's
 * real convex/ folder and demo data: convex-helpers' streams bound the index's
 * trailing `_creationTime` and `_id` when they continue a page, which the local
 * backend once refused ("out of order"), so every "Load more" of a search failed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference, type PaginationResult } from "convex/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningBackend, startBackend } from "../../local-backend";

// The app's functions by name: these tests import nothing from convex/.
type Summary = { _id: string; title: string };
const list = makeFunctionReference<
  "query",
  {
    search?: string;
    paginationOpts: { numItems: number; cursor: string | null };
  },
  PaginationResult<Summary>
>("projects:list");

let backend: RunningBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "search-pages-"));
  backend = await startBackend({
    convexDir: join(import.meta.dirname, "..", "..", "convex"),
    dataDir,
    port: 0,
    sitePort: 0,
  });
  await backend.runFunction("seed:run", {}, { allowInternal: true });
});

afterAll(async () => {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function allPages(search: string, numItems: number) {
  const client = new ConvexHttpClient(backend.url, { logger: false });
  const titles: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: PaginationResult<Summary> = await client.query(list, {
      search,
      paginationOpts: { numItems, cursor },
    });
    titles.push(...page.page.map((p) => p.title));
    if (page.isDone) return { titles, pages: pages + 1 };
    cursor = page.continueCursor;
  }
  throw new Error("the search never ended");
}

it("walks a search page by page to the same results as one big page", async () => {
  const whole = await allPages("an", 1000);
  expect(whole.titles.length).toBeGreaterThan(3);
  const paged = await allPages("an", 2);
  expect(paged.pages).toBeGreaterThan(1);
  expect(paged.titles).toEqual(whole.titles);
});
