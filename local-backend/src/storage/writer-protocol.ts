/** What the backend's thread and the writer thread (`./writer-worker.ts`) exchange. */
import { type BatchOps } from "./batch-ops";

/**
 * Indexes into the shared `state`: the last batch finished (written or failed), and
 * whether the thread's connection is closed.
 */
export const DONE_SEQ = 0;
export const CLOSED = 1;
export const STATE_LENGTH = 2;

export interface WriterData {
  dataDir: string;
  /** Int32Array over a SharedArrayBuffer of `STATE_LENGTH`. */
  state: Int32Array;
}

export type WriterRequest =
  | {
      type: "write";
      seq: number;
      ops: BatchOps;
      /**
       * Set on the first batch sent after the backend took in a failure: the batches
       * sent before it were made on top of the failed one's writes, and fail too.
       */
      afterFailure: boolean;
    }
  | { type: "close" };

export interface WriterReply {
  seq: number;
  error: { message: string; code: string | undefined } | null;
}
