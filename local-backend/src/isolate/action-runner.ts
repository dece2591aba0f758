/**
 * The action entry points of user code: actions (in the action workers, or on this
 * thread without them) and HTTP actions. They run outside the committer's
 * transactions; each of their `run*` calls is its own transaction. The runner
 * (`./runner.ts`) resolves the function and hands it here.
 */
import {
  convexToJson,
  type JSONValue,
  jsonToConvex,
  type Value,
} from "convex/values";
import { type Auth, type CallOptions, type RunResult } from "./call";
import { ActionExecution, type Services } from "./execution";
import {
  attachLogs,
  idTables,
  invoke,
  type ResolvedFunction,
  toFunctionError,
  validateArgs,
  validateReturns,
} from "./functions";
import { executions } from "./globals";
import { type RegisteredFunction } from "./loader";
import { type ActionPool } from "./pool/action-pool";
import { actionEnvironment } from "./syscalls/action";
import { type Watchdog } from "./watchdog";

export class ActionRunner {
  constructor(
    private readonly services: Services,
    private readonly watchdog: Watchdog,
    /** Action workers; null runs actions on this thread. */
    private readonly pool: Pick<ActionPool, "invoke"> | null,
  ) {}

  /** Runs a resolved action with Convex's checks, its time limit and its log lines. */
  async run(
    resolved: ResolvedFunction,
    args: Record<string, Value>,
    opts: CallOptions,
  ): Promise<RunResult> {
    const { store } = this.services;
    validateArgs(resolved, args, idTables(store, resolved.component));
    const logLines: string[] = [];
    const execution = new ActionExecution(
      this.services,
      actionEnvironment,
      "action",
      { ...opts, component: resolved.component },
      logLines,
      resolved.path,
    );
    const timedOut = new AbortController();
    try {
      const value = await this.watchdog.watch(
        this.invoke(resolved, args, execution, timedOut.signal),
        resolved.path,
        "action",
        () => timedOut.abort(),
      );
      validateReturns(resolved, value, idTables(store, resolved.component));
      return { value, logLines, ts: store.lastCommitTs };
    } catch (e) {
      throw attachLogs(toFunctionError(e), logLines);
    } finally {
      execution.closed = true;
    }
  }

  /**
   * Runs an action's code in a worker (or here, without workers); `timedOut` stops
   * the worker's run (here, code that never settles cannot be stopped).
   */
  private async invoke(
    resolved: ResolvedFunction,
    args: Record<string, Value>,
    execution: ActionExecution,
    timedOut: AbortSignal,
  ): Promise<Value> {
    if (!this.pool) {
      return executions.run(execution, () =>
        invoke(resolved, args, execution.requestId),
      );
    }
    const app = this.services.getApp();
    const json = await this.pool.invoke({
      // A component's actions are in its definition's bundle.
      outDir: app.components.get(resolved.component)?.outDir ?? app.outDir,
      modulePath: resolved.modulePath,
      exportName: resolved.exportName,
      requestId: execution.requestId,
      argsJson: JSON.stringify(convexToJson([args])),
      execution,
      timedOut,
    });
    return jsonToConvex(JSON.parse(json) as JSONValue);
  }

  /** An HTTP action of the app's `http.ts`, or of the component at `component`. */
  async runHttp(
    handler: RegisteredFunction,
    request: Request,
    auth: Auth,
    component: string,
    /** Collects its log lines. */
    logLines: string[] = [],
  ): Promise<Response> {
    const execution = new ActionExecution(
      this.services,
      actionEnvironment,
      "http",
      { auth, fromClient: true, component },
      logLines,
    );
    try {
      return await executions.run(execution, () =>
        handler.invokeHttpAction!(request),
      );
    } finally {
      execution.closed = true;
    }
  }
}
