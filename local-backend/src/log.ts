/**
 * The backend's own output on stdout and stderr. `LOCAL_BACKEND_QUIET=1` silences the
 * local logs (`log.*`), which test suites use to keep expected failures out of their
 * output; `printLine`/`printError` (the CLI's messages) always write.
 *
 * A stream whose reader went away (a closed pipe: EPIPE; a closed descriptor: EBADF)
 * is dropped at its first failure: Node reports each failed write of `process.stdout`
 * and `process.stderr` as an `error` event, which without a listener is an uncaught
 * exception, whose report would write to the same stream again. Here every failure
 * only marks the stream broken, and nothing is written to it any more, so the backend
 * goes on serving without its log reader.
 */
import { format } from "node:util";

type Stream = NodeJS.WritableStream;

const guarded = new WeakSet<Stream>();
const broken = new WeakSet<Stream>();

function guard(stream: Stream): void {
  if (guarded.has(stream)) return;
  guarded.add(stream);
  // The listener never writes: a report of a failed write could only fail again.
  stream.on("error", () => broken.add(stream));
}

/**
 * Guards the process's stdout and stderr now: anything that writes to them later
 * (`console`, worker threads' output piped to them) fails into the guard, never into
 * an uncaught exception.
 */
export function guardStdio(): void {
  guard(process.stdout);
  guard(process.stderr);
}

/** Whether a stream failed and is no longer written to (tests). */
export function isBroken(stream: Stream): boolean {
  return broken.has(stream);
}

/** Writes one line, or nothing once `stream` has failed; never throws. */
function writeLine(stream: Stream, text: string): void {
  guard(stream);
  if (broken.has(stream)) return;
  try {
    stream.write(`${text}\n`);
  } catch {
    broken.add(stream);
  }
}

/** A line on stdout, formatted as `console.log` formats its arguments. */
export function printLine(...args: unknown[]): void {
  writeLine(process.stdout, format(...args));
}

/** A line on stderr, formatted as `console.error` formats its arguments. */
export function printError(...args: unknown[]): void {
  writeLine(process.stderr, format(...args));
}

const quiet = () => process.env.LOCAL_BACKEND_QUIET === "1";

export const log = {
  info: (...args: unknown[]) => {
    if (!quiet()) printLine("[local-backend]", ...args);
  },
  warn: (...args: unknown[]) => {
    if (!quiet()) printError("[local-backend]", ...args);
  },
  error: (...args: unknown[]) => {
    if (!quiet()) printError("[local-backend]", ...args);
  },
};
