/** Sync-protocol client frames the benchmark's raw clients send (bench/sync*.ts). */

/** `Connect` for a fresh session; `prefix` keeps the two processes' session ids apart. */
export function connectFrame(prefix: string, id: number): string {
  return JSON.stringify({
    type: "Connect",
    sessionId: `${prefix}-0000-4000-8000-${String(id).padStart(12, "0")}`,
    connectionCount: 0,
    lastCloseReason: null,
    clientTs: Date.now(),
  });
}

/** The first `ModifyQuerySet` of a connection: subscribe query 0 to `udfPath(args)`. */
export function subscribeFrame(
  udfPath: string,
  args: Record<string, unknown>,
): string {
  return JSON.stringify({
    type: "ModifyQuerySet",
    baseVersion: 0,
    newVersion: 1,
    modifications: [{ type: "Add", queryId: 0, udfPath, args: [args] }],
  });
}
