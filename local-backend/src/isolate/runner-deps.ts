import { type ActionPool } from "./pool/action-pool";
import { type FunctionPool } from "./pool/function-pool";
import { type ExecutionObserver } from "./observe";
import { type Services } from "./execution";

/** What the runner is built from: everything executions reach but the runner itself. */
export type RunnerDeps = Omit<Services, "calls"> & {
  /** Action workers; null runs actions on this thread. */
  readonly actions: Pick<ActionPool, "invoke"> | null;
  /** Function workers for queries; null runs them on this thread. */
  readonly functions: Pick<
    FunctionPool,
    "run" | "takes" | "noteHere" | "mode" | "ready"
  > | null;
  /** Told of each top-level execution as it ends (the function log). */
  readonly observer?: ExecutionObserver;
};
