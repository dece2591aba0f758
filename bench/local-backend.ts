/**
 * Local backend benchmarks. Prints JSON figures, each beside a baseline measured in the
 * same run; asserts nothing.
 *
 *   npm run bench:backend [-- --quick]
 *
 * 1. Durable mutation throughput: `ledger:append` (3 indexed reads, 1 insert, 1 patch)
 *    with concurrent callers, against raw better-sqlite3 doing the same rows with
 *    synchronous=FULL (autocommit statements, and one explicit transaction per op).
 *    Beside them, the backend's storage alone: its `Store` writing the same two
 *    documents per op, one COMMIT each, without running a function (the ceiling of
 *    one caller at a time on this disk).
 *    Concurrent callers each append to their own book and seq range, as different
 *    users do (mutations commit with optimistic concurrency control, so callers that
 *    all patch one document conflict and retry: that case is reported apart, as
 *    "contended"). The callers: in process (the runner, no transport); over HTTP
 *    (`fetch` from this process); over the sync protocol (raw WebSocket clients in a
 *    child process, `sync-writers.ts`, as the app's clients send mutations); and one
 *    caller at a time.
 * 2. Query latency for a 20-row indexed page and a point read at 1k and at 100k
 *    documents, against raw better-sqlite3 doing the equivalent SELECTs.
 */
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBackend } from "../local-backend";
import { openRawDatabase } from "./raw-sqlite";

process.env.LOCAL_BACKEND_QUIET = "1";
const quick = process.argv.includes("--quick");
const root = join(import.meta.dirname, "..");
const fixture = join(root, "tests", "conformance", "convex");
const noAuth = { auth: null, fromClient: true } as const;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), n: samples.length };
}

const round = (x: number, digits = 3) => Number(x.toFixed(digits));

function tempDir(prefix: string) {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** The local backend on the conformance fixture, in a fresh data dir. */
async function fixtureBackend(prefix: string) {
  const dataDir = tempDir(prefix);
  const backend = await startBackend({
    convexDir: fixture,
    dataDir,
    port: 0,
    sitePort: 0,
  });
  return { backend, dataDir };
}

/** Raw better-sqlite3 doing `ledger:append`'s rows: the baselines. */
function rawLedger(dir: string) {
  const db = openRawDatabase(dir, "raw.sqlite3");
  db.exec(`
    CREATE TABLE ledger (id INTEGER PRIMARY KEY, seq REAL NOT NULL, prev REAL);
    CREATE INDEX ledger_seq ON ledger(seq);
    CREATE TABLE totals (id INTEGER PRIMARY KEY, name TEXT NOT NULL, count INTEGER, sum REAL);
    CREATE UNIQUE INDEX totals_name ON totals(name);
    INSERT INTO totals (name, count, sum) VALUES ('main', 0, 0);
  `);
  const totals = db.prepare("SELECT id, count, sum FROM totals WHERE name = ?");
  const dup = db.prepare("SELECT id FROM ledger WHERE seq = ? LIMIT 1");
  const prev = db.prepare(
    "SELECT seq FROM ledger WHERE seq < ? ORDER BY seq DESC LIMIT 1",
  );
  const insert = db.prepare("INSERT INTO ledger (seq, prev) VALUES (?, ?)");
  const update = db.prepare(
    "UPDATE totals SET count = ?, sum = ? WHERE id = ?",
  );
  const op = (seq: number) => {
    const t = totals.get("main") as { id: number; count: number; sum: number };
    dup.get(seq);
    const p = prev.get(seq) as { seq: number } | undefined;
    insert.run(seq, p?.seq ?? null);
    update.run(t.count + 1, t.sum + seq, t.id);
  };
  return { db, op, tx: db.transaction(op) };
}

/**
 * The backend's own storage writing what one `ledger:append` commits (a ledger
 * entry and its book's totals), one COMMIT per op, with no function run, no reads
 * and no commit pipeline: what one caller at a time could reach at best. It is a
 * backend of its own, written behind its committer's back, which nothing else uses.
 */
async function storageAlone() {
  const { backend, dataDir } = await fixtureBackend("bench-storage-");
  await backend.backend.runner.runMutation(
    "ledger:append",
    { seq: 0, book: "storage" },
    noAuth,
  );
  const store = backend.backend.store;
  const ledger = store.table("ledger")!;
  const totalsTable = store.table("totals")!;
  const [row] = store.scan(
    totalsTable.indexes.get("by_creation_time")!,
    Buffer.alloc(0),
    Buffer.from([0xff]),
    "asc",
    null,
    1,
  );
  let totals = row!.doc;
  let ts = backend.backend.committer.latestTs;
  let seq = 0;
  const op = () => {
    seq++;
    const entry = {
      _id: store.newDocumentId(ledger),
      _creationTime: store.nextCreationTime(),
      seq,
      prev: seq - 1,
    };
    const next = {
      ...totals,
      count: (totals.count as number) + 1,
      sum: (totals.sum as number) + seq,
    };
    store.applyBatch([
      {
        ts: ++ts,
        writes: [
          {
            tableNumber: ledger.number,
            oldDoc: null,
            newDoc: entry,
            json: null,
          },
          {
            tableNumber: totalsTable.number,
            oldDoc: totals,
            newDoc: next,
            json: null,
          },
        ],
      },
    ]);
    totals = next;
  };
  return { op, backend, dataDir };
}

/**
 * `count` sync-protocol clients in a child process (`sync-writers.ts`), each sending
 * `ledger:append` back to back; `run(seconds)` is one round, timed by the child.
 */
async function wireWriters(url: string, count: number) {
  const child = fork(
    join(import.meta.dirname, "sync-writers.ts"),
    [`${url.replace("http", "ws")}/api/1.48.0/sync`, String(count)],
    { execArgv: ["--import", "tsx"] },
  );
  let reply: (message: unknown) => void = () => {};
  child.on("message", (message) => reply(message));
  const next = () => new Promise<unknown>((resolve) => (reply = resolve));
  const failed = new Promise<never>((_, reject) =>
    child.once("exit", (code) =>
      reject(new Error(`sync-writers exited with ${code}`)),
    ),
  );
  await Promise.race([next(), failed]); // "ready"
  return {
    run: async (seconds: number) => {
      const result = next();
      child.send({ run: seconds * 1000 });
      return (await Promise.race([result, failed])) as {
        ops: number;
        ms: number;
      };
    },
    stop: () => child.send({ stop: true }),
  };
}

/** Ops completed by `step` (sync or async) in `seconds`. */
async function timed(seconds: number, step: () => Promise<number> | number) {
  let ops = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) ops += await step();
  return { ops, ms: performance.now() - start };
}

/**
 * The disk's fsync latency drifts a lot on a shared machine, so the contenders run in
 * alternating short rounds and each rate is the total over its rounds.
 */
async function mutationThroughput(
  rounds: number,
  roundSeconds: number,
  concurrency: number,
) {
  const rawDirs = [tempDir("bench-raw-"), tempDir("bench-raw-")];
  const autocommit = rawLedger(rawDirs[0]!);
  const perOpTx = rawLedger(rawDirs[1]!);
  const { backend, dataDir } = await fixtureBackend("bench-lb-");
  const runner = backend.backend.runner;
  const storage = await storageAlone();
  const wire = await wireWriters(backend.url, concurrency);
  let seq = 0;
  let rawSeq = 0;
  const totals = {
    rawAutocommit: { ops: 0, ms: 0 },
    rawTransaction: { ops: 0, ms: 0 },
    storageAlone: { ops: 0, ms: 0 },
    inProcess: { ops: 0, ms: 0 },
    overHttp: { ops: 0, ms: 0 },
    overSyncProtocol: { ops: 0, ms: 0 },
    serial: { ops: 0, ms: 0 },
    contended: { ops: 0, ms: 0 },
  };
  const add = (key: keyof typeof totals, r: { ops: number; ms: number }) => {
    totals[key].ops += r.ops;
    totals[key].ms += r.ms;
  };
  const concurrent = async (one: (caller: number) => Promise<unknown>) => {
    await Promise.all(Array.from({ length: concurrency }, (_, i) => one(i)));
    return concurrency;
  };
  /** Caller `i`'s own book and seq range: no two callers read what another writes. */
  const own = (i: number) => ({
    seq: (i + 1) * 1_000_000_000 + ++seq,
    book: `caller-${i}`,
  });
  for (let round = 0; round < rounds; round++) {
    add(
      "rawAutocommit",
      await timed(roundSeconds, () => (autocommit.op(++rawSeq), 1)),
    );
    add(
      "rawTransaction",
      await timed(roundSeconds, () => (perOpTx.tx(++rawSeq), 1)),
    );
    add("storageAlone", await timed(roundSeconds, () => (storage.op(), 1)));
    add(
      "inProcess",
      await timed(roundSeconds, () =>
        concurrent((i) => runner.runMutation("ledger:append", own(i), noAuth)),
      ),
    );
    add(
      "overHttp",
      await timed(roundSeconds, () =>
        concurrent(async (i) => {
          const response = await fetch(`${backend.url}/api/mutation`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              path: "ledger:append",
              args: own(i),
              format: "json",
            }),
          });
          await response.arrayBuffer();
        }),
      ),
    );
    add("overSyncProtocol", await wire.run(roundSeconds));
    add(
      "serial",
      await timed(roundSeconds, async () => {
        await runner.runMutation("ledger:append", { seq: ++seq }, noAuth);
        return 1;
      }),
    );
    add(
      "contended",
      await timed(roundSeconds, () =>
        concurrent(() =>
          runner.runMutation("ledger:append", { seq: ++seq }, noAuth),
        ),
      ),
    );
  }
  const occ = { ...backend.backend.committer.stats };
  wire.stop();
  await backend.stop();
  await storage.backend.stop();
  autocommit.db.close();
  perOpTx.db.close();
  for (const dir of [...rawDirs, dataDir, storage.dataDir])
    rmSync(dir, { recursive: true, force: true });
  const rate = (key: keyof typeof totals) =>
    Math.round(totals[key].ops / (totals[key].ms / 1000));
  return {
    rawAutocommit: rate("rawAutocommit"),
    rawTransaction: rate("rawTransaction"),
    storageAlone: rate("storageAlone"),
    inProcess: rate("inProcess"),
    overHttp: rate("overHttp"),
    overSyncProtocol: rate("overSyncProtocol"),
    serial: rate("serial"),
    contended: rate("contended"),
    occ,
  };
}

async function queryLatency(sizes: number[], samples: number) {
  const { backend, dataDir } = await fixtureBackend("bench-q-");
  const runner = backend.backend.runner;
  const rawDir = tempDir("bench-qraw-");
  const raw = openRawDatabase(rawDir, "raw.sqlite3");
  raw.exec(`
    CREATE TABLE messages (id TEXT PRIMARY KEY, channel TEXT, author TEXT, body TEXT, n REAL, created REAL);
    CREATE INDEX messages_channel ON messages(channel, created);
  `);
  const rawInsert = raw.prepare(
    "INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?)",
  );
  const rawPage = raw.prepare(
    "SELECT * FROM messages WHERE channel = ? ORDER BY created DESC LIMIT 20",
  );
  const rawPoint = raw.prepare("SELECT * FROM messages WHERE id = ?");

  const ids: string[] = [];
  const results: Record<string, unknown> = {};
  let inserted = 0;
  const channels = 10;
  for (const size of sizes) {
    while (inserted < size) {
      const batch = Math.min(500, size - inserted);
      const messages = Array.from({ length: batch }, (_, i) => ({
        channel: `c${(inserted + i) % channels}`,
        author: "bench",
        body: `message number ${inserted + i} with some text`,
        n: inserted + i,
      }));
      const { value } = await runner.runMutation(
        "messages:sendMany",
        { messages },
        noAuth,
      );
      ids.push(...(value as string[]));
      raw.transaction(() => {
        messages.forEach((m, i) =>
          rawInsert.run(
            `id${inserted + i}`,
            m.channel,
            m.author,
            m.body,
            m.n,
            inserted + i,
          ),
        );
      })();
      inserted += batch;
    }
    const page: number[] = [];
    const point: number[] = [];
    const rawPageT: number[] = [];
    const rawPointT: number[] = [];
    for (let i = 0; i < samples; i++) {
      const channel = `c${i % channels}`;
      let t = performance.now();
      await runner.runQuery(
        "messages:page",
        { channel, paginationOpts: { numItems: 20, cursor: null } },
        noAuth,
      );
      page.push(performance.now() - t);
      const id = ids[(i * 7919) % ids.length]!;
      t = performance.now();
      await runner.runQuery("messages:get", { id }, noAuth);
      point.push(performance.now() - t);
      t = performance.now();
      rawPage.all(channel);
      rawPageT.push(performance.now() - t);
      t = performance.now();
      rawPoint.get(`id${(i * 7919) % inserted}`);
      rawPointT.push(performance.now() - t);
    }
    results[String(size)] = {
      page20: stats(page),
      pointRead: stats(point),
      baselineRawSqlite: {
        page20: stats(rawPageT),
        pointRead: stats(rawPointT),
      },
    };
  }
  await backend.stop();
  raw.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(rawDir, { recursive: true, force: true });
  return results;
}

const concurrency = 32;
const lb = await mutationThroughput(quick ? 2 : 6, 0.5, concurrency);
const sizes = quick ? [1_000, 10_000] : [1_000, 100_000];
const latency = (await queryLatency(sizes, quick ? 200 : 500)) as Record<
  string,
  { page20: { p50Ms: number }; pointRead: { p50Ms: number } }
>;
const small = latency[String(sizes[0])]!;
const large = latency[String(sizes[1])]!;

console.log(
  JSON.stringify(
    {
      machine: { node: process.version, platform: process.platform },
      mutationThroughput: {
        mutation:
          "ledger:append (3 indexed reads, 1 insert, 1 patch), synchronous=FULL",
        concurrentCallers: concurrency,
        localBackendInProcessOpsPerSec: lb.inProcess,
        localBackendOverHttpOpsPerSec: lb.overHttp,
        localBackendOverSyncProtocolOpsPerSec: lb.overSyncProtocol,
        localBackendOneCallerAtATimeOpsPerSec: lb.serial,
        localBackendContendedOpsPerSec: lb.contended,
        baselineRawAutocommitOpsPerSec: lb.rawAutocommit,
        baselineRawTransactionPerOpOpsPerSec: lb.rawTransaction,
        storageAloneOpsPerSec: lb.storageAlone,
        ratioInProcessVsRawAutocommit: round(
          lb.inProcess / lb.rawAutocommit,
          2,
        ),
        ratioInProcessVsRawTransactionPerOp: round(
          lb.inProcess / lb.rawTransaction,
          2,
        ),
        ratioHttpVsRawAutocommit: round(lb.overHttp / lb.rawAutocommit, 2),
        ratioSyncProtocolVsRawAutocommit: round(
          lb.overSyncProtocol / lb.rawAutocommit,
          2,
        ),
        ratioOneCallerVsRawAutocommit: round(lb.serial / lb.rawAutocommit, 2),
        ratioContendedVsRawAutocommit: round(
          lb.contended / lb.rawAutocommit,
          2,
        ),
        ratioStorageAloneVsRawAutocommit: round(
          lb.storageAlone / lb.rawAutocommit,
          2,
        ),
        optimisticConcurrency: lb.occ,
        note: "HTTP clients run in the benchmark's own process and share its CPU with the server.",
        // Issue #15's goal, in each of its readings: the in-process ratio with
        // concurrent callers is the measure its "today 0.8 to 0.9x" came from; one
        // caller at a time and clients over the sync protocol are stricter ones (see
        // bench/README.md).
        goal: {
          text: "durable mutation throughput at least 1.0x raw FULL autocommit, and more with concurrent clients",
          concurrentCallersInProcess: {
            ratio: round(lb.inProcess / lb.rawAutocommit, 2),
            met: lb.inProcess >= lb.rawAutocommit,
          },
          oneCallerAtATime: {
            ratio: round(lb.serial / lb.rawAutocommit, 2),
            met: lb.serial >= lb.rawAutocommit,
            // One caller waits for each commit's fsync before its next call, so
            // no group commit helps it: it cannot beat its storage alone.
            ceilingStorageAlone: round(lb.storageAlone / lb.rawAutocommit, 2),
          },
          concurrentClientsOverSyncProtocol: {
            ratio: round(lb.overSyncProtocol / lb.rawAutocommit, 2),
            met: lb.overSyncProtocol >= lb.rawAutocommit,
          },
        },
      },
      queryLatency: {
        sizes,
        bySize: latency,
        growthPage20P50: round(large.page20.p50Ms / small.page20.p50Ms, 2),
        growthPointReadP50: round(
          large.pointRead.p50Ms / small.pointRead.p50Ms,
          2,
        ),
        goal: `growth from ${sizes[0]} to ${sizes[1]} documents <= 1.5`,
      },
    },
    null,
    2,
  ),
);
