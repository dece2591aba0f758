/**
 * The wire under one session: writing already framed messages to the upgraded TCP
 * socket, ending it, the client's message rate (a token bucket) and the liveness of
 * the peer (WebSocket pings). Owned by its `Session`.
 */
import { type Duplex } from "node:stream";
import { WebSocket } from "ws";

/** What a session uses of its WebSocket (`ws` writes close and ping frames itself). */
export type SessionWebSocket = Pick<
  WebSocket,
  "readyState" | "ping" | "close" | "terminate"
>;

export interface MessageRate {
  perSecond: number;
  burst: number;
}

export class SessionSocket {
  #lastSentAt = Date.now();
  #alive = true;
  #tokens: number;
  #refilledAt = Date.now();

  constructor(
    readonly ws: SessionWebSocket,
    /** The upgraded TCP socket under `ws`: outbound text frames are written here. */
    private readonly socket: Duplex,
    private readonly rate: MessageRate,
  ) {
    this.#tokens = rate.burst;
  }

  /** When a frame was last written (the heartbeat pings idle clients). */
  get lastSentAt(): number {
    return this.#lastSentAt;
  }

  /** Token bucket: false when the client exceeded its message rate. */
  takeMessageToken(): boolean {
    const now = Date.now();
    this.#tokens = Math.min(
      this.rate.burst,
      this.#tokens + ((now - this.#refilledAt) / 1000) * this.rate.perSecond,
    );
    this.#refilledAt = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  /** The peer answered a WebSocket ping. */
  ponged(): void {
    this.#alive = true;
  }

  /** Pings the peer; false (and no ping) if it did not answer the previous one. */
  pingPeer(): boolean {
    if (!this.#alive) return false;
    this.#alive = false;
    this.ws.ping();
    return true;
  }

  /**
   * Writes one already framed message (`chunks`, see `../protocol/text-frames`); `done` runs once it
   * is handed to the kernel, or at once if the WebSocket is no longer open. Frames go
   * to the socket directly rather than through `ws.send` so that one buffer can be
   * shared by many connections; `ws` (no compression) writes its own frames (close,
   * ping) to the same socket synchronously, so the order is kept.
   */
  write(chunks: readonly Buffer[], done?: () => void): void {
    if (this.ws.readyState !== WebSocket.OPEN) {
      done?.();
      return;
    }
    this.#lastSentAt = Date.now();
    const socket = this.socket;
    if (chunks.length === 1) {
      socket.write(chunks[0]!, done);
      return;
    }
    socket.cork();
    for (let i = 0; i < chunks.length - 1; i++) socket.write(chunks[i]!);
    socket.write(chunks[chunks.length - 1]!, done);
    socket.uncork();
  }

  /**
   * Half-closes the socket after what was written (the close frame), so the client
   * sees the close without answering first. Resolves once that is handed to the kernel.
   */
  end(): Promise<void> {
    const socket = this.socket;
    return new Promise((resolve) => {
      if (socket.destroyed || socket.writableEnded) return resolve();
      socket.end();
      if (socket.writableLength === 0) return resolve();
      socket.once("finish", resolve);
      socket.once("close", resolve);
    });
  }
}
