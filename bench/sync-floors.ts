/**
 * Latency floors the sync benchmarks measure in the same run (bench/sync.ts,
 * bench/load.ts): a bare `ws` relay with a SQLite commit, and the raw protocol's
 * Mutation -> Transition through a running backend.
 */
import { createServer } from "node:http";
import { WebSocket, WebSocketServer } from "ws";
import { openRawDatabase } from "./raw-sqlite";
import { rawClient, stats } from "./sync-clients";
import { subscribeFrame } from "./sync-frames";

const now = () => performance.now();

/**
 * A bare `ws` relay (A -> server -> B) where the server, per message, commits one
 * row to SQLite (WAL, synchronous=FULL, like the backend) and re-runs a 10-row
 * indexed query whose result it sends to B. No framework.
 */
export async function relayFloor(
  dir: string,
  iterations: number,
): Promise<ReturnType<typeof stats>> {
  const db = openRawDatabase(dir, "floor.sqlite3");
  db.exec(
    "CREATE TABLE m (id INTEGER PRIMARY KEY, channel TEXT NOT NULL, body TEXT NOT NULL)",
  );
  db.exec("CREATE INDEX m_channel ON m(channel, id)");
  const insert = db.prepare("INSERT INTO m (channel, body) VALUES (?, ?)");
  const select = db.prepare(
    "SELECT id, body FROM m WHERE channel = ? ORDER BY id DESC LIMIT 10",
  );
  const server = createServer();
  const wss = new WebSocketServer({ server });
  const peers: WebSocket[] = [];
  wss.on("connection", (ws) => {
    peers.push(ws);
    ws.on("message", (data: Buffer) => {
      const { body } = JSON.parse(data.toString()) as { body: string };
      insert.run("floor", body);
      const rows = select.all("floor");
      peers[1]?.send(JSON.stringify(rows));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  const open = () =>
    new Promise<WebSocket>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`);
      ws.once("open", () => resolve(ws));
    });
  const a = await open();
  const b = await open();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const got = new Promise<void>((r) => b.once("message", () => r()));
    const t0 = now();
    a.send(JSON.stringify({ body: `m${i}` }));
    await got;
    samples.push(now() - t0);
  }
  a.close();
  b.close();
  wss.close();
  server.close();
  db.close();
  return stats(samples);
}

/**
 * Raw protocol clients on the tests/sync fixture (`messages:send`,
 * `messages:recent`) at `url` (the backend's `ws…/api/<version>/sync`): from a
 * Mutation frame sent by A to B receiving the Transition with the new row.
 */
export async function rawMutationToTransition(
  url: string,
  iterations: number,
  sessionPrefix: string,
): Promise<ReturnType<typeof stats>> {
  let expect = "";
  let resolveGot = () => {};
  const b = await rawClient(
    url,
    1,
    (text) => {
      if (expect && text.includes(expect)) resolveGot();
    },
    sessionPrefix,
  );
  b.send(subscribeFrame("messages:recent", { channel: "raw" }));
  const a = await rawClient(url, 2, () => {}, sessionPrefix);
  await new Promise((r) => setTimeout(r, 300));
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    expect = `raw-${i}-x`;
    const got = new Promise<void>((r) => (resolveGot = r));
    const t0 = now();
    a.send(
      JSON.stringify({
        type: "Mutation",
        requestId: i,
        udfPath: "messages:send",
        args: [{ channel: "raw", body: expect }],
      }),
    );
    await got;
    samples.push(now() - t0);
  }
  a.close();
  b.close();
  return stats(samples);
}
