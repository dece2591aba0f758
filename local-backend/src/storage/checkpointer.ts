/**
 * WAL checkpoints off the backend's thread. SQLite checkpoints automatically inside
 * the COMMIT that takes the WAL past 1,000 pages, on the committing connection: the
 * backend's own thread, which then copied pages into the database file and fsynced it
 * for 20 to 55 ms while every client waited (seen in bench:load at 1,000 users, a stall
 * every few seconds). So the backend's connection turns that off
 * (`wal_autocheckpoint = 0`, `openDatabase`) and this worker, with a connection of its
 * own, runs PASSIVE checkpoints on an interval: they never block the writer or a
 * reader, and copy what no reader still needs. Durability does not change (each commit
 * is fsynced in the WAL; a crash replays it). If the worker cannot run, the backend
 * goes back to SQLite's automatic checkpoints, so the WAL never grows without bound.
 *
 * A worker of our own rather than a package: better-sqlite3 is synchronous, and nothing
 * on npm runs its checkpoints in a thread.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { log } from "../log";

/** How often the worker checkpoints: at most a second of commits in the WAL. */
export const CHECKPOINT_INTERVAL_MS = 1000;
/** How long `stop` waits for the worker to close its connection. */
const STOP_WAIT_MS = 2000;

/** The worker, as CommonJS source (`eval`): open, checkpoint on a timer, close on a message. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { dbPath, driver, intervalMs, closed } = workerData;
const done = () => { Atomics.store(closed, 0, 1); Atomics.notify(closed, 0); };
let db;
try {
  const Database = require(driver);
  db = new Database(dbPath, { fileMustExist: true, timeout: 1000 });
} catch (e) {
  done();
  throw e;
}
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch {
    // Busy: the next tick tries again.
  }
}, intervalMs);
parentPort.once("message", () => {
  clearInterval(timer);
  db.close();
  done();
});
`;

export class Checkpointer {
  private readonly worker: Worker;
  /** Set to 1 by the worker once its connection is closed (or never opened). */
  private readonly closed = new Int32Array(new SharedArrayBuffer(4));

  /** `onFailure`: the worker could not run (the caller checkpoints itself again). */
  constructor(dbPath: string, onFailure: () => void) {
    const require = createRequire(import.meta.url);
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        dbPath,
        driver: require.resolve("better-sqlite3"),
        intervalMs: CHECKPOINT_INTERVAL_MS,
        closed: this.closed,
      },
    });
    // It never keeps the process alive on its own.
    this.worker.unref();
    this.worker.on("error", (e) => {
      log.warn(
        `WAL checkpoints are back on the backend's thread: ${e.message}`,
      );
      onFailure();
    });
  }

  /**
   * Stops checkpointing; its connection is closed when this returns (the caller may
   * then close the last connection, which checkpoints and removes the WAL).
   */
  stop(): void {
    this.worker.postMessage("stop");
    Atomics.wait(this.closed, 0, 0, STOP_WAIT_MS);
    void this.worker.terminate();
  }
}
