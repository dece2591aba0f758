/**
 * Child process of `bench/sync.ts`: N raw sync-protocol WebSocket subscribers, so the
 * fan-out figure measures the server's delivery, not this process's reading.
 *
 * argv: <ws url> <count> <channel>. IPC in: { expect: string }. IPC out: "ready", then
 * per round { times: number[] } (absolute ms, performance.timeOrigin + now()).
 *
 * Reading is kept cheap so that the time taken is the server's: each message is
 * searched as bytes (no string per message) and UTF-8 validation is skipped. With 1,000
 * sockets read on one thread, every microsecond here delays the last reads by a
 * millisecond.
 */
import { WebSocket } from "ws";
import { connectFrame, subscribeFrame } from "./sync-frames";

const [url = "", countText = "0", channel = "fanout"] = process.argv.slice(2);
const count = Number(countText);
let expect: Buffer | null = null;
let times: number[] = [];

function open(i: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { skipUTF8Validation: true });
    ws.once("error", reject);
    ws.once("open", () => {
      ws.send(connectFrame("00000000", i));
      ws.send(subscribeFrame("messages:recent", { channel }));
      resolve(ws);
    });
    ws.on("message", (data: Buffer) => {
      if (expect && data.includes(expect)) {
        times.push(performance.timeOrigin + performance.now());
        if (times.length === count) {
          process.send?.({ times });
          times = [];
          expect = null;
        }
      }
    });
  });
}

const sockets: WebSocket[] = [];
for (let i = 0; i < count; i++) sockets.push(await open(i));
process.on("message", (message: { expect?: string; stop?: boolean }) => {
  if (message.stop) {
    for (const ws of sockets) ws.close();
    process.exit(0);
  }
  expect = message.expect ? Buffer.from(message.expect) : null;
});
process.send?.("ready");
