/**
 * Child process of `bench/sync-burst.ts`: one raw sync-protocol client that sends the
 * flooding frame (2,000 full-text search subscriptions in one ModifyQuerySet)
 * again and again, each time on a fresh connection with fresh search terms (nothing
 * cached), until told to stop. In its own process so that reading the answers costs
 * the measured server nothing.
 *
 * argv: <ws url> <queries per frame>. IPC out: { ready, frameBytes } once the first
 * frame is sent, { answeredMs } after each burst; on { stop: true } it finishes the
 * burst under way, sends { stopped: true } and exits.
 */
import { WebSocket } from "ws";
import { connectFrame } from "./sync-frames";
import { VOCABULARY } from "./sync-burst-words";

const [url = "", countText = "2000"] = process.argv.slice(2);
const count = Number(countText);
let stopping = false;

/** `count` distinct two-word searches, different for each burst. */
function burstFrame(burst: number): string {
  const words = VOCABULARY.length;
  const modifications = Array.from({ length: count }, (_, i) => ({
    type: "Add",
    queryId: i,
    udfPath: "notes:search",
    args: [
      {
        term: `${VOCABULARY[i % words]} ${VOCABULARY[(i * 7 + burst * 13 + Math.floor(i / words)) % words]} ${VOCABULARY[(i * 3 + burst) % words]} burst${burst}query${i}`,
      },
    ],
  }));
  return JSON.stringify({
    type: "ModifyQuerySet",
    baseVersion: 0,
    newVersion: 1,
    modifications,
  });
}

/** One burst: connect, send the frame, resolve once every query id is answered. */
function burst(n: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const answered = new Set<number>();
    let started = 0;
    ws.once("error", reject);
    ws.once("open", () => {
      ws.send(connectFrame("40000000", n));
      const frame = burstFrame(n);
      started = performance.now();
      ws.send(frame);
      if (n === 0) process.send?.({ ready: true, frameBytes: frame.length });
    });
    ws.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        modifications?: { queryId: number }[];
      };
      if (message.type !== "Transition") return;
      for (const m of message.modifications ?? []) answered.add(m.queryId);
      if (answered.size === count) {
        process.send?.({ answeredMs: performance.now() - started });
        ws.close();
        resolve();
      }
    });
  });
}

process.on("message", (message: { stop?: boolean }) => {
  if (message.stop) stopping = true;
});
let bursts = 0;
while (!stopping) await burst(bursts++);
process.send?.({ stopped: true }, () => process.exit(0));
