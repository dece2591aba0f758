/**
 * CPU priority of a worker thread. Action workers (CPU-heavy JavaScript, fetches,
 * background work that Convex runs apart from queries and mutations) run below the
 * backend's thread and the function workers, so that such work yields the CPU to
 * queries, mutations and the sync protocol. Function workers keep the backend's
 * priority: a lower one measured worse under load (bench:load at 1,000 users), as the
 * queries that everyone waits on then yield to the benchmark's own clients. Linux
 * schedules threads by their own nice value; elsewhere every thread keeps the
 * process's priority. (Password hashing runs on libuv's thread pool, which keeps it.)
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

export const NICE = { functions: 0, actions: 10 } as const;

export function lowerThisThread(nice: number): void {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>": this thread's own id.
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: the same priority as the backend's thread.
  }
}
