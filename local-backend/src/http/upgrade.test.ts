/**
 * WebSocket upgrades on the cloud port while the backend starts and stops: a client
 * reconnecting to a backend that is still loading waits for it instead of being
 * refused (a refusal would double its reconnect backoff); after stop it is refused.
 */
import { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { type Backend } from "../backend";
import { HttpFaces } from "./server";

let faces: HttpFaces | null = null;

afterEach(() => {
  faces?.cloud.closeAllConnections();
  faces?.cloud.close();
  faces = null;
});

async function listening(): Promise<{ faces: HttpFaces; url: string }> {
  // Upgrades never reach the routes, which are all that use the backend.
  const created = new HttpFaces({} as Backend);
  faces = created;
  await new Promise<void>((resolve) =>
    created.cloud.listen(0, "127.0.0.1", resolve),
  );
  const { port } = created.cloud.address() as AddressInfo;
  return { faces: created, url: `ws://127.0.0.1:${port}/api/sync` };
}

describe("WebSocket upgrades", () => {
  it("holds an upgrade that arrives before the sync layer is ready, then serves it", async () => {
    const { faces, url } = await listening();
    const upgraded = new Promise((resolve) =>
      faces.cloud.once("upgrade", resolve),
    );
    const ws = new WebSocket(url);
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
    faces.acceptUpgrades((req, socket, head) =>
      wss.handleUpgrade(req, socket, head, (server) => server.send("ready")),
    );
    expect(await greeting).toBe("ready");
    expect(events).toEqual(["open"]);
    ws.close();
    wss.close();
  });

  it("refuses upgrades after stop, including one still waiting", async () => {
    const { faces, url } = await listening();
    const status = (ws: WebSocket) =>
      new Promise<number | undefined>((resolve) => {
        ws.once("unexpected-response", (_req, res) => {
          resolve(res.statusCode);
          res.resume();
        });
        ws.once("open", () => resolve(undefined));
        ws.once("error", () => resolve(undefined));
      });
    const upgraded = new Promise((resolve) =>
      faces.cloud.once("upgrade", resolve),
    );
    const waiting = new WebSocket(url);
    const waitingStatus = status(waiting);
    await upgraded;
    faces.stopUpgrades();
    expect(await waitingStatus).toBe(503);
    expect(await status(new WebSocket(url))).toBe(503);
  });
});
