/**
 * Messages between the backend and its action workers. Arguments, results and syscall
 * payloads travel as the JSON text user code already produced, so nothing is encoded
 * twice; blobs travel as bytes.
 */

/** The key that marks a Blob sent as bytes among a JS syscall's arguments. */
export const BLOB = "$lbBlob";

/** Backend -> worker. */
export type ToWorker =
  | {
      type: "run";
      id: number;
      outDir: string;
      modulePath: string;
      exportName: string;
      requestId: string;
      argsJson: string;
    }
  | { type: "reply"; id: number; call: number; reply: SyscallReply };

export type SyscallReply =
  | { ok: true; json: string }
  | { ok: true; blob: { bytes: Uint8Array; type: string } | null }
  | { ok: true; value: string | null }
  | { ok: false; error: { message: string; data?: unknown } };

/** Worker -> backend. */
export type FromWorker =
  | { type: "ready" }
  | {
      type: "syscall";
      id: number;
      call: number;
      op: string;
      argsJson: string;
    }
  | {
      type: "jsSyscall";
      id: number;
      call: number;
      op: string;
      /** As user code passed them, with Blobs as `{ [BLOB]: { bytes, type } }`. */
      args: unknown;
    }
  | { type: "done"; id: number; outcome: RunOutcome; logLines: string[] };

export type RunOutcome =
  | { ok: true; json: string }
  | {
      ok: false;
      error: {
        message: string;
        name: string;
        stack?: string;
        /** ConvexError data, as the JSON string the wrapper left on the error. */
        data?: string;
        convexError: boolean;
      };
    };
