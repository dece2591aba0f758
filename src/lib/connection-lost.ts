/** Thrown to the nearest QueryErrorBoundary when a load waits on a dead connection. */
export class ConnectionLostError extends Error {
  constructor() {
    super("The server could not be reached.");
    this.name = "ConnectionLostError";
  }
}

/** An error state's sentence: the connection when that is the cause, else `otherwise`. */
export function loadErrorDescription(
  error: unknown,
  otherwise: string,
): string {
  return error instanceof ConnectionLostError
    ? "We can't reach Buildmates right now. Check your connection, then try again."
    : otherwise;
}
