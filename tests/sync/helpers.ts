/**
 * Helpers for the sync suites: a backend on free ports over a temp data dir, real
 * `convex/browser` clients over `ws`, test-signed tokens, and waiting for a condition.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ConvexClient } from "convex/browser";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { WebSocket } from "ws";
import { type ServerMessage } from "../../local-backend/src/sync/protocol/messages";
import {
  type BackendOptions,
  startBackend,
  type RunningBackend,
} from "../../local-backend/index";

process.env.LOCAL_BACKEND_QUIET = "1";

export const FIXTURE_DIR = resolve(import.meta.dirname, "convex");
export const APP_CONVEX_DIR = resolve(import.meta.dirname, "../../convex");

export interface TestBackend extends RunningBackend {
  dataDir: string;
  /** Stops and starts a new backend on the same data dir and ports. */
  restart(): Promise<TestBackend>;
  cleanup(): Promise<void>;
}

export async function startTestBackend(
  convexDir = FIXTURE_DIR,
  options: Partial<BackendOptions> = {},
  dataDir = mkdtempSync(join(tmpdir(), "sync-test-")),
): Promise<TestBackend> {
  const running = await startBackend({
    convexDir,
    dataDir,
    port: 0,
    sitePort: 0,
    ...options,
  });
  const ports = {
    port: Number(new URL(running.url).port),
    sitePort: Number(new URL(running.siteUrl).port),
  };
  const handle: TestBackend = Object.assign(running, {
    dataDir,
    restart: async () => {
      await running.stop();
      return startTestBackend(convexDir, { ...options, ...ports }, dataDir);
    },
    cleanup: async () => {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
  return handle;
}

/** Every socket the test clients opened, newest last, so tests can cut them. */
export const sockets: WebSocket[] = [];

/** Every server message the test clients received, parsed, in order. */
export const received: { socket: WebSocket; message: ServerMessage }[] = [];

export class TrackedWebSocket extends WebSocket {
  constructor(url: string) {
    super(url);
    sockets.push(this);
    this.on("message", (data: Buffer) => {
      received.push({
        socket: this,
        message: JSON.parse(data.toString("utf8")) as ServerMessage,
      });
    });
  }
}

export function newClient(url: string): ConvexClient {
  return new ConvexClient(url, {
    webSocketConstructor:
      TrackedWebSocket as unknown as typeof globalThis.WebSocket,
    unsavedChangesWarning: false,
    logger: false,
  });
}

/** Resolves once `check` returns a defined, non-false value (polling every 10 ms). */
export async function until<T>(
  check: () => T | undefined | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) {
      const recent = received
        .slice(-8)
        .map((r) => JSON.stringify(r.message).slice(0, 300));
      throw new Error(
        `Timed out waiting for ${what}; last messages:\n${recent.join("\n")}`,
      );
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Watches a query through `onUpdate`, keeping its latest value and every value seen. */
export function watch<T>(
  client: ConvexClient,
  subscribe: (client: ConvexClient, onValue: (v: T) => void) => () => void,
): { latest: () => T | undefined; history: T[]; stop: () => void } {
  const history: T[] = [];
  const stop = subscribe(client, (v) => history.push(v));
  return { latest: () => history[history.length - 1], history, stop };
}

/** A signing key whose public half the fixture's auth.config.ts trusts via SYNC_TEST_JWKS. */
export async function testIssuer(): Promise<{
  sign: (
    sub: string,
    expiresInSeconds: number,
    withIat?: boolean,
  ) => Promise<string>;
}> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", {
    extractable: true,
  });
  const jwks = JSON.stringify({
    // Convex finds a custom JWT's key by its `kid`: a token without one is refused.
    keys: [
      {
        use: "sig",
        alg: "RS256",
        kid: "sync-tests",
        ...(await exportJWK(publicKey)),
      },
    ],
  });
  process.env.SYNC_TEST_JWKS = `data:application/json;base64,${Buffer.from(jwks).toString("base64")}`;
  const key: CryptoKey = privateKey;
  return {
    sign: async (sub, expiresInSeconds, withIat = true) => {
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({})
        .setProtectedHeader({ alg: "RS256", kid: "sync-tests" })
        .setSubject(sub)
        .setIssuer("https://sync-tests.local")
        .setAudience("sync-tests")
        .setExpirationTime(now + expiresInSeconds);
      return (withIat ? jwt.setIssuedAt(now) : jwt).sign(key);
    },
  };
}

export type Transition = Extract<ServerMessage, { type: "Transition" }>;

/** Counts messages received by every raw client, so tests can order them across sockets. */
let receivedSoFar = 0;

/** A raw sync-protocol client (no `convex/browser`): it sends what a test tells it to. */
export interface RawClient {
  ws: WebSocket;
  /** Every server message, parsed, in order. */
  messages: ServerMessage[];
  /**
   * For each of `messages`, its place among the messages all raw clients received
   * (so a test can tell which of two clients was answered first).
   */
  order: number[];
  transitions(): Transition[];
  send(message: Record<string, unknown>): void;
  /** Resolves with the close code and reason once the socket is closed. */
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket and sends `Connect` for `sessionId`. */
export function rawClient(
  url: string,
  sessionId: string,
  connectionCount = 0,
): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace("http", "ws")}/api/1.48.0/sync`);
    const messages: ServerMessage[] = [];
    const order: number[] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      ws.once("close", (code, reason) =>
        done({ code, reason: reason.toString() }),
      ),
    );
    ws.on("message", (data: Buffer) => {
      messages.push(JSON.parse(data.toString("utf8")) as ServerMessage);
      order.push(receivedSoFar++);
    });
    ws.once("error", reject);
    ws.once("open", () => {
      const client: RawClient = {
        ws,
        messages,
        order,
        transitions: () =>
          messages.filter((m): m is Transition => m.type === "Transition"),
        send: (message) => ws.send(JSON.stringify(message)),
        closed,
      };
      client.send({
        type: "Connect",
        sessionId,
        connectionCount,
        lastCloseReason: null,
        clientTs: Date.now(),
      });
      resolve(client);
    });
  });
}

/** Resolves once the server has received `count` more frames than `since`. */
export async function framesArrived(
  backend: TestBackend,
  since: number,
  count: number,
): Promise<void> {
  await until(
    () => backend.stats.framesReceived >= since + count,
    `${count} frame(s) to reach the server`,
  );
}

/** Holds commits and update rounds until the returned function is called. */
export function holdCommitsAndRounds(backend: TestBackend): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  void backend.backend.committer.serialized(() => held);
  backend.backend.sync.holdRounds(held);
  return release;
}
