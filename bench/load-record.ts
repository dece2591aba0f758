/**
 * What bench:load records while its simulated users run: each call's latency by
 * function and phase, failures by error code, committed mutations, and
 * write-to-update latency (a mutation's send by one user to the moment another
 * user's subscribed query shows it). Every sample is filed under the phase that
 * was current when the call started; calls started between phases are dropped.
 */
import { isAppError } from "../convex/shared/errors";

/** Who made a call: the simulated users, or the storm's and heavy query's drivers. */
export type Caller = "users" | "driver";

export type Bucket = {
  calls: Map<string, number[]>;
  errors: Map<string, Map<string, number>>;
  /** Calls by the storm and heavy-query drivers, kept out of the users' figures. */
  driver: Map<string, number[]>;
  commits: number;
  writeToUpdate: number[];
  /** Subscriptions whose first result was already in the client's cache (not timed). */
  cached: number;
  /** New results pushed to subscriptions after their first, by function. */
  updates: Map<string, number>;
};

const newBucket = (): Bucket => ({
  calls: new Map(),
  errors: new Map(),
  driver: new Map(),
  commits: 0,
  writeToUpdate: [],
  cached: 0,
  updates: new Map(),
});

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A ConvexError's code, else "timeout" or the start of the error's message. */
export function errorCode(error: unknown): string {
  if (isAppError(error)) return error.data.code;
  if (!(error instanceof Error)) return "unknown";
  if (error.message.includes("timed out")) return "timeout";
  // "[Request ID: …] Server Error\nUncaught Error: Uncaught Error: <what>"
  const line = error.message.split("\n").find((l) => l.startsWith("Uncaught"));
  return (line ?? error.message)
    .replace(/^(Uncaught \w+: )+/, "")
    .slice(0, 200);
}

export class Recorder {
  /** The phase new calls are filed under; null between phases. */
  phase: string | null = null;
  readonly phases = new Map<string, Bucket>();
  /** Users whose notifications are subscribed (write-to-update needs a listener). */
  readonly listening = new Set<string>();
  private readonly expected = new Map<
    string,
    { t0: number; phase: string | null }
  >();

  private bucket(phase: string | null): Bucket | null {
    if (phase === null) return null;
    let bucket = this.phases.get(phase);
    if (!bucket) this.phases.set(phase, (bucket = newBucket()));
    return bucket;
  }

  /** Times `run` as `fn`; a failure is counted by code and thrown on. */
  async time<T>(
    fn: string,
    run: () => Promise<T>,
    caller: Caller = "users",
  ): Promise<T> {
    const phase = this.phase;
    const t0 = performance.now();
    try {
      const value = await run();
      const bucket = this.bucket(phase);
      if (bucket) {
        push(
          caller === "users" ? bucket.calls : bucket.driver,
          fn,
          elapsed(t0),
        );
      }
      return value;
    } catch (error) {
      this.fail(phase, fn, errorCode(error));
      throw error;
    }
  }

  fail(phase: string | null, fn: string, code: string): void {
    const bucket = this.bucket(phase);
    if (!bucket) return;
    const byCode = bucket.errors.get(fn) ?? new Map<string, number>();
    byCode.set(code, (byCode.get(code) ?? 0) + 1);
    bucket.errors.set(fn, byCode);
  }

  /** A latency measured by the caller (a subscription's first result). */
  sample(
    phase: string | null,
    fn: string,
    ms: number,
    caller: Caller = "users",
  ): void {
    const bucket = this.bucket(phase);
    if (bucket) push(caller === "users" ? bucket.calls : bucket.driver, fn, ms);
  }

  /** A subscription of `fn` got a new result (a commit changed what it read). */
  updated(fn: string): void {
    const bucket = this.bucket(this.phase);
    if (bucket) bucket.updates.set(fn, (bucket.updates.get(fn) ?? 0) + 1);
  }

  cachedResult(): void {
    const bucket = this.bucket(this.phase);
    if (bucket) bucket.cached++;
  }

  committed(phase: string | null): void {
    const bucket = this.bucket(phase);
    if (bucket) bucket.commits++;
  }

  /** A mutation is about to be sent whose effect `key` another user's query will show. */
  expect(key: string): void {
    this.expected.set(key, { t0: performance.now(), phase: this.phase });
  }

  /** The mutation failed: nothing will show. */
  forget(key: string): void {
    this.expected.delete(key);
  }

  /** A subscribed query shows `key`: the first time, that is a write-to-update sample. */
  saw(key: string): void {
    const expected = this.expected.get(key);
    if (!expected) return;
    this.expected.delete(key);
    this.bucket(expected.phase)?.writeToUpdate.push(elapsed(expected.t0));
  }
}

export const elapsed = (t0: number) => performance.now() - t0;
