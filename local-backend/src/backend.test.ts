/**
 * Lifecycle: restarts (data, cursors, timestamps, scheduled jobs), schema changes
 * (index backfill, validation of existing documents), reloading code, and clear
 * startup errors.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterEach, describe, expect, it } from "vitest";
import {
  type RunningBackend,
  startBackend,
  StartupError,
  BundleError,
} from "../index";
import { findNodeBuiltinImports } from "./isolate/loader";

const repoRoot = join(import.meta.dirname, "..", "..");
const conformance = join(repoRoot, "tests", "conformance", "convex");

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A throwaway convex/ folder inside the repo, so its imports resolve to node_modules. */
function tempConvexDir(files: Record<string, string>): string {
  const base = join(repoRoot, ".data", "test-fixtures");
  mkdirSync(base, { recursive: true });
  const dir = join(mkdtempSync(join(base, "app-")), "convex");
  mkdirSync(dir);
  writeConvexFiles(dir, files);
  cleanups.push(() =>
    rmSync(join(dir, ".."), { recursive: true, force: true }),
  );
  return dir;
}

function writeConvexFiles(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files))
    writeFileSync(join(dir, name), text);
}

async function start(
  convexDir: string,
  dataDir: string,
): Promise<RunningBackend> {
  const backend = await startBackend({
    convexDir,
    dataDir,
    port: 0,
    sitePort: 0,
  });
  cleanups.push(() => backend.stop());
  return backend;
}

const send = makeFunctionReference<"mutation", Record<string, unknown>, string>(
  "messages:send",
);
const get = makeFunctionReference<
  "query",
  { id: string },
  { _creationTime: number } | null
>("messages:get");
const page = makeFunctionReference<
  "query",
  {
    channel: string;
    paginationOpts: { numItems: number; cursor: string | null };
  },
  { page: string[]; isDone: boolean; continueCursor: string }
>("messages:page");
const later = makeFunctionReference<
  "mutation",
  { name: string; delayMs: number },
  string
>("jobs:later");
const status = makeFunctionReference<
  "query",
  { id: string },
  { kind: string } | null
>("jobs:status");

describe("restarts", () => {
  it("keeps data, pagination cursors, timestamps and scheduled jobs across a restart", async () => {
    const dataDir = tempDir("restart-");
    let backend = await start(conformance, dataDir);
    let client = new ConvexHttpClient(backend.url, { logger: false });
    const ids: string[] = [];
    for (const body of ["a", "b", "c", "d"]) {
      ids.push(
        await client.mutation(send, { channel: "r", author: "x", body, n: 1 }),
      );
    }
    const first = await client.query(page, {
      channel: "r",
      paginationOpts: { numItems: 2, cursor: null },
    });
    expect(first.page).toEqual(["d", "c"]);
    const jobId = await client.mutation(later, {
      name: "after-restart",
      delayMs: 300,
    });
    const lastCreation = (await client.query(get, { id: ids[3]! }))!
      ._creationTime;
    await backend.stop();

    backend = await start(conformance, dataDir);
    client = new ConvexHttpClient(backend.url, { logger: false });
    const second = await client.query(page, {
      channel: "r",
      paginationOpts: { numItems: 2, cursor: first.continueCursor },
    });
    expect(second.page).toEqual(["b", "a"]);
    const newId = await client.mutation(send, {
      channel: "r",
      author: "x",
      body: "e",
      n: 1,
    });
    expect(
      (await client.query(get, { id: newId }))!._creationTime,
    ).toBeGreaterThan(lastCreation);

    let kind = "pending";
    for (let i = 0; i < 200 && kind === "pending"; i++) {
      kind = (await client.query(status, { id: jobId }))?.kind ?? "missing";
      if (kind === "pending") await new Promise((r) => setTimeout(r, 25));
    }
    expect(kind).toBe("success");
  });

  it("marks an action job left running by a crash as failed on restart", async () => {
    const dataDir = tempDir("crashed-job-");
    let backend = await start(conformance, dataDir);
    const { committer, scheduler } = backend.backend;
    const { result: jobId } = await committer.write((tx) => {
      const id = scheduler.schedule(
        tx,
        { component: "", path: "jobs:recordViaAction" },
        Date.now() / 1000 + 3600,
        {
          name: "crashed",
        },
      );
      tx.patch(id, { state: { kind: "inProgress" } }, { system: true });
      return id;
    });
    await backend.stop();
    backend = await start(conformance, dataDir);
    const client = new ConvexHttpClient(backend.url, { logger: false });
    expect(await client.query(status, { id: jobId })).toMatchObject({
      kind: "failed",
    });
  });

  it("keeps commit timestamps increasing across restarts", async () => {
    const dataDir = tempDir("ts-");
    let backend = await start(conformance, dataDir);
    await new ConvexHttpClient(backend.url, { logger: false }).mutation(send, {
      channel: "t",
      author: "x",
      body: "1",
      n: 1,
    });
    const before = backend.backend.runner.store.lastCommitTs;
    await backend.stop();
    backend = await start(conformance, dataDir);
    expect(backend.backend.runner.store.lastCommitTs).toBe(before);
    await new ConvexHttpClient(backend.url, { logger: false }).mutation(send, {
      channel: "t",
      author: "x",
      body: "2",
      n: 1,
    });
    expect(backend.backend.runner.store.lastCommitTs).toBeGreaterThan(before);
  });
});

const notesV1 = `
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
export default defineSchema({ notes: defineTable({ text: v.string(), n: v.number() }) });
`;
const notesV2 = `
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
export default defineSchema({
  notes: defineTable({ text: v.string(), n: v.number() }).index("by_n", ["n"]),
});
`;
const notesV3 = `
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
export default defineSchema({
  notes: defineTable({ text: v.string(), n: v.string() }).index("by_n", ["n"]),
});
`;
const notesFns = `
import { mutationGeneric as mutation, queryGeneric as query } from "convex/server";
import { v } from "convex/values";
export const add = mutation({
  args: { text: v.string(), n: v.number() },
  handler: (ctx, args) => ctx.db.insert("notes", args),
});
export const byN = query({
  args: {},
  handler: async (ctx) => {
    const docs = await ctx.db.query("notes").withIndex("by_n").collect();
    return docs.map((d) => d.text);
  },
});
`;

describe("schema changes and reloads", () => {
  it("backfills new indexes, refuses a schema the data breaks, and keeps the old code on failure", async () => {
    const convexDir = tempConvexDir({
      "schema.ts": notesV1,
      "notes.ts": notesFns,
    });
    const backend = await start(convexDir, tempDir("schema-"));
    const client = new ConvexHttpClient(backend.url, { logger: false });
    const add = makeFunctionReference<"mutation", { text: string; n: number }>(
      "notes:add",
    );
    const byN = makeFunctionReference<"query", Record<string, never>, string[]>(
      "notes:byN",
    );
    for (const [text, n] of [
      ["three", 3],
      ["one", 1],
      ["two", 2],
    ] as const) {
      await client.mutation(add, { text, n });
    }
    await expect(client.query(byN, {})).rejects.toThrow(
      /Index notes\.by_n not found/,
    );

    writeConvexFiles(convexDir, { "schema.ts": notesV2 });
    await backend.backend.reload();
    expect(await client.query(byN, {})).toEqual(["one", "two", "three"]);

    writeConvexFiles(convexDir, { "schema.ts": notesV3 });
    await backend.backend.reload();
    // The existing documents do not match v3, so v2 stays in force.
    await client.mutation(add, { text: "four", n: 4 });
    expect(await client.query(byN, {})).toEqual([
      "one",
      "two",
      "three",
      "four",
    ]);

    writeConvexFiles(convexDir, {
      "notes.ts": `${notesFns}\nexport const broken = ;`,
    });
    await backend.backend.reload();
    expect(await client.query(byN, {})).toEqual([
      "one",
      "two",
      "three",
      "four",
    ]);
  });
});

describe("watching", () => {
  it("reloads when a file in convex/ changes, and --reset starts from nothing", async () => {
    const convexDir = tempConvexDir({
      "schema.ts": notesV1,
      "notes.ts": notesFns,
    });
    const dataDir = tempDir("watch-");
    const backend = await startBackend({
      convexDir,
      dataDir,
      port: 0,
      sitePort: 0,
      watch: true,
    });
    cleanups.push(() => backend.stop());
    const client = new ConvexHttpClient(backend.url, { logger: false });
    const hello = makeFunctionReference<"query", Record<string, never>, string>(
      "extra:hello",
    );
    await client.mutation(
      makeFunctionReference<"mutation", { text: string; n: number }>(
        "notes:add",
      ),
      {
        text: "kept?",
        n: 1,
      },
    );
    await expect(client.query(hello, {})).rejects.toThrow(
      /Could not find public function/,
    );
    writeConvexFiles(convexDir, {
      "extra.ts": `import { queryGeneric } from "convex/server";\nexport const hello = queryGeneric({ args: {}, handler: () => "hi" });\n`,
    });
    let answer: string | null = null;
    for (let i = 0; i < 200 && answer === null; i++) {
      answer = await client.query(hello, {}).catch(() => null);
      if (answer === null) await new Promise((r) => setTimeout(r, 50));
    }
    expect(answer).toBe("hi");
    await backend.stop();

    const reset = await startBackend({
      convexDir,
      dataDir,
      port: 0,
      sitePort: 0,
      reset: true,
    });
    cleanups.push(() => reset.stop());
    writeConvexFiles(convexDir, {
      "extra.ts": `import { queryGeneric } from "convex/server";\nexport const all = queryGeneric({ args: {}, handler: async (ctx) => (await ctx.db.query("notes").collect()).map((d) => d.text) });\n`,
    });
    await reset.backend.reload();
    expect(
      await new ConvexHttpClient(reset.url, { logger: false }).query(
        makeFunctionReference<"query", Record<string, never>, string[]>(
          "extra:all",
        ),
        {},
      ),
    ).toEqual([]);
  });
});

describe("Node built-ins check", () => {
  it("flags Node built-ins in default-runtime files only", async () => {
    const convexDir = tempConvexDir({
      "plain.ts": `import { readFileSync } from "fs";\nexport const size = () => readFileSync("x").length;\n`,
      "nodey.ts": `"use node";\nimport { readFileSync } from "fs";\nexport const size = () => readFileSync("x").length;\n`,
    });
    const problems = await findNodeBuiltinImports(convexDir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/plain\.ts:1:\d+: .*"fs".*"use node"/);
  });
});

describe("startup errors", () => {
  it("reports a taken port", async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", r));
    cleanups.push(() => new Promise<void>((r) => blocker.close(() => r())));
    const address = blocker.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const error = await startBackend({
      convexDir: conformance,
      dataDir: tempDir("port-"),
      port,
      sitePort: 0,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      new RegExp(`cloud port ${port} is already in use`),
    );
  });

  it("reports a convex/ folder that fails to bundle with its file and line", async () => {
    const convexDir = tempConvexDir({
      "broken.ts": 'export const x = 1;\nexport const y = "unterminated;\n',
    });
    const error = await startBackend({
      convexDir,
      dataDir: tempDir("bundle-"),
      port: 0,
      sitePort: 0,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as Error).message).toMatch(
      /broken\.ts:2:\d+: error: Unterminated string literal/,
    );
  });

  it("refuses a data dir that another backend is using", async () => {
    const dataDir = tempDir("locked-");
    await start(conformance, dataDir);
    for (const reset of [false, true]) {
      const error = await startBackend({
        convexDir: conformance,
        dataDir,
        port: 0,
        sitePort: 0,
        reset,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toMatch(
        /in use by another backend process/,
      );
    }
  });

  it("reports an unusable data dir", async () => {
    const file = join(tempDir("datadir-"), "not-a-dir");
    writeFileSync(file, "x");
    const error = await startBackend({
      convexDir: conformance,
      dataDir: file,
      port: 0,
      sitePort: 0,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/is not a directory/);
  });

  it('rejects queries and mutations exported from a "use node" file', async () => {
    const convexDir = tempConvexDir({
      "nodeish.ts": `"use node";\nimport { queryGeneric } from "convex/server";\nexport const q = queryGeneric({ args: {}, handler: () => 1 });\n`,
    });
    const error = await startBackend({
      convexDir,
      dataDir: tempDir("usenode-"),
      port: 0,
      sitePort: 0,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /"use node" files may only define actions/,
    );
  });
});
