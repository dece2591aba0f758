/** What the sync benchmarks (bench/sync*.ts) share: raw protocol clients and latency figures. */
import { WebSocket } from "ws";
import { connectFrame } from "./sync-frames";

export const round = (x: number, digits = 3) => Number(x.toFixed(digits));

/** p50, p99 and max of latency samples in milliseconds. */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted[sorted.length - 1]!),
    n: samples.length,
  };
}

/**
 * A raw protocol client: Connect (session ids start with `prefix`, so the
 * processes of one benchmark never share one), then `send` frames; resolves
 * once open.
 */
export function rawClient(
  url: string,
  id: number,
  onMessage: (text: string) => void,
  prefix: string,
): Promise<WebSocket> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.once("open", () => {
      ws.send(connectFrame(prefix, id));
      resolve(ws);
    });
    ws.on("message", (data: Buffer) => onMessage(data.toString()));
  });
}
