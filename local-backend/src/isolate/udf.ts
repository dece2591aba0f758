/**
 * Running a query's or mutation's code inside a transaction: the execution its syscalls
 * go through, the returns validator, and the error as the caller sees it. Shared by the
 * backend's thread (`runner.ts`) and the function workers
 * (`pool/function-worker-main.ts`); time limits are the caller's (the runner's
 * watchdog).
 */
import { type Value } from "convex/values";
import { type Transaction } from "../database/transaction";
import { type CallOptions } from "./call";
import { type UdfServices, UdfExecution } from "./execution";
import {
  FunctionError,
  idTables,
  invoke,
  type ResolvedFunction,
  toFunctionError,
  validateReturns,
} from "./functions";
import { executions } from "./globals";
import { udfEnvironment } from "./syscalls/database";

export async function executeUdf(
  services: UdfServices,
  resolved: ResolvedFunction,
  args: Record<string, Value>,
  tx: Transaction,
  opts: CallOptions,
  logLines: string[],
): Promise<Value> {
  const kind = resolved.kind;
  if (kind === "action")
    throw new FunctionError(
      `${resolved.path} is an action, not a query or mutation.`,
    );
  const execution = new UdfExecution(
    services,
    udfEnvironment,
    kind,
    tx,
    { ...opts, component: resolved.component },
    logLines,
    resolved.path,
  );
  try {
    const value = await executions.run(execution, () =>
      invoke(resolved, args, ""),
    );
    validateReturns(
      resolved,
      value,
      idTables(services.store, resolved.component),
    );
    return value;
  } catch (e) {
    throw toFunctionError(e);
  } finally {
    execution.closed = true;
  }
}
