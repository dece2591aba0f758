/**
 * The wire under a session: frames written straight to the socket while the
 * WebSocket is open, the message rate's token bucket, and liveness pings.
 */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { SessionSocket, type SessionWebSocket } from "./session-socket";

function wire(readyState: SessionWebSocket["readyState"]) {
  const socket = new PassThrough();
  let pings = 0;
  const ws: SessionWebSocket = {
    readyState,
    ping: () => void pings++,
    close: () => {},
    terminate: () => {},
  };
  const rate = { perSecond: 1, burst: 2 };
  return {
    wire: new SessionSocket(ws, socket, rate),
    socket,
    pings: () => pings,
  };
}

describe("the session's socket", () => {
  it("writes frames while the WebSocket is open; the callback runs either way", async () => {
    const open = wire(WebSocket.OPEN);
    const closing = wire(WebSocket.CLOSING);
    const done: string[] = [];
    const before = open.wire.lastSentAt;
    open.wire.write([Buffer.from("ab"), Buffer.from("c")], () =>
      done.push("written"),
    );
    expect(String(open.socket.read())).toBe("abc");
    expect(open.wire.lastSentAt).toBeGreaterThanOrEqual(before);
    closing.wire.write([Buffer.from("x")], () => done.push("not open"));
    expect(closing.socket.read()).toBeNull();
    expect(done).toEqual(["not open"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toEqual(["not open", "written"]);
  });

  it("limits the message rate to its burst", () => {
    const { wire: w } = wire(WebSocket.OPEN);
    expect(w.takeMessageToken()).toBe(true);
    expect(w.takeMessageToken()).toBe(true);
    expect(w.takeMessageToken()).toBe(false);
  });

  it("pings the peer only while it answers", () => {
    const { wire: w, pings } = wire(WebSocket.OPEN);
    expect(w.pingPeer()).toBe(true);
    expect(w.pingPeer()).toBe(false);
    expect(pings()).toBe(1);
    w.ponged();
    expect(w.pingPeer()).toBe(true);
    expect(pings()).toBe(2);
  });

  it("ends the stream after what was written", async () => {
    const { wire: w, socket } = wire(WebSocket.OPEN);
    socket.resume();
    await w.end();
    expect(socket.writableEnded).toBe(true);
    await w.end();
  });
});
