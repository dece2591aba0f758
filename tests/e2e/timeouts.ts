/**
 * E2E_TIMEOUT_SCALE multiplies every e2e budget, the config's and the few waits
 * that need their own (a server-side timeout, a client's reconnect backoff).
 */
export const TIMEOUT_SCALE = Number(process.env.E2E_TIMEOUT_SCALE ?? 1);

/** `ms` on this machine's scale. */
export function scaled(ms: number): number {
  return ms * TIMEOUT_SCALE;
}
