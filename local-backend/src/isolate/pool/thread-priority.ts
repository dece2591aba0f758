/**
 * CPU priority of a worker thread. The backend's own thread serves the sync protocol
 * and commits for everyone, so it stays ahead: function workers (queries, mutations)
 * run a little below it, and action workers (CPU-heavy JavaScript, fetches, background
 * work that Convex runs apart from queries and mutations) below those. Function
 * workers at the backend's own priority leave it waiting for a core, and every figure
 * of bench:load at 1,000 users on 2 cores is worse with them. Linux schedules threads
 * by their own nice value; elsewhere every thread keeps the process's priority.
 * (Password hashing runs on libuv's thread pool, which keeps the process's.)
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

export const NICE = { functions: 5, actions: 10 } as const;

export function lowerThisThread(nice: number): void {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>": this thread's own id.
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: the same priority as the backend's thread.
  }
}
