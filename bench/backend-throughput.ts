/**
 * bench:backend's durable mutation throughput (see the header of local-backend.ts):
 * `ledger:append` by each contender in alternating rounds, beside raw better-sqlite3.
 */
import { fork } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fixtureBackend, noAuth, tempDir } from "./backend-fixture";
import { openRawDatabase } from "./raw-sqlite";

/** Ops completed in a round or in all of a contender's rounds, and the ms they took. */
interface Round {
  ops: number;
  ms: number;
}

function addRound(total: Round, r: Round): void {
  total.ops += r.ops;
  total.ms += r.ms;
}

const perSecond = (t: Round) => Math.round(t.ops / (t.ms / 1000));

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
 * `count` sync-protocol clients in a child process (`sync-writers.ts`), numbered from
 * `first`, each sending `ledger:append` back to back; `run(seconds)` is one round,
 * timed by the child.
 */
async function wireWriters(url: string, count: number, first = 0) {
  const child = fork(
    join(import.meta.dirname, "sync-writers.ts"),
    [
      `${url.replace("http", "ws")}/api/1.48.0/sync`,
      String(count),
      String(first),
    ],
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
      return (await Promise.race([result, failed])) as Round;
    },
    stop: () => child.send({ stop: true }),
  };
}

/** Ops completed by `step` (sync or async) in `seconds`. */
async function timed(
  seconds: number,
  step: () => Promise<number> | number,
): Promise<Round> {
  let ops = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) ops += await step();
  return { ops, ms: performance.now() - start };
}

/** Numbers of in-process callers measured besides `concurrency`. */
const SWEEP_CALLERS = [4, 8, 128];
/** Numbers of sync-protocol clients measured besides `concurrency`. */
const SWEEP_CLIENTS = [128];

/**
 * The disk's fsync latency drifts a lot on a shared machine, so the contenders run in
 * alternating short rounds and each rate is the total over its rounds.
 */
export async function mutationThroughput(
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
  /** Over the sync protocol with other numbers of clients, each a child of its own. */
  const wireSweep = new Map<
    number,
    Round & { wire: Awaited<ReturnType<typeof wireWriters>> }
  >();
  for (const clients of SWEEP_CLIENTS) {
    const other = await wireWriters(backend.url, clients, concurrency);
    wireSweep.set(clients, { wire: other, ops: 0, ms: 0 });
  }
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
  /** In process with other numbers of callers than `concurrency`: how it scales. */
  const sweep = new Map(
    SWEEP_CALLERS.map((callers) => [callers, { ops: 0, ms: 0 }]),
  );
  /**
   * The first round is not counted: every contender's first calls (code not yet
   * optimized, first rows, each client's first mutation) stay out of the rates.
   */
  let warming = true;
  const count = (total: Round, r: Round) => {
    if (!warming) addRound(total, r);
  };
  const add = (key: keyof typeof totals, r: Round) => count(totals[key], r);
  const concurrent = async (
    one: (caller: number) => Promise<unknown>,
    callers = concurrency,
  ) => {
    await Promise.all(Array.from({ length: callers }, (_, i) => one(i)));
    return callers;
  };
  /** Caller `i`'s own book and seq range: no two callers read what another writes. */
  const own = (i: number) => ({
    seq: (i + 1) * 1_000_000_000 + ++seq,
    book: `caller-${i}`,
  });
  for (let round = -1; round < rounds; round++) {
    warming = round < 0;
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
    for (const [callers, total] of sweep) {
      const r = await timed(roundSeconds, () =>
        concurrent(
          (i) => runner.runMutation("ledger:append", own(i), noAuth),
          callers,
        ),
      );
      count(total, r);
    }
    add("overSyncProtocol", await wire.run(roundSeconds));
    for (const total of wireSweep.values()) {
      const r = await total.wire.run(roundSeconds);
      count(total, r);
    }
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
  for (const { wire: other } of wireSweep.values()) other.stop();
  await backend.stop();
  await storage.backend.stop();
  autocommit.db.close();
  perOpTx.db.close();
  for (const dir of [...rawDirs, dataDir, storage.dataDir])
    rmSync(dir, { recursive: true, force: true });
  const rate = (key: keyof typeof totals) => perSecond(totals[key]);
  return {
    rawAutocommit: rate("rawAutocommit"),
    rawTransaction: rate("rawTransaction"),
    storageAlone: rate("storageAlone"),
    inProcess: rate("inProcess"),
    overHttp: rate("overHttp"),
    overSyncProtocol: rate("overSyncProtocol"),
    serial: rate("serial"),
    contended: rate("contended"),
    inProcessByCallers: Object.fromEntries(
      [...sweep].map(([callers, t]) => [callers, perSecond(t)]),
    ),
    overSyncProtocolByClients: Object.fromEntries(
      [...wireSweep].map(([clients, t]) => [clients, perSecond(t)]),
    ),
    occ,
  };
}
