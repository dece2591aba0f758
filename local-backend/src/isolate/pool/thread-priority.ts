/**
 * CPU priority of a worker thread. The backend's own thread serves the sync protocol
 * and commits, and must stay responsive however busy the workers are: so function
 * workers (queries) run a little below it, and action workers (password hashing,
 * fetches, background work that Convex runs apart from queries and mutations) below
 * those. Linux schedules threads by their own nice value; elsewhere every thread keeps
 * the process's priority.
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
