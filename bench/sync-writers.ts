/**
 * Child process of `bench/local-backend.ts`: N raw sync-protocol WebSocket clients,
 * each sending `ledger:append` to its own book, the next as soon as the last one's
 * MutationResponse (sent once the commit is durable) arrives. In a process of their
 * own, so the figure is the server's, not the clients' work on the server's thread.
 *
 * argv: <ws url> <count> [<first client's number>, 0 by default: children that run
 * side by side number their clients apart, so that no two share a book or seqs].
 * IPC in: { run: ms } or { stop: true }. IPC out: "ready", then per run { ops, ms }
 * (mutations acknowledged in that time).
 */
import { WebSocket } from "ws";
import { connectFrame } from "./sync-frames";

const [url = "", countText = "0", firstText = "0"] = process.argv.slice(2);
const count = Number(countText);
const first = Number(firstText);
let running = false;
let ops = 0;
let inFlight = 0;
let drained = () => {};

function open(i: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    let requestId = 0;
    // Each client its own book and seq range: no two read what another writes.
    const send = () => {
      inFlight++;
      ws.send(
        JSON.stringify({
          type: "Mutation",
          requestId: requestId++,
          udfPath: "ledger:append",
          args: [{ seq: (i + 1) * 1e9 + 5e8 + requestId, book: `wire-${i}` }],
        }),
      );
    };
    ws.once("error", reject);
    ws.once("open", () => {
      ws.send(connectFrame("20000000", i));
      resolve(ws);
    });
    ws.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        success?: boolean;
        result?: unknown;
      };
      if (message.type !== "MutationResponse") return;
      if (!message.success) {
        throw new Error(`ledger:append failed: ${String(message.result)}`);
      }
      inFlight--;
      ops++;
      if (running) send();
      else if (inFlight === 0) drained();
    });
    starters.push(send);
  });
}

const starters: (() => void)[] = [];
const sockets: WebSocket[] = [];
for (let i = first; i < first + count; i++) sockets.push(await open(i));

async function run(ms: number): Promise<{ ops: number; ms: number }> {
  ops = 0;
  running = true;
  const start = performance.now();
  for (const send of starters) send();
  await new Promise((resolve) => setTimeout(resolve, ms));
  running = false;
  await new Promise<void>((resolve) => {
    drained = resolve;
    if (inFlight === 0) resolve();
  });
  return { ops, ms: performance.now() - start };
}

process.on("message", (message: { run?: number; stop?: boolean }) => {
  if (message.stop) {
    for (const ws of sockets) ws.close();
    process.exit(0);
  }
  if (message.run) void run(message.run).then((r) => process.send?.(r));
});
process.send?.("ready");
