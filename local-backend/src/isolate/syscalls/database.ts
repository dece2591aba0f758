/**
 * The query and mutation environment: database syscalls inside the execution's
 * transaction, nested `ctx.runQuery`/`ctx.runMutation`, scheduling and metadata, plus
 * the common and storage syscalls. Database work happens at once, synchronously
 * (SQLite is synchronous); only nested calls and file reads return a promise. A result
 * that is a stored document is its stored JSON spliced into the response (`JsonText`).
 */
import { convexToJson, type Value } from "convex/values";
import { DEFAULT_LIMITS, type TransactionLimits } from "../../database/meter";
import { type SerializedQuery } from "../../database/query";
import { type Transaction } from "../../database/transaction";
import { LIMITS } from "../../values/validate";
import { type CallOptions } from "../call";
import { type Environment, rejection, type UdfExecution } from "../execution";
import { idTables, resolveFunction, validateArgs } from "../functions";
import { JsonText } from "../globals";
import { type Args } from "./args";
import { type Address } from "../components/addresses";
import {
  commonSyscalls,
  functionAddress,
  target as addressTarget,
} from "./common";
import { serializedQuery } from "./query-args";
import { udfStorageSyscalls } from "./file-storage";
import {
  dispatch,
  none,
  type SyscallTable,
  syscalls,
  unknownAsyncOperation,
} from "./table";

const udf = syscalls<UdfExecution>();

/** A document to write: its id, and the table it must be in (`ctx.db.patch("t", id, …)`). */
function target(a: Args): { id: string; table: string | undefined } {
  return { id: a.string("id"), table: a.optionalString("table") };
}

/** The synchronous syscalls (`Convex.syscall`). */
const databaseSyscalls: SyscallTable<UdfExecution> = {
  "1.0/queryStream": udf({
    args: serializedQuery,
    run: (exec, query) => ({ queryId: exec.tx.openStream(query, false) }),
  }),
  "1.0/queryCleanup": udf({
    args: (a) => a.number("queryId"),
    run: (exec, queryId) => {
      exec.tx.closeStream(queryId);
      return true;
    },
  }),
  "1.0/db/normalizeId": udf({
    args: (a) => ({ table: a.string("table"), idString: a.string("idString") }),
    run: (exec, { table, idString }) => ({
      id: exec.tx.normalizeId(table, idString),
    }),
  }),
  "1.0/getSnapshotTs": udf({
    args: none,
    run: (exec) => convexToJson(exec.tx.snapshotTs),
  }),
};

const databaseAsyncSyscalls: SyscallTable<UdfExecution> = {
  "1.0/get": udf({
    args: (a) => ({
      id: a.string("id"),
      system: a.optionalBoolean("isSystem") === true,
      table: a.optionalString("table"),
    }),
    run: (exec, { id, system, table }) => {
      const row = exec.tx.getStored(id, { system, table });
      return row === null ? null : new JsonText(row.json);
    },
  }),
  "1.0/queryStreamNext": udf({
    args: (a) => a.number("queryId"),
    run: (exec, queryId) => {
      const row = exec.tx.streamNextStored(queryId);
      return row === null
        ? { value: null, done: true }
        : new JsonText(`{"value":${row.json},"done":false}`);
    },
  }),
  "1.0/queryPage": udf({
    args: (a) => ({
      query: serializedQuery(a),
      cursor: a.nullableString("cursor"),
      endCursor: a.nullableString("endCursor"),
      pageSize: a.number("pageSize"),
      maximumRowsRead: a.nullableNumber("maximumRowsRead"),
      maximumBytesRead: a.nullableNumber("maximumBytesRead"),
    }),
    run: queryPage,
  }),
  "1.0/count": udf({
    args: (a) => a.string("table"),
    run: (exec, table) => exec.tx.count(table),
  }),
  "1.0/insert": udf({
    mutation: "insert",
    args: (a) => ({ table: a.string("table"), value: a.convexObject("value") }),
    run: (exec, { table, value }) => ({ _id: exec.tx.insert(table, value) }),
  }),
  "1.0/shallowMerge": udf({
    mutation: "patch",
    args: (a) => ({ ...target(a), value: a.jsonObject("value") }),
    run: (exec, { id, table, value }) => {
      exec.tx.patch(id, value, { table });
      return null;
    },
  }),
  "1.0/replace": udf({
    mutation: "replace",
    args: (a) => ({ ...target(a), value: a.convexObject("value") }),
    run: (exec, { id, table, value }) => {
      exec.tx.replace(id, value, { table });
      return null;
    },
  }),
  "1.0/remove": udf({
    mutation: "delete",
    args: target,
    run: (exec, { id, table }) => {
      exec.tx.delete(id, { table });
      return null;
    },
  }),
  "1.0/runUdf": udf({
    args: (a) => ({
      udfType: a.string("udfType"),
      address: functionAddress(a),
      args: a.convexObject("args"),
      transactionLimits: transactionBudget(a),
    }),
    run: runNested,
  }),
  "1.0/schedule": udf({
    mutation: "scheduler.runAfter/runAt",
    args: (a) => ({
      address: functionAddress(a),
      ts: a.number("ts"),
      args: a.convexObject("args"),
    }),
    run: (exec, { address, ts, args }) =>
      exec.services.scheduler.schedule(
        exec.tx,
        addressTarget(exec, address),
        ts,
        args,
      ),
  }),
  "1.0/cancel_job": udf({
    mutation: "scheduler.cancel",
    args: (a) => a.string("id"),
    run: (exec, id) => {
      exec.services.scheduler.cancel(exec.tx, id);
      return null;
    },
  }),
  "1.0/getFunctionMetadata": udf({
    args: none,
    run: (exec) => ({ name: exec.path, componentPath: exec.component }),
  }),
  "1.0/getTransactionMetrics": udf({
    args: none,
    run: (exec) => transactionMetrics(exec.tx),
  }),
};

const udfAsyncSyscalls: SyscallTable<UdfExecution> = {
  ...commonSyscalls,
  ...udfStorageSyscalls,
  ...databaseAsyncSyscalls,
};

/**
 * Every syscall's database work is synchronous, so the transaction (shared with the
 * caller's and nested calls' code) is in the execution's component while it runs.
 */
export const udfEnvironment: Environment<UdfExecution> = {
  syscall: (exec, op, args) =>
    exec.tx.inNamespace(exec.component, () =>
      dispatch(
        databaseSyscalls,
        exec,
        op,
        args,
        (o) => `Unknown operation ${o}`,
      ),
    ),
  asyncSyscall: (exec, op, args) => {
    try {
      return exec.tx.inNamespace(exec.component, () =>
        dispatch(udfAsyncSyscalls, exec, op, args, unknownAsyncOperation),
      );
    } catch (e) {
      throw e instanceof Error ? e : new Error(String(e));
    }
  },
  jsSyscall: (exec, op) => {
    throw new Error(
      `Unknown JS syscall ${op} (not available in ${exec.kind}s)`,
    );
  },
};

function queryPage(
  exec: UdfExecution,
  args: {
    query: SerializedQuery;
    cursor: string | null;
    endCursor: string | null;
    pageSize: number;
    maximumRowsRead: number | null;
    maximumBytesRead: number | null;
  },
): JsonText {
  if (exec.paginated) {
    throw new Error(
      "This query or mutation function ran multiple paginated queries. Convex only supports a single paginated query in each function.",
    );
  }
  // Allowed in components too, as Convex Cloud allows it: Convex's own components call
  // it inside the component (`@convex-dev/workpool` >= 0.4.10 pages its minute report
  // with `.paginate()`; resend runs such a pool). The open-source backend refuses it
  // there (`PaginationUnsupportedInComponents` in isolate udf/async_syscall.rs).
  exec.paginated = true;
  const journal = exec.opts.journal;
  const result = exec.tx.page({
    ...args,
    endCursor: args.endCursor ?? journal?.end ?? null,
    isSystem: false,
  });
  if (journal) journal.end = result.continueCursor;
  const page = result.page.map((row) => row.json).join(",");
  return new JsonText(
    `{"page":[${page}],"isDone":${result.isDone},"continueCursor":${JSON.stringify(result.continueCursor)},"splitCursor":null,"pageStatus":null}`,
  );
}

/** `ctx.runQuery` / `ctx.runMutation` in the caller's transaction (a mutation in a SAVEPOINT). */
async function runNested(
  exec: UdfExecution,
  call: {
    udfType: string;
    address: Address;
    args: Record<string, Value>;
    transactionLimits: Partial<TransactionLimits> | undefined;
  },
): Promise<unknown> {
  if (exec.depth + 1 >= LIMITS.maxCallDepth) {
    throw new Error(
      `Cross component call depth limit exceeded (${LIMITS.maxCallDepth}).`,
    );
  }
  const kind = call.udfType === "mutation" ? "mutation" : "query";
  if (kind === "mutation" && exec.kind !== "mutation")
    throw new Error("ctx.runMutation cannot be called from a query.");
  const { services, tx } = exec;
  const found = addressTarget(exec, call.address);
  const resolved = resolveFunction(services.getApp(), found.path, {
    expected: kind,
    fromClient: false,
    component: found.component,
  });
  const opts: CallOptions = {
    ...exec.opts,
    depth: exec.depth + 1,
    component: resolved.component,
  };
  // A stale-snapshot query reads the snapshot the caller started at, and its reads
  // are no dependency of the caller's (Convex's `NestedUdfType::SnapshotQuery`).
  const runIn = call.udfType === "snapshotQuery" ? tx.snapshotQuery() : tx;
  const run = () =>
    runIn.withBudget(call.transactionLimits, () =>
      services.calls.runUdf(resolved, call.args, runIn, opts, exec.logLines),
    );
  try {
    validateArgs(
      resolved,
      call.args,
      idTables(services.store, resolved.component),
    );
    if (kind === "query") return convexToJson(await run());
    const sp = tx.savepoint();
    try {
      return convexToJson(await run());
    } catch (e) {
      tx.rollbackSavepoint(sp);
      throw e;
    }
  } catch (e) {
    throw rejection(e, "udf");
  }
}

/** `runQuery`/`runMutation`'s `transactionLimits`: numbers by Convex's field names. */
function transactionBudget(a: Args): Partial<TransactionLimits> | undefined {
  if (a.optionalJson("transactionLimits") == null) return undefined;
  const limits = a.object("transactionLimits");
  const budget: Partial<TransactionLimits> = {};
  for (const key of Object.keys(
    DEFAULT_LIMITS,
  ) as (keyof TransactionLimits)[]) {
    const value = limits.optionalNumber(key);
    if (value !== undefined) budget[key] = value;
  }
  return budget;
}

/** What this transaction used of each limit, and what is left. */
function transactionMetrics(tx: Transaction) {
  const metric = (used: number, limit: number) => ({
    used,
    remaining: limit - used,
  });
  return {
    bytesRead: metric(tx.bytesRead, tx.limits.bytesRead),
    bytesWritten: metric(tx.bytesWritten, tx.limits.bytesWritten),
    databaseQueries: metric(tx.queries, tx.limits.databaseQueries),
    documentsRead: metric(tx.docsRead, tx.limits.documentsRead),
    documentsWritten: metric(tx.docsWritten, tx.limits.documentsWritten),
    functionsScheduled: metric(tx.scheduled, tx.limits.functionsScheduled),
    scheduledFunctionArgsBytes: metric(0, tx.limits.scheduledFunctionArgsBytes),
  };
}
