/**
 * A port bound before the backend is ready (listener.ts): a client reconnecting to a
 * backend that is still loading waits for it instead of being refused (a refusal would
 * double its reconnect backoff), plain requests too; after stop upgrades are refused.
 */
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { Listener } from "./listener";

let listener: Listener | null = null;

afterEach(() => {
  listener?.close();
  listener = null;
});

async function listening(): Promise<{ listener: Listener; host: string }> {
  const created = new Listener(true);
  listener = created;
  const port = await created.listen(0, "127.0.0.1");
  return { listener: created, host: `127.0.0.1:${port}` };
}

function arrival(listener: Listener, event: "request" | "upgrade") {
  return new Promise((resolve) => listener.server.once(event, resolve));
}

describe("a port bound before the backend is ready", () => {
  it("holds an upgrade that arrives before the sync layer is ready, then serves it", async () => {
    const { listener, host } = await listening();
    const upgraded = arrival(listener, "upgrade");
    const ws = new WebSocket(`ws://${host}/api/sync`);
    const events: string[] = [];
    ws.on("open", () => events.push("open"));
    ws.on("unexpected-response", (_req, res) =>
      events.push(`refused ${res.statusCode}`),
    );
    ws.on("error", () => events.push("error"));
    const greeting = new Promise<string>((resolve) =>
      ws.once("message", (data: Buffer) => resolve(data.toString())),
    );
    await upgraded;
    // The request is in; nothing has answered it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);

    const wss = new WebSocketServer({ noServer: true });
    listener.serve({
      request: (_req, res) => res.end(),
      upgrade: (req, socket, head) =>
        wss.handleUpgrade(req, socket, head, (server) => server.send("ready")),
    });
    expect(await greeting).toBe("ready");
    expect(events).toEqual(["open"]);
    ws.close();
    wss.close();
  });

  it("holds a request until the port is served", async () => {
    const { listener, host } = await listening();
    const requested = arrival(listener, "request");
    let answered = false;
    const response = fetch(`http://${host}/version`).then((res) => {
      answered = true;
      return res.text();
    });
    await requested;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    listener.serve({ request: (_req, res) => res.end("served") });
    expect(await response).toBe("served");
  });

  it("refuses upgrades after stop, including one still waiting", async () => {
    const { listener, host } = await listening();
    const url = `ws://${host}/api/sync`;
    const status = (ws: WebSocket) =>
      new Promise<number | undefined>((resolve) => {
        ws.once("unexpected-response", (_req, res) => {
          resolve(res.statusCode);
          res.resume();
        });
        ws.once("open", () => resolve(undefined));
        ws.once("error", () => resolve(undefined));
      });
    const upgraded = arrival(listener, "upgrade");
    const waiting = new WebSocket(url);
    const waitingStatus = status(waiting);
    await upgraded;
    listener.refuseUpgrades();
    expect(await waitingStatus).toBe(503);
    expect(await status(new WebSocket(url))).toBe(503);
  });
});
