/**
 * Messages between the backend and its action workers. Arguments, results and syscall
 * payloads travel as the JSON text user code already produced, so nothing is encoded
 * twice; blobs travel as bytes.
 */

/** The key that marks a Blob sent as bytes (a JS syscall's arguments and result). */
const BLOB = "$lbBlob";

type WireBlob = { [BLOB]: { bytes: Uint8Array; type: string } };

/** A Blob, or an object's Blob fields, as bytes a message can carry. */
export async function toWire(value: unknown): Promise<unknown> {
  if (value instanceof Blob) {
    const bytes = new Uint8Array(await value.arrayBuffer());
    return { [BLOB]: { bytes, type: value.type } } satisfies WireBlob;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    out[k] = v instanceof Blob ? await toWire(v) : v;
  return out;
}

/** `toWire`'s inverse: the Blobs back. */
export function fromWire(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return value;
  if (BLOB in value) {
    const { bytes, type } = (value as WireBlob)[BLOB];
    return new Blob([new Uint8Array(bytes)], { type });
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    out[k] = typeof v === "object" && v !== null && BLOB in v ? fromWire(v) : v;
  return out;
}

/** Backend -> worker. */
export type ToActionWorker =
  | {
      type: "run";
      id: number;
      outDir: string;
      modulePath: string;
      exportName: string;
      requestId: string;
      argsJson: string;
      /** A component's action: its `process.env` (see `globals.ts`). */
      componentEnv?: Record<string, string>;
    }
  | { type: "reply"; id: number; call: number; reply: SyscallReply };

export type SyscallReply =
  | { ok: true; json: string }
  /** A JS syscall's result, through `toWire`. */
  | { ok: true; value: unknown }
  | { ok: false; error: { message: string; data?: unknown } };

/** Worker -> backend. */
export type FromActionWorker =
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
      /** As user code passed them, through `toWire`. */
      args: unknown;
    }
  | { type: "done"; id: number; outcome: ActionOutcome; logLines: string[] };

export type ActionOutcome =
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
