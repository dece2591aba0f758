/**
 * The writer thread's handle on the backend's thread. Writing a batch and its fsync is
 * a large share of the backend's thread's work under load (bench:backend), while other
 * cores sit idle; on a thread of its own, with its own connection, that work runs
 * beside the next batches' mutations.
 *
 * Batches are sent as they close, without waiting for the ones before; the thread
 * writes whatever has arrived in one transaction, in order, and replies to each, in
 * order. A reply arrives on a port (the usual way), or, for a caller that cannot
 * wait for the event loop (a schema change, shutdown), synchronously from `settle`,
 * which blocks on shared memory until the thread is done and takes the replies off
 * the port.
 *
 * A worker of our own rather than a package: better-sqlite3 is synchronous and has
 * no threaded writer, and a batch must be handed over in one message.
 */
import {
  MessageChannel,
  type MessagePort,
  receiveMessageOnPort,
  Worker,
} from "node:worker_threads";
import { type BatchOps } from "./batch-ops";
import {
  CLOSED,
  DONE_SEQ,
  STATE_LENGTH,
  type WriterData,
  type WriterReply,
  type WriterRequest,
} from "./writer-protocol";

export const WRITER_ENTRY = new URL("./writer-worker.ts", import.meta.url);

/** How long `settle` waits for the thread before it gives the batch up as unknown. */
const SETTLE_WAIT_MS = 30_000;

/** How long `close` waits for the thread to close its connection. */
const CLOSE_WAIT_MS = 2000;

/** The writer thread stopped: whether the batch in flight was written is unknown. */
export class WriterStopped extends Error {}

type Done = (error: Error | null) => void;

export class BatchWriter {
  private readonly state: Int32Array;
  private seq = 0;
  /** Batches sent and not reported yet, oldest first. */
  private readonly pending: { seq: number; done: Done }[] = [];
  /** The next batch tells the thread that the backend took in a failure. */
  private afterFailure = false;
  private stopped = false;

  private constructor(
    private readonly worker: Worker,
    private readonly port: MessagePort,
    state: Int32Array,
  ) {
    this.state = state;
    port.on("message", (reply: WriterReply) => this.finish(reply));
    // A thread that stops fails what it was sent, and takes no more.
    worker.on("exit", () => this.stop());
    worker.on("error", () => this.stop());
    worker.unref();
    port.unref();
  }

  /** Starts the thread (`script`: `WRITER_ENTRY` bundled) on `dataDir`'s database. */
  static async start(script: string, dataDir: string): Promise<BatchWriter> {
    const state = new Int32Array(new SharedArrayBuffer(4 * STATE_LENGTH));
    const { port1, port2 } = new MessageChannel();
    const data: WriterData = { dataDir, state };
    const worker = new Worker(script, {
      workerData: { ...data, port: port2 },
      transferList: [port2],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        port1.once("message", () => resolve());
        worker.once("error", reject);
        worker.once("exit", (code) =>
          reject(new Error(`The writer thread exited with code ${code}.`)),
        );
      });
    } catch (e) {
      port1.close();
      await worker.terminate();
      throw e;
    }
    worker.removeAllListeners();
    port1.removeAllListeners();
    return new BatchWriter(worker, port1, state);
  }

  /** Whether the thread runs (`write` may be called). */
  get running(): boolean {
    return !this.stopped;
  }

  /** Whether batches are in flight. */
  get busy(): boolean {
    return this.pending.length > 0;
  }

  /**
   * Sends `ops` to be written after the batches sent before; `done` is called once,
   * after, in the order of sending. When one fails, those sent after it fail too.
   */
  write(ops: BatchOps, done: Done): void {
    if (this.stopped) throw new Error("The writer thread stopped.");
    const seq = ++this.seq;
    this.pending.push({ seq, done });
    const request: WriterRequest = {
      type: "write",
      seq,
      ops,
      afterFailure: this.afterFailure,
    };
    this.afterFailure = false;
    this.port.postMessage(request, [ops.keys.buffer as ArrayBuffer]);
  }

  /** Blocks until every batch in flight is done, and reports them now. */
  settle(): void {
    const deadline = Date.now() + SETTLE_WAIT_MS;
    while (this.pending.length > 0) {
      const done = Atomics.load(this.state, DONE_SEQ);
      if (done >= this.pending[0]!.seq) {
        const received = receiveMessageOnPort(this.port);
        if (received) this.finish(received.message as WriterReply);
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) return this.stop();
      Atomics.wait(this.state, DONE_SEQ, done, Math.min(left, 100));
    }
  }

  /** Waits for the batches in flight, then closes the thread's connection. */
  close(): void {
    this.settle();
    if (this.stopped) return;
    this.stopped = true;
    const request: WriterRequest = { type: "close" };
    this.port.postMessage(request);
    // Its connection closed before the backend closes the last one (which
    // checkpoints the WAL and removes it).
    Atomics.wait(this.state, CLOSED, 0, CLOSE_WAIT_MS);
    void this.worker.terminate();
  }

  private finish(reply: WriterReply): void {
    const first = this.pending[0];
    // A reply to a batch already failed with an earlier one: nothing to report.
    if (!first || reply.seq !== first.seq) return;
    this.pending.shift();
    if (!reply.error) return first.done(null);
    const error = Object.assign(new Error(reply.error.message), {
      code: reply.error.code,
    });
    // The thread fails every batch sent after this one (built on its writes) until
    // the next one sent from now: report them now, in order.
    this.afterFailure = true;
    first.done(error);
    for (const { done } of this.pending.splice(0)) done(error);
  }

  private stop(): void {
    this.stopped = true;
    for (const { done } of this.pending.splice(0))
      done(new WriterStopped("The writer thread stopped."));
  }
}
