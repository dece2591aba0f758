/**
 * WAL checkpoints off the backend's thread. SQLite checkpoints automatically inside
 * the COMMIT that takes the WAL past 1,000 pages, on the committing connection: the
 * backend's own thread would then copy pages into the database file and fsync it for
 * tens of milliseconds while every client waits (a stall every few seconds under
 * bench:load). So the backend's connection turns that off
 * (`wal_autocheckpoint = 0`, `openDatabase`) and this worker, with a connection of its
 * own, runs PASSIVE checkpoints on an interval: they never block the writer or a
 * reader, and copy what no reader still needs. Durability does not change (each commit
 * is fsynced in the WAL; a crash replays it). If the worker cannot run, the backend
 * goes back to SQLite's automatic checkpoints. Under a steady stream of commits the
 * worker alone never lets the WAL start over (`RESTART_FRAMES`): past that size it
 * tells the backend, whose next write first checkpoints the little left (the frames
 * appended while the worker copied), so that SQLite starts the WAL over.
 *
 * A worker of our own rather than a package: better-sqlite3 is synchronous, and nothing
 * on npm runs its checkpoints in a thread.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { log } from "../log";

/**
 * How often the worker checkpoints by default: at most a second of commits in the
 * WAL (`StoreOptions.checkpointIntervalMs` sets another).
 */
export const CHECKPOINT_INTERVAL_MS = 1000;
/**
 * WAL frames (pages) past which the writer helps: SQLite starts the WAL over only
 * when a write begins with every frame checkpointed, which under a steady stream of
 * commits never happens between the worker's checkpoints (each copies what was there
 * when it began, while new commits append): left alone, the WAL would grow by every
 * commit's pages (hundreds of MiB in seconds under bench:backend) and each fsync would
 * also extend the file. 4,000 frames is 16 MiB at 4 KiB pages.
 */
export const RESTART_FRAMES = 4000;
/** How long `stop` waits for the worker to close its connection. */
const STOP_WAIT_MS = 2000;

/**
 * The worker, as CommonJS source (`eval`): open, checkpoint on a timer (posting the
 * WAL's frames when they are past `restartFrames`), close on a message.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { dbPath, driver, intervalMs, restartFrames, closed } = workerData;
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
    const [result] = db.pragma("wal_checkpoint(PASSIVE)");
    if (result.log >= restartFrames) parentPort.postMessage(result.log);
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

  private restartPending = false;

  /** Whether `takeRestart` would return true (the backend's thread then writes). */
  get restartWanted(): boolean {
    return this.restartPending;
  }

  /**
   * Whether the WAL has grown past `RESTART_FRAMES` without starting over (true
   * once per report): the writer then checkpoints what is left before its next
   * write, which SQLite starts at the WAL's beginning.
   */
  takeRestart(): boolean {
    const wanted = this.restartPending;
    this.restartPending = false;
    return wanted;
  }

  /**
   * `onFailure`: the worker could not run (the caller checkpoints itself again);
   * `intervalMs`: how often it checkpoints, the first time that long after it starts.
   */
  constructor(
    dbPath: string,
    onFailure: () => void,
    intervalMs = CHECKPOINT_INTERVAL_MS,
  ) {
    const require = createRequire(import.meta.url);
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        dbPath,
        driver: require.resolve("better-sqlite3"),
        intervalMs,
        restartFrames: RESTART_FRAMES,
        closed: this.closed,
      },
    });
    // It never keeps the process alive on its own.
    this.worker.unref();
    this.worker.on("message", () => (this.restartPending = true));
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
