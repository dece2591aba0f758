/**
 * Messages between the backend and its function workers (`function-worker-main.ts`).
 * A worker reads the database through its own SQLite connection and keeps its own copy
 * of the write log, so a call costs two messages (the task, its outcome) whatever it
 * reads:
 * - the backend sends every commit as it is applied (`commit`), a failed batch's
 *   commits to forget (`forget`), the catalog when it changes, and the code to load;
 * - a task carries the call and its snapshot; the outcome carries the result, the read
 *   set (for subscriptions' invalidation) and the usage.
 */
import { type MessagePort } from "node:worker_threads";
import { type JSONValue } from "convex/values";
import { type TransactionUsage } from "../../database/meter";
import { type ReadSet, type WriteEntry } from "../../database/read-set";
import { type SchemaJson } from "../../storage/store";
import { type Auth, type PaginationJournal } from "../call";

/** What a worker is started with (`workerData`, the port transferred). */
export interface FunctionWorkerData {
  port: MessagePort;
  dataDir: string;
  /** The storage signing secret, base64 (upload URLs). */
  storageSecret: string;
  urls: { cloud: string; site: string };
}

/**
 * One query or mutation; `path` is already resolved and its args checked. A query
 * reads snapshot `ts`; a mutation reads the latest the worker knows, `ts` or later
 * (the less time between its snapshot and its commit, the fewer conflicts), and its
 * writes come back for the backend to commit.
 */
export interface FunctionTask {
  kind: "query" | "mutation";
  outDir: string;
  path: string;
  /** The component instance it runs in ("" = the app). */
  component: string;
  /** `convexToJson(args)` as JSON text. */
  argsJson: string;
  auth: Auth;
  fromClient: boolean;
  ts: bigint;
  journal: PaginationJournal | null;
  /** The last `_creationTime` the backend handed out: new documents' go above it. */
  creationFloor: number;
}

export interface FunctionErrorFields {
  message: string;
  data?: JSONValue;
  localStack?: string;
  errorName: string | null;
  /** Frames as Convex shows them, mapped here (the worker reads the same bundle). */
  trace: string;
}

export type FunctionOutcome =
  | { ok: true; valueJson: string }
  | { ok: false; error: FunctionErrorFields }
  /** The worker could not serve the task (e.g. its snapshot): run it on the backend's thread. */
  | { ok: false; unavailable: string };

export interface FunctionDone {
  type: "done";
  id: number;
  outcome: FunctionOutcome;
  /** The snapshot it read. */
  ts: bigint;
  readSet: ReadSet;
  /** Whether it read the caller's identity. */
  identityRead: boolean;
  /** A successful mutation's writes (`Transaction.pendingWrites`), and files it deleted. */
  writes: WriteEntry[];
  deletedFiles: string[];
  logLines: string[];
  usage: TransactionUsage | null;
  journal: PaginationJournal | null;
  /** How long it ran in the worker (the queue's cost estimates). */
  ms: number;
}

export type ToFunctionWorker =
  | {
      type: "init";
      /** Commits at or before this ts are not in the copy of the log. */
      horizon: bigint;
      commits: { ts: bigint; writes: readonly WriteEntry[] }[];
    }
  | {
      type: "commit";
      ts: bigint;
      writes: readonly WriteEntry[];
      /** The oldest snapshot the backend still needs (older commits may go). */
      keepAfter: bigint;
    }
  | { type: "forget"; after: bigint }
  | { type: "catalog"; version: number; schema: SchemaJson | null }
  | ({
      type: "app";
      /** The app's components (none without a `convex.config`). */
      components: WorkerComponent[];
    } & WorkerModules)
  | { type: "run"; id: number; task: FunctionTask };

/** A bundle's functions as a worker loads them. */
export interface WorkerModules {
  outDir: string;
  /** Modules with queries or mutations: the worker imports them. */
  modules: string[];
  /** The other modules' functions (actions: scheduled from mutations, never run here). */
  actions: { modulePath: string; name: string; isPublic: boolean }[];
}

/** A component instance as a worker needs it (`ComponentCode` without its exports). */
export interface WorkerComponent extends WorkerModules {
  path: string;
  env: Record<string, string>;
  children: [string, string][];
  httpPrefix: string | null;
}

export type FromFunctionWorker = { type: "ready" } | FunctionDone;

/** A read set as it arrives from a worker: its keys are plain Uint8Arrays again. */
export function receivedReadSet(r: ReadSet): ReadSet {
  const buf = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.length);
  return {
    intervals: r.intervals.map((iv) => ({
      indexId: iv.indexId,
      lo: buf(iv.lo),
      hi: buf(iv.hi),
    })),
    points: r.points,
    searchTables: r.searchTables,
    missingTables: r.missingTables,
  };
}
