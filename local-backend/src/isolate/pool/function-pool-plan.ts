/**
 * How many function workers the backend starts, and what they take (see
 * `function-pool.ts`): every query and mutation ("all"), or only the queries whose
 * recent runs were heavy ("offload", the default below 4 cores).
 */
import { availableParallelism } from "node:os";

export type PoolMode = "all" | "offload";

/**
 * In "offload" mode, by default: a query whose last two runs each took this long (ms)
 * or longer goes to the worker (`BackendOptions.offloadMs` sets another).
 */
export const OFFLOAD_MS = 5;
/** In "offload" mode: past this many tasks waiting for the worker, a query runs here. */
export const OFFLOAD_QUEUE = 2;

/** What to start: `null` runs every query and mutation on the backend's thread. */
export type PoolPlan =
  { mode: "all"; size: number } | { mode: "offload" } | null;

/**
 * `option` (`BackendOptions.functionWorkers`) first, then
 * `LOCAL_BACKEND_FUNCTION_WORKERS` (a count, 0 for none); by default the machine's
 * cores but one, up to 4, and below 4 cores a pool that only offloads heavy queries:
 * on 2 cores, workers that take everything share them with the backend's thread, and
 * bench:load misses two of its three goals with them (bench/README.md).
 */
export function poolPlan(option: number | "offload" | undefined): PoolPlan {
  if (option === "offload") return { mode: "offload" };
  const configured = process.env.LOCAL_BACKEND_FUNCTION_WORKERS;
  let size: number;
  if (option !== undefined) size = option;
  else if (configured !== undefined && configured !== "")
    size = Math.max(0, Math.floor(Number(configured)) || 0);
  else {
    const cores = availableParallelism();
    if (cores < 4) return { mode: "offload" };
    size = Math.min(4, cores - 1);
  }
  return size > 0 ? { mode: "all", size } : null;
}
