/**
 * The deployment's function log, as Convex keeps it for `npx convex logs` and the
 * dashboard (convex-backend `crates/application/src/function_log.rs`,
 * `crates/local_backend/src/logs.rs`): the last 1000 executions in memory, each under a
 * cursor (ms since the epoch, strictly increasing), served by
 * `GET /api/stream_function_logs?cursor=<ms>` as a long poll: the entries after the
 * cursor and the last one's cursor, or, when there are none, an answer as soon as one
 * arrives (an empty one after 60 s, or when the backend stops).
 *
 * Entries are Convex's `FunctionExecutionJson` `Completion`s with structured log lines
 * (what it sends the CLI). Here an action's lines come with its completion (Convex
 * also streams them while it runs, as `Progress` entries), and each line carries the
 * execution's start as its timestamp.
 */
import { type CompletedExecution } from "../isolate/observe";

/** Convex's `MAX_UDF_EXECUTION`: completions kept. */
const CAPACITY = 1000;
/** Lines kept per execution, and bytes per line, as Convex caps them. */
const MAX_LINES = 256;
const MAX_LINE_LENGTH = 32768;
/** How long a poll waits for an entry before answering none (Convex: 60 s). */
const POLL_MS = 60_000;

const UDF_TYPE = {
  query: "Query",
  mutation: "Mutation",
  action: "Action",
  http: "HttpAction",
} as const;

const LEVELS = new Set(["LOG", "DEBUG", "INFO", "WARN", "ERROR"]);

/** A line `[LEVEL] text` as Convex's structured `LogLineJson`. */
function structuredLine(line: string, timestamp: number) {
  const match = /^\[([A-Z]+)\] /.exec(line);
  const level = match && LEVELS.has(match[1]!) ? match[1]! : "LOG";
  const text =
    match && LEVELS.has(match[1]!) ? line.slice(match[0].length) : line;
  const isTruncated = text.length > MAX_LINE_LENGTH;
  return {
    messages: [isTruncated ? text.slice(0, MAX_LINE_LENGTH) : text],
    isTruncated,
    timestamp,
    level,
    systemMetadata: null,
  };
}

let executionCounter = 0;

/** An execution as Convex's `FunctionExecutionJson::Completion`. */
export function completionJson(e: CompletedExecution) {
  const seconds = e.startedMs / 1000;
  const id = (++executionCounter).toString(16).padStart(16, "0");
  return {
    kind: "Completion" as const,
    udfType: UDF_TYPE[e.kind],
    componentPath: e.component === "" ? null : e.component,
    identifier: e.path,
    logLines: e.logLines
      .slice(0, MAX_LINES)
      .map((line) => structuredLine(line, Math.floor(e.startedMs))),
    timestamp: seconds,
    cachedResult: false,
    caller: e.kind === "http" ? "HttpEndpoint" : "HttpApi",
    parentExecutionId: null,
    executionTime: e.durationMs / 1000,
    userExecutionTime: e.durationMs / 1000,
    success: null,
    error: e.error,
    requestId: id,
    executionId: id,
    usageStats: {
      databaseReadBytes: 0,
      databaseWriteBytes: 0,
      databaseIoReadBytes: 0,
      databaseIoWriteBytes: 0,
      databaseReadDocuments: 0,
      databaseWriteDocuments: 0,
      databaseWriteIndexRows: 0,
      storageReadBytes: 0,
      storageWriteBytes: 0,
      vectorIndexReadBytes: 0,
      vectorIndexWriteBytes: 0,
      textIndexQueryBytes: 0,
      textIndexWriteQueryBytes: 0,
      vectorIndexReadQueryBytes: 0,
      vectorIndexWriteQueryBytes: 0,
      networkEgressBytes: 0,
      memoryUsedMb: 0,
    },
    returnBytes: null,
    occInfo: null,
    willRetry: false,
    executionTimestamp: seconds,
    identityType: "unknown",
    environment: "isolate",
  };
}

export type FunctionLogEntry = ReturnType<typeof completionJson>;

export interface FunctionLogPage {
  entries: FunctionLogEntry[];
  newCursor: number;
}

export class FunctionLog {
  /** Oldest first; at most `capacity`. */
  private readonly log: { cursor: number; entry: FunctionLogEntry }[] = [];
  private readonly waiters = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly capacity = CAPACITY,
    private readonly pollMs = POLL_MS,
  ) {}

  /** Records an execution that ended (the runner's observer). */
  readonly add = (execution: CompletedExecution): void => {
    const last = this.log.at(-1)?.cursor ?? 0;
    const now = Date.now();
    // Strictly increasing, as Convex's `next_up()` keeps it.
    const cursor = now > last ? now : last + 0.001;
    this.log.push({ cursor, entry: completionJson(execution) });
    if (this.log.length > this.capacity) this.log.shift();
    this.wake();
  };

  /** The entries after `cursor`, now, or as soon as there are any (see the header). */
  async after(cursor: number, signal: AbortSignal): Promise<FunctionLogPage> {
    const deadline = Date.now() + this.pollMs;
    for (;;) {
      const page = this.page(cursor);
      if (page.entries.length > 0 || this.closed || signal.aborted) return page;
      const left = deadline - Date.now();
      if (left <= 0) return page;
      await this.next(left, signal);
    }
  }

  /** How many polls wait for an entry (tests wait for a follower to be listening). */
  get waitingPolls(): number {
    return this.waiters.size;
  }

  /** Answers every waiting poll (the backend is stopping). */
  close(): void {
    this.closed = true;
    this.wake();
  }

  private page(cursor: number): FunctionLogPage {
    let first = this.log.length;
    while (first > 0 && this.log[first - 1]!.cursor > cursor) first--;
    if (first === this.log.length) return { entries: [], newCursor: cursor };
    return {
      entries: this.log.slice(first).map((e) => e.entry),
      newCursor: this.log.at(-1)!.cursor,
    };
  }

  /** Resolves at the next entry, after `ms`, or when `signal` aborts. */
  private next(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener("abort", done);
      this.waiters.add(done);
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
