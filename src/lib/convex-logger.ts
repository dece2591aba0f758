import type { ConvexReactClientOptions } from "convex/react";
import { isAppErrorData } from "@convex/shared/errors";

type Logger = Exclude<NonNullable<ConvexReactClientOptions["logger"]>, boolean>;

const MARKER = "ConvexError";

/**
 * Whether a line the Convex client logs is the failure of a call that threw
 * one of the app's expected errors, e.g.
 * `[CONVEX A(auth:signIn)] [Request ID: …] Server Error
 * Uncaught ConvexError: {"code":"INVALID_CREDENTIALS","message":"…"}
 *     at …`: the JSON after "ConvexError" is read as the error's data.
 */
export function isExpectedFailureLine(line: unknown): boolean {
  if (typeof line !== "string" || !line.startsWith("[CONVEX ")) return false;
  const start = line.indexOf("{", line.indexOf(MARKER));
  if (line.indexOf(MARKER) === -1 || start === -1) return false;
  // The data ends at one of the "}" after it: the first that closes valid JSON.
  for (let end = line.indexOf("}", start); end !== -1;) {
    try {
      return isAppErrorData(JSON.parse(line.slice(start, end + 1)));
    } catch {
      end = line.indexOf("}", end + 1);
    }
  }
  return false;
}

/**
 * The Convex client's logger: the console, as its default one, minus the
 * failures of calls that threw one of the app's expected errors (a wrong
 * password, an expired code): the app shows those to the person, and a
 * console error would call them bugs. Other failures are logged as ever.
 */
export function createConvexLogger(
  sink: Pick<Console, "log" | "warn" | "error"> = console,
): Logger {
  return {
    logVerbose: () => {},
    log: (...args: unknown[]) => sink.log(...args),
    warn: (...args: unknown[]) => sink.warn(...args),
    error: (...args: unknown[]) => {
      if (args.length === 1 && isExpectedFailureLine(args[0])) return;
      sink.error(...args);
    },
  };
}
