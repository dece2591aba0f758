/**
 * The action environment (actions and HTTP actions): `ctx.runQuery`, `runMutation` and
 * `runAction` (each its own transaction or action), scheduling and cancelling in a
 * transaction of their own, vector search, plus the common and storage syscalls. Every
 * async syscall answers with a promise.
 */
import { convexToJson, type JSONValue, type Value } from "convex/values";
import { LIMITS } from "../../values/validate";
import { type CallOptions, type RunResult } from "../call";
import {
  type ActionExecution,
  type Environment,
  rejection,
} from "../execution";
import { type Args } from "./args";
import { type Address } from "../components/addresses";
import { commonSyscalls, functionAddress, target } from "./common";
import { actionStorageSyscalls, storageJsSyscalls } from "./file-storage";
import {
  dispatch,
  dispatchJs,
  none,
  type SyscallTable,
  syscalls,
  unknownAsyncOperation,
} from "./table";

const action = syscalls<ActionExecution>();

/** A function to call or schedule, and its arguments (none: `{}`). */
function nestedCall(a: Args): {
  address: Address;
  args: Record<string, Value>;
} {
  return {
    address: functionAddress(a),
    args: a.optionalConvexObject("args") ?? {},
  };
}

type Entry = "runQuery" | "runMutation" | "runAction";

/**
 * A nested call one level deeper, in the component the address names, with the
 * action's identity; its log lines join the action's.
 */
async function call(
  exec: ActionExecution,
  entry: Entry,
  address: Address,
  args: Record<string, Value>,
): Promise<JSONValue> {
  if (exec.depth + 1 >= LIMITS.maxCallDepth) {
    throw new Error(`Call depth limit exceeded (${LIMITS.maxCallDepth}).`);
  }
  try {
    const { component, path } = target(exec, address);
    const opts: CallOptions = {
      auth: exec.opts.auth,
      fromClient: false,
      depth: exec.depth + 1,
      component,
    };
    const result: RunResult = await exec.services.calls[entry](
      path,
      args,
      opts,
    );
    exec.logLines.push(...result.logLines);
    return convexToJson(result.value);
  } catch (e) {
    throw rejection(e, "action");
  }
}

const actionSyscalls: SyscallTable<ActionExecution> = {
  "1.0/actions/query": action({
    args: nestedCall,
    run: (exec, { address, args }) => call(exec, "runQuery", address, args),
  }),
  "1.0/actions/mutation": action({
    args: nestedCall,
    run: (exec, { address, args }) => call(exec, "runMutation", address, args),
  }),
  "1.0/actions/action": action({
    args: nestedCall,
    run: (exec, { address, args }) => call(exec, "runAction", address, args),
  }),
  "1.0/actions/schedule": action({
    args: (a) => ({ ...nestedCall(a), ts: a.number("ts") }),
    run: async (exec, { address, ts, args }) => {
      const { committer, scheduler } = exec.services;
      const job = target(exec, address);
      const { result } = await committer.write((tx) =>
        tx.inNamespace(exec.component, () =>
          scheduler.schedule(tx, job, ts, args),
        ),
      );
      return result;
    },
  }),
  "1.0/actions/cancel_job": action({
    args: (a) => a.string("id"),
    run: async (exec, id) => {
      const { committer, scheduler } = exec.services;
      await committer.write((tx) =>
        tx.inNamespace(exec.component, () => scheduler.cancel(tx, id)),
      );
      return null;
    },
  }),
  // As Convex's action environment answers it (isolate action/async_syscall.rs).
  "1.0/getFunctionMetadata": action({
    args: none,
    run: (exec) => ({ name: exec.path, componentPath: exec.component }),
  }),
  "1.0/actions/vectorSearch": action({
    args: (a) => {
      const query = a.object("query");
      return {
        indexName: query.string("indexName"),
        vector: query.numbers("vector"),
        limit: query.nullableNumber("limit") ?? 10,
        expressions: query.optionalJson("expressions") ?? null,
      };
    },
    run: async (exec, { indexName, vector, limit, expressions }) => {
      const { result } = await exec.services.committer.read((tx) =>
        tx.inNamespace(exec.component, () =>
          tx.vectorSearch(indexName, vector, limit, expressions),
        ),
      );
      return { results: result };
    },
  }),
};

const actionAsyncSyscalls: SyscallTable<ActionExecution> = {
  ...commonSyscalls,
  ...actionStorageSyscalls,
  ...actionSyscalls,
};

export const actionEnvironment: Environment<ActionExecution> = {
  syscall: (_exec, op) => {
    throw new Error(`Unknown operation ${op} (not available in actions)`);
  },
  // Always a promise, as from an async function: a throw becomes a rejection.
  asyncSyscall: (exec, op, args) =>
    new Promise((resolve) => {
      resolve(
        dispatch(actionAsyncSyscalls, exec, op, args, unknownAsyncOperation),
      );
    }),
  jsSyscall: (exec, op, args) =>
    dispatchJs(
      storageJsSyscalls,
      exec,
      op,
      args,
      (o) => `Unknown JS syscall ${o}`,
    ),
};
