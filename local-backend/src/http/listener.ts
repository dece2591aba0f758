/**
 * A port bound before its handlers exist. The backend binds its ports first (their
 * URLs are part of the deployment env the app is loaded with, and a port 0 is known
 * only once bound) and serves them last, once every part is built. What arrives in
 * between waits to be served rather than being refused: a client reconnecting to a
 * restarted backend would otherwise double its reconnect backoff.
 */
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { type Duplex } from "node:stream";

/** What serves a port: its requests and, on the cloud port, WebSocket upgrades. */
export interface Face {
  request(req: IncomingMessage, res: ServerResponse): void;
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

type Upgrade = [req: IncomingMessage, socket: Duplex, head: Buffer];

function ignoreSocketError(): void {
  // A client that went away while its upgrade waited: the socket is simply dropped.
}

function refuseUpgrade(socket: Duplex): void {
  const message = "The backend is not running.";
  socket.end(
    `HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: ${message.length}\r\nConnection: close\r\n\r\n${message}`,
  );
}

export class Listener {
  /** The Node server (tests watch its events). */
  readonly server = createServer();
  private face: Face | null = null;
  private waitingRequests: [IncomingMessage, ServerResponse][] = [];
  private waitingUpgrades: Upgrade[] = [];
  private upgradesRefused = false;

  /**
   * `upgrades`: whether the port takes WebSocket upgrades (without, Node answers an
   * upgrade request as a plain request).
   */
  constructor(upgrades: boolean) {
    this.server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      if (this.face) this.face.request(req, res);
      else this.waitingRequests.push([req, res]);
    });
    if (upgrades)
      this.server.on("upgrade", (...upgrade: Upgrade) => this.upgrade(upgrade));
  }

  /** Binds `port` on `host` (0: any free port); resolves with the bound port. */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolvePort, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, host, () => {
        this.server.off("error", reject);
        const address = this.server.address();
        resolvePort(
          typeof address === "object" && address ? address.port : port,
        );
      });
    });
  }

  /** Serves the port with `face`, starting with what waited. */
  serve(face: Face): void {
    this.face = face;
    const requests = this.waitingRequests;
    const upgrades = this.waitingUpgrades;
    this.waitingRequests = [];
    this.waitingUpgrades = [];
    for (const [req, res] of requests) face.request(req, res);
    for (const [req, socket, head] of upgrades) {
      socket.off("error", ignoreSocketError);
      if (!socket.destroyed) this.upgrade([req, socket, head]);
    }
  }

  /** Refuses upgrades from now on (503), including those still waiting. */
  refuseUpgrades(): void {
    this.upgradesRefused = true;
    const waiting = this.waitingUpgrades;
    this.waitingUpgrades = [];
    for (const [, socket] of waiting) refuseUpgrade(socket);
  }

  /**
   * Stops listening (the port is free at once) and drops HTTP connections. WebSockets,
   * already closed by the sync layer, are not waited for: a restart need not wait for
   * every client to finish its close.
   */
  close(): void {
    this.refuseUpgrades();
    this.waitingRequests = [];
    this.server.closeAllConnections();
    this.server.close();
  }

  private upgrade([req, socket, head]: Upgrade): void {
    if (this.upgradesRefused) refuseUpgrade(socket);
    else if (!this.face) {
      socket.on("error", ignoreSocketError);
      this.waitingUpgrades.push([req, socket, head]);
    } else if (this.face.upgrade) this.face.upgrade(req, socket, head);
    else socket.destroy();
  }
}
