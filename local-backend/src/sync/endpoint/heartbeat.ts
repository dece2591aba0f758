/**
 * The heartbeat (every 5 s, or `pingIntervalMs` if shorter): prunes `session_requests`
 * when due, sends `{"type":"Ping"}` to clients idle for `pingIntervalMs` (the client
 * reconnects after 60 s of silence), and every sixth beat checks the TCP peers: a
 * socket that missed two WebSocket pings is dropped.
 */
import { type Connections } from "./connections";
import { type SessionRequestPruner } from "./session-request-pruner";

export class Heartbeat {
  readonly #timer: NodeJS.Timeout;
  #beats = 0;

  constructor(
    private readonly connections: Connections,
    private readonly pruner: SessionRequestPruner,
    private readonly pingIntervalMs: number,
  ) {
    this.#timer = setInterval(
      () => this.beat(),
      Math.min(5000, this.pingIntervalMs),
    );
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  private beat(): void {
    const now = Date.now();
    this.pruner.tick(now);
    for (const session of this.connections) {
      if (now - session.lastSentAt >= this.pingIntervalMs)
        this.connections.send(session, { type: "Ping" });
    }
    if (++this.#beats % 6 === 0) {
      for (const session of this.connections) {
        if (!session.pingPeer()) {
          session.ws.terminate();
          this.connections.closed(session);
        }
      }
    }
  }
}
