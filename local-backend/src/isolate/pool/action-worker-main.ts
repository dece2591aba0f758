/**
 * An action worker: a thread that runs actions' user code, so CPU-heavy actions
 * (password hashing, parsing, crypto) never block the thread that serves queries,
 * mutations and the sync protocol. Convex runs functions in a pool of isolates; this
 * is the local equivalent for actions.
 *
 * It imports the same bundle as the backend (lazily, per module) and installs the same
 * runtime globals. Every syscall an action makes goes to the backend as one message and
 * is answered there by the action's execution; the database never lives here.
 */
import { parentPort } from "node:worker_threads";
import { type JSONValue } from "convex/values";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Execution, executions, installGlobals } from "../globals";
import {
  type FromActionWorker,
  type ActionOutcome,
  type SyscallReply,
  type ToActionWorker,
  fromWire,
  toWire,
} from "./action-worker-protocol";
import { lowerThisThread, NICE } from "./thread-priority";

type RegisteredAction = {
  isAction?: boolean;
  invokeAction?: (requestId: string, argsJson: string) => Promise<string>;
};

const port = parentPort!;
const pending = new Map<string, (reply: SyscallReply) => void>();
const moduleCache = new Map<string, Promise<Record<string, unknown>>>();
let nextCall = 1;

function post(message: FromActionWorker): void {
  port.postMessage(message);
}

function loadModule(
  outDir: string,
  modulePath: string,
): Promise<Record<string, unknown>> {
  const key = `${outDir}\0${modulePath}`;
  let loaded = moduleCache.get(key);
  if (!loaded) {
    const file = join(outDir, "fn", `${modulePath}.mjs`);
    loaded = import(pathToFileURL(file).href) as Promise<
      Record<string, unknown>
    >;
    moduleCache.set(key, loaded);
  }
  return loaded;
}

/** Sends one syscall to the backend and waits for its answer. */
function call(
  id: number,
  message:
    | { type: "syscall"; op: string; argsJson: string }
    | { type: "jsSyscall"; op: string; args: unknown },
): Promise<SyscallReply> {
  const callId = nextCall++;
  return new Promise((resolve) => {
    pending.set(`${id}:${callId}`, resolve);
    post({ ...message, id, call: callId });
  });
}

function rejectWith(reply: Extract<SyscallReply, { ok: false }>): never {
  const error = new Error(reply.error.message) as Error & { data?: unknown };
  if (reply.error.data !== undefined) error.data = reply.error.data;
  throw error;
}

/** The worker-side face of one running action: everything goes to the backend. */
class RemoteExecution implements Execution {
  readonly kind = "action" as const;
  random = Math.random;
  readonly logLines: string[] = [];
  closed = false;

  constructor(
    private readonly id: number,
    readonly componentEnv?: Readonly<Record<string, string>>,
  ) {}

  syscall(op: string): unknown {
    throw new Error(`Unknown operation ${op} (not available in actions)`);
  }

  asyncSyscall(op: string, args: JSONValue): Promise<unknown> {
    return call(this.id, {
      type: "syscall",
      op,
      argsJson: JSON.stringify(args),
    }).then((reply) => {
      if (!reply.ok) rejectWith(reply);
      if (!("json" in reply)) throw new Error(`Unexpected reply to ${op}`);
      return JSON.parse(reply.json) as unknown;
    });
  }

  async jsSyscall(op: string, args: unknown): Promise<unknown> {
    const sent = await toWire(args);
    const reply = await call(this.id, { type: "jsSyscall", op, args: sent });
    if (!reply.ok) rejectWith(reply);
    if (!("value" in reply)) throw new Error(`Unexpected reply to ${op}`);
    return fromWire(reply.value);
  }
}

function failure(e: unknown): ActionOutcome {
  const err = (typeof e === "object" && e !== null ? e : {}) as {
    message?: unknown;
    name?: unknown;
    stack?: unknown;
    data?: unknown;
  };
  const convexError =
    typeof e === "object" &&
    e !== null &&
    (Symbol.for("ConvexError") in e || "ConvexErrorSymbol" in e);
  return {
    ok: false,
    error: {
      message: typeof err.message === "string" ? err.message : String(e),
      // A thrown non-object has no name: Convex reports it as "Uncaught <value>".
      name:
        typeof e !== "object" || e === null
          ? ""
          : typeof err.name === "string"
            ? err.name
            : "Error",
      ...(typeof err.stack === "string" ? { stack: err.stack } : {}),
      ...(typeof err.data === "string" ? { data: err.data } : {}),
      convexError,
    },
  };
}

async function run(
  message: Extract<ToActionWorker, { type: "run" }>,
): Promise<void> {
  const execution = new RemoteExecution(message.id, message.componentEnv);
  let outcome: ActionOutcome;
  try {
    const exports = await loadModule(message.outDir, message.modulePath);
    const fn = exports[message.exportName] as RegisteredAction | undefined;
    if (!fn?.isAction || !fn.invokeAction)
      throw new Error(
        `${message.modulePath}:${message.exportName} is not an action.`,
      );
    const json = await executions.run(execution, () =>
      fn.invokeAction!(message.requestId, message.argsJson),
    );
    outcome = { ok: true, json };
  } catch (e) {
    outcome = failure(e);
  } finally {
    execution.closed = true;
  }
  post({ type: "done", id: message.id, outcome, logLines: execution.logLines });
}

installGlobals();
lowerThisThread(NICE.actions);
port.on("message", (message: ToActionWorker) => {
  if (message.type === "reply") {
    const key = `${message.id}:${message.call}`;
    const resolve = pending.get(key);
    pending.delete(key);
    resolve?.(message.reply);
  } else if (message.type === "run") {
    void run(message);
  }
});
post({ type: "ready" });
