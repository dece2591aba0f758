/**
 * One execution of user code: its identity, request id, log lines and the closed flag
 * that makes late syscalls fail, and the services its syscalls reach. Which syscalls it
 * answers is its environment's (`syscalls/database.ts` for queries and mutations,
 * `syscalls/action.ts` for actions and HTTP actions).
 */
import { type JSONValue, type Value } from "convex/values";
import { type Committer } from "../database/committer";
import { type Transaction } from "../database/transaction";
import { type FileStore } from "../storage/files";
import { type Store } from "../storage/store";
import {
  type CallOptions,
  isAuthError,
  type RunResult,
  type UserIdentity,
} from "./call";
import { errorText, type ResolvedFunction, toFunctionError } from "./functions";
import { type Execution, type ExecutionKind, seededRandom } from "./globals";
import { type LoadedApp } from "./loader";
import { type FunctionTarget } from "./components/addresses";

/** The entry points nested calls go through (the runner). */
export interface Calls {
  runQuery(
    path: string,
    args: Record<string, Value>,
    opts: CallOptions,
  ): Promise<RunResult>;
  runMutation(
    path: string,
    args: Record<string, Value>,
    opts: CallOptions,
  ): Promise<RunResult>;
  runAction(
    path: string,
    args: Record<string, Value>,
    opts: CallOptions,
  ): Promise<RunResult>;
  /** Executes a query or mutation inside `tx` (top-level or nested). */
  runUdf(
    resolved: ResolvedFunction,
    args: Record<string, Value>,
    tx: Transaction,
    opts: CallOptions,
    logLines: string[],
  ): Promise<Value>;
}

/** What scheduling syscalls need from the scheduler. */
export interface JobScheduler {
  /**
   * Schedules a function at `tsSeconds` in `tx`, as a job of its own component (whose
   * scheduler runs it there); returns the job's id.
   */
  schedule(
    tx: Transaction,
    target: FunctionTarget,
    tsSeconds: number,
    args: Record<string, Value>,
  ): string;
  cancel(tx: Transaction, id: string): void;
}

/**
 * What queries' and mutations' syscalls reach: the database (through their
 * transaction), files, the scheduler, loaded code and nested `runQuery`/`runMutation`.
 * A function worker builds its own (`pool/function-worker-main.ts`).
 */
export interface UdfServices {
  readonly store: Store;
  readonly files: Pick<FileStore, "read" | "write" | "remove" | "uploadToken">;
  readonly scheduler: JobScheduler;
  readonly getApp: () => LoadedApp;
  readonly urls: { cloud: string; site: string };
  readonly calls: Pick<Calls, "runUdf">;
}

/** What actions reach besides: the committer (each call its own transaction) and every entry point. */
export interface Services extends UdfServices {
  readonly committer: Pick<
    Committer,
    "read" | "write" | "sessionResult" | "pinned" | "snapshot" | "durableTs"
  >;
  readonly calls: Calls;
}

/** How an environment answers an execution's syscalls. */
export interface Environment<E> {
  syscall(exec: E, op: string, args: JSONValue): unknown;
  asyncSyscall(exec: E, op: string, args: JSONValue): unknown;
  jsSyscall(exec: E, op: string, args: unknown): unknown;
}

let requestCounter = 0;

export abstract class BaseExecution implements Execution {
  closed = false;
  frozenNow?: number;
  random: () => number = Math.random;
  readonly requestId = (++requestCounter).toString(16).padStart(16, "0");

  constructor(
    readonly services: UdfServices,
    readonly kind: ExecutionKind,
    readonly opts: CallOptions,
    readonly logLines: string[],
  ) {}

  get depth(): number {
    return this.opts.depth ?? 0;
  }

  /** The component instance this code runs in ("" = the app). */
  get component(): string {
    return this.opts.component ?? "";
  }

  private boundEnv: Record<string, string> | undefined;

  /**
   * A component's `process.env`: what its parent bound, and the deployment's URLs;
   * nothing else of the app's env. The app's own code reads the real `process.env`.
   */
  get componentEnv(): Readonly<Record<string, string>> | undefined {
    if (this.component === "") return undefined;
    const code = this.services.getApp().components.get(this.component);
    // A component whose routes are mounted sees its site URL under its prefix, as
    // Convex gives it (isolate udf/phase.rs).
    const mount = code?.httpPrefix?.replace(/\/$/, "") ?? "";
    this.boundEnv ??= {
      ...code?.env,
      CONVEX_CLOUD_URL: this.services.urls.cloud,
      CONVEX_SITE_URL: `${this.services.urls.site}${mount}`,
    };
    return this.boundEnv;
  }

  /** The caller's identity; a token that failed validation throws its error. */
  identity(): UserIdentity | null {
    const auth = this.opts.auth;
    if (isAuthError(auth)) throw new Error(auth.error);
    return auth;
  }

  abstract syscall(op: string, args: JSONValue): unknown;
  abstract asyncSyscall(op: string, args: JSONValue): unknown;
  abstract jsSyscall(op: string, args: unknown): unknown;
}

/** A query or mutation, inside its transaction: a frozen clock and a seeded PRNG. */
export class UdfExecution extends BaseExecution {
  /** Whether it ran its one paginated query. */
  paginated = false;

  constructor(
    services: UdfServices,
    private readonly env: Environment<UdfExecution>,
    override readonly kind: "query" | "mutation",
    readonly tx: Transaction,
    opts: CallOptions,
    logLines: string[],
    readonly path: string,
  ) {
    super(services, kind, opts, logLines);
    this.frozenNow = Date.now();
    this.random = seededRandom(Math.floor(Math.random() * 2 ** 31));
  }

  /** Reading the identity makes the result this caller's (`TransactionReads.identityRead`). */
  override identity(): UserIdentity | null {
    this.tx.noteIdentityRead();
    return super.identity();
  }

  syscall(op: string, args: JSONValue): unknown {
    return this.env.syscall(this, op, args);
  }

  asyncSyscall(op: string, args: JSONValue): unknown {
    return this.env.asyncSyscall(this, op, args);
  }

  jsSyscall(op: string, args: unknown): unknown {
    return this.env.jsSyscall(this, op, args);
  }
}

/** An action or HTTP action: each database call is its own transaction. */
export class ActionExecution extends BaseExecution {
  constructor(
    override readonly services: Services,
    private readonly env: Environment<ActionExecution>,
    override readonly kind: "action" | "http",
    opts: CallOptions,
    logLines: string[],
    /** The action's path ("messages:send"); "" for an HTTP action. */
    readonly path = "",
  ) {
    super(services, kind, opts, logLines);
  }

  syscall(op: string, args: JSONValue): unknown {
    return this.env.syscall(this, op, args);
  }

  asyncSyscall(op: string, args: JSONValue): unknown {
    return this.env.asyncSyscall(this, op, args);
  }

  jsSyscall(op: string, args: unknown): unknown {
    return this.env.jsSyscall(this, op, args);
  }
}

/**
 * A nested call's failure as the `convex` package's syscall wrapper expects it:
 * `message`, and `data` for a ConvexError (rethrown as one, its data intact). Convex
 * gives the calling code the callee's whole error, "Uncaught …" and its frames
 * (`JsError` as text), so an uncaught one reads "Uncaught Error: Uncaught Error: …".
 * Inside a query or mutation, an error the backend raised checking the call (a missing
 * function, invalid arguments or return value) is its bare message, as Convex's
 * `InvalidArgs`/`InvalidReturnValue`; an action gets every error as text.
 */
export function rejection(
  e: unknown,
  caller: "udf" | "action",
): Error & { data?: JSONValue } {
  const err = toFunctionError(e);
  const bare = caller === "udf" && err.errorName === null;
  const out: Error & { data?: JSONValue } = new Error(
    bare ? err.message : errorText(err),
  );
  if (err.data !== undefined) out.data = err.data;
  return out;
}
