/**
 * A function worker's thread: it runs queries and mutations (in "all" mode, the default
 * from 4 cores, both; in "offload" mode, only heavy queries: `function-pool-plan.ts`),
 * so that a CPU-heavy function never stops the thread that serves the sync protocol
 * and commits, nor the other functions (Convex runs functions in a pool of isolates;
 * this is the local equivalent). A mutation's writes go back to the backend, which
 * commits them.
 *
 * It reads the database through its own SQLite connection. A read transaction pins the
 * snapshot the file holds (the latest durable commit); its own copy of the write log,
 * fed with every commit as the backend applies it, corrects that snapshot to the one
 * the task asks for, exactly as the backend's own transactions are corrected
 * (`database/snapshot.ts`). Every commit that the file holds was sent before it became
 * durable, so one it has not taken in yet is already waiting on its port.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { receiveMessageOnPort, workerData } from "node:worker_threads";
import {
  convexToJson,
  jsonToConvex,
  type JSONValue,
  type Value,
} from "convex/values";
import { rememberJson } from "../../database/snapshot";
import { Transaction } from "../../database/transaction";
import { WriteLog } from "../../database/write-log";
import { emptyReadSet } from "../../database/read-set";
import { JobWrites } from "../../scheduler/job-writes";
import { FileStore } from "../../storage/files";
import { Store } from "../../storage/store";
import { type UdfServices } from "../execution";
import { resolveFunction, toFunctionError } from "../functions";
import { installGlobals } from "../globals";
import { type ComponentCode, type LoadedApp } from "../loader";
import { executeUdf } from "../udf";
import {
  type FromFunctionWorker,
  type ToFunctionWorker,
  type FunctionDone,
  type FunctionTask,
  type FunctionWorkerData,
  type WorkerModules,
} from "./function-worker-protocol";
import { lowerThisThread, NICE } from "./thread-priority";

/** Thrown to start a task again outside its read transaction (the catalog changed). */
class Restart extends Error {}

const data = workerData as FunctionWorkerData;
const port = data.port;
const store = new Store(data.dataDir, "reader");
// Kept only as long as a snapshot in use needs it: the backend keeps the history.
let log = new WriteLog(store.lastCommitTs, { maxAgeMs: 0, maxBytes: 0 });
/** The oldest snapshot the running task reads (its own and its file's), if any. */
let floor: bigint | null = null;
let pendingCatalog: Extract<ToFunctionWorker, { type: "catalog" }> | null =
  null;
const apps = new Map<string, Promise<LoadedApp>>();
let app: LoadedApp | null = null;
const queue: Extract<ToFunctionWorker, { type: "run" }>[] = [];
let busy = false;

const services: UdfServices = {
  store,
  files: new FileStore(data.dataDir, Buffer.from(data.storageSecret, "base64")),
  scheduler: new JobWrites(() => app!),
  getApp: () => app!,
  urls: data.urls,
  calls: {
    runUdf: (resolved, args, tx, opts, logLines) =>
      executeUdf(services, resolved, args, tx, opts, logLines),
  },
};

function post(message: FromFunctionWorker): void {
  port.postMessage(message);
}

function takeCommit(
  commit: Extract<ToFunctionWorker, { type: "commit" }>,
): void {
  for (const w of commit.writes) {
    if (w.newDoc && w.json) rememberJson(w.newDoc, w.json);
    // New documents here go above every `_creationTime` already handed out.
    const created = w.oldDoc === null ? w.newDoc?._creationTime : undefined;
    if (created !== undefined && created > store.lastCreationTime)
      store.lastCreationTime = created;
  }
  const keep =
    floor !== null && floor < commit.keepAfter ? floor : commit.keepAfter;
  log.append(
    { ts: commit.ts, writes: commit.writes, bytes: 0, source: "" },
    keep,
  );
}

function handle(message: ToFunctionWorker): void {
  switch (message.type) {
    case "init":
      log = new WriteLog(message.horizon, { maxAgeMs: 0, maxBytes: 0 });
      for (const c of message.commits)
        log.append(
          { ts: c.ts, writes: c.writes, bytes: 0, source: "" },
          message.horizon,
        );
      return;
    case "commit":
      return takeCommit(message);
    case "forget":
      return log.dropAfter(message.after);
    case "catalog":
      // Inside a read transaction the file's catalog may be older: later.
      if (store.db.inTransaction) pendingCatalog = message;
      else store.catalog.follow(message.schema);
      return;
    case "app":
      // Older code is not called any more (a task for it runs on the backend's thread).
      apps.clear();
      apps.set(message.outDir, loadApp(message));
      return;
    case "run":
      queue.push(message);
      void pump();
  }
}

async function loadApp(
  message: Extract<ToFunctionWorker, { type: "app" }>,
): Promise<LoadedApp> {
  const own = await loadModules(message);
  const components = new Map<string, ComponentCode>();
  components.set("", {
    path: "",
    outDir: message.outDir,
    modules: own,
    schema: null,
    env: null,
    children: new Map(
      message.components
        .filter((c) => !c.path.includes("/"))
        .map((c) => [c.path, c.path]),
    ),
    // HTTP routing is the backend's: workers need no mounts.
    httpMounts: new Map(),
    httpPrefix: null,
  });
  for (const c of message.components) {
    components.set(c.path, {
      path: c.path,
      outDir: c.outDir,
      modules: await loadModules(c),
      schema: null,
      env: c.env,
      children: new Map(c.children),
      httpMounts: new Map(),
      httpPrefix: c.httpPrefix,
    });
  }
  return {
    outDir: message.outDir,
    modules: own,
    schema: null,
    authProviders: [],
    http: null,
    components,
  };
}

/** A bundle's query and mutation modules, and stand-ins for its actions. */
async function loadModules({
  outDir,
  modules,
  actions,
}: WorkerModules): Promise<Map<string, Record<string, unknown>>> {
  const loaded = new Map<string, Record<string, unknown>>();
  // What resolving a path needs to know of an action (a mutation schedules it).
  for (const { modulePath, name, isPublic } of actions) {
    const exports = loaded.get(modulePath) ?? {};
    exports[name] = { isAction: true, isPublic };
    loaded.set(modulePath, exports);
  }
  for (const modulePath of modules) {
    const file = join(outDir, "fn", `${modulePath}.mjs`);
    loaded.set(
      modulePath,
      (await import(pathToFileURL(file).href)) as Record<string, unknown>,
    );
  }
  return loaded;
}

async function pump(): Promise<void> {
  if (busy) return;
  busy = true;
  try {
    for (let next = queue.shift(); next; next = queue.shift())
      post(await run(next.id, next.task));
  } finally {
    busy = false;
  }
}

/** Takes in the commits up to `ts` that are already on the port. */
function catchUp(ts: bigint): void {
  while (log.latestTs < ts) {
    const received = receiveMessageOnPort(port);
    if (!received) throw new Error(`commit ${ts} has not reached this worker`);
    handle(received.message as ToFunctionWorker);
  }
  if (pendingCatalog) throw new Restart();
}

async function run(id: number, task: FunctionTask): Promise<FunctionDone> {
  const loading = apps.get(task.outDir);
  if (!loading)
    return unavailable(id, `code ${task.outDir} is not loaded here`);
  app = await loading;
  for (;;) {
    if (pendingCatalog) {
      store.catalog.follow(pendingCatalog.schema);
      pendingCatalog = null;
    }
    try {
      return await execute(id, task);
    } catch (e) {
      if (e instanceof Restart) continue;
      return unavailable(id, (e as Error).message);
    }
  }
}

async function execute(id: number, task: FunctionTask): Promise<FunctionDone> {
  const started = performance.now();
  const fileTs = store.beginRead();
  store.wantsTable = null;
  if (task.creationFloor > store.lastCreationTime)
    store.lastCreationTime = task.creationFloor;
  try {
    floor = fileTs < task.ts ? fileTs : task.ts;
    if (floor < log.horizon)
      throw new Error(`snapshot ${floor} is older than this worker's log`);
    catchUp(fileTs > task.ts ? fileTs : task.ts);
    const mutation = task.kind === "mutation";
    const ts = mutation ? log.latestTs : task.ts;
    const tx = new Transaction(store, log, ts, mutation);
    const logLines: string[] = [];
    const journal = task.journal ? { ...task.journal } : undefined;
    let outcome: FunctionDone["outcome"];
    try {
      const resolved = resolveFunction(app!, task.path, {
        expected: task.kind,
        fromClient: false,
        component: task.component,
      });
      const args = jsonToConvex(
        JSON.parse(task.argsJson) as JSONValue,
      ) as Record<string, Value>;
      const value = await executeUdf(
        services,
        resolved,
        args,
        tx,
        {
          auth: task.auth,
          fromClient: task.fromClient,
          component: task.component,
          ...(journal ? { journal } : {}),
        },
        logLines,
      );
      outcome = { ok: true, valueJson: JSON.stringify(convexToJson(value)) };
    } catch (e) {
      const err = toFunctionError(e);
      outcome = {
        ok: false,
        error: {
          message: err.message,
          ...(err.data !== undefined ? { data: err.data } : {}),
          ...(err.localStack !== undefined
            ? { localStack: err.localStack }
            : {}),
          errorName: err.errorName,
          trace: err.trace,
        },
      };
    }
    if (pendingCatalog) throw new Restart();
    // It wrote into a table that the backend has to create first. (Set by the run
    // above, which TypeScript's narrowing cannot see.)
    const wanted = store.wantsTable as string | null;
    if (wanted !== null) return unavailable(id, `table ${wanted} is new`);
    const wrote = outcome.ok && mutation;
    return {
      type: "done",
      id,
      outcome,
      ts,
      readSet: tx.readSet,
      identityRead: tx.identityRead,
      writes: wrote ? tx.pendingWrites() : [],
      deletedFiles: wrote ? tx.deletedFiles : [],
      logLines,
      usage: tx.usage(),
      journal: journal ?? null,
      ms: performance.now() - started,
    };
  } finally {
    store.endRead();
    floor = null;
  }
}

function unavailable(id: number, reason: string): FunctionDone {
  return {
    type: "done",
    id,
    outcome: { ok: false, unavailable: reason },
    ts: 0n,
    readSet: emptyReadSet(),
    identityRead: true,
    writes: [],
    deletedFiles: [],
    logLines: [],
    usage: null,
    journal: null,
    ms: 0,
  };
}

installGlobals();
lowerThisThread(NICE.functions);
port.on("message", handle);
post({ type: "ready" });
