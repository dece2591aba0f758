/**
 * Connection acceptance: an HTTP upgrade on the cloud port becomes a WebSocket if its
 * path is a sync endpoint (`/api/<client version>/sync`, `/api/sync`: else 404) and
 * its `Origin`, if any, is allowed (else 403; requests without one, from Node clients
 * and tools, are allowed; `"*"` allows every origin). After `stopAccepting`, 503.
 */
import { type IncomingMessage } from "node:http";
import { type Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import { log } from "../../log";

function isSyncPath(url: string | undefined): boolean {
  const target = url ?? "/";
  const query = target.indexOf("?");
  const path = query === -1 ? target : target.slice(0, query);
  return path === "/api/sync" || /^\/api\/[^/]+\/sync$/.test(path);
}

function reject(socket: Duplex, status: string, message: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`,
  );
}

export class UpgradeGate {
  readonly #wss: WebSocketServer;
  readonly #allowedOrigins: Set<string>;
  #stopped = false;

  constructor(allowedOrigins: readonly string[], maxFrameBytes: number) {
    this.#allowedOrigins = new Set(
      allowedOrigins.map((o) => o.replace(/\/+$/, "")),
    );
    this.#wss = new WebSocketServer({
      noServer: true,
      maxPayload: maxFrameBytes,
      perMessageDeflate: false,
      // Connections are tracked as sessions; the server ends them itself.
      clientTracking: false,
    });
  }

  /** Checks an upgrade and hands the WebSocket (and the socket under it) to `accept`. */
  handle(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    accept: (ws: WebSocket, socket: Duplex) => void,
  ): void {
    if (this.#stopped)
      return reject(
        socket,
        "503 Service Unavailable",
        "The backend is shutting down.",
      );
    if (!isSyncPath(req.url))
      return reject(
        socket,
        "404 Not Found",
        "No WebSocket endpoint here; use /api/<version>/sync.",
      );
    const origin = req.headers.origin;
    if (origin !== undefined && !this.originAllowed(origin)) {
      log.warn(
        `sync: refused a WebSocket from origin ${origin} (not in the allow-list)`,
      );
      return reject(
        socket,
        "403 Forbidden",
        `Origin ${origin} is not allowed to connect to this backend. Add it with --allow-origin (allowedOrigins).`,
      );
    }
    this.#wss.handleUpgrade(req, socket, head, (ws) => accept(ws, socket));
  }

  private originAllowed(origin: string): boolean {
    return (
      this.#allowedOrigins.has("*") ||
      this.#allowedOrigins.has(origin.replace(/\/+$/, ""))
    );
  }

  /** Upgrades from now on get 503. */
  stopAccepting(): void {
    this.#stopped = true;
  }

  /** Closes the WebSocket server (without waiting for the sockets it handed out). */
  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#wss.close(() => resolve());
    });
  }
}
