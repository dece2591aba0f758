/**
 * The writer thread (see `./writer.ts`): its own connection to the database, on which
 * it writes the batches it is sent, every batch waiting when it starts in one
 * transaction and one COMMIT (one fsync), then reports each: a reply on its port, and
 * the last one's number in shared memory for a backend thread that waits for it.
 */
import {
  type MessagePort,
  receiveMessageOnPort,
  workerData,
} from "node:worker_threads";
import { applyOps } from "./batch-ops";
import { openDatabase, prepareStatements } from "./sqlite";
import {
  CLOSED,
  DONE_SEQ,
  type WriterData,
  type WriterReply,
  type WriterRequest,
} from "./writer-protocol";

type Write = Extract<WriterRequest, { type: "write" }>;

const { dataDir, port, state } = workerData as WriterData & {
  port: MessagePort;
};

const db = openDatabase(dataDir);
const stmts = prepareStatements(db);
/** A batch failed: the ones sent after it, built on its writes, fail too. */
let failure: WriterReply["error"] = null;

function writeAll(writes: Write[]): WriterReply["error"] {
  if (failure) return failure;
  try {
    stmts.begin.run();
    try {
      for (const w of writes) applyOps(stmts, w.ops);
      stmts.commit.run();
    } catch (e) {
      if (db.inTransaction) stmts.rollback.run();
      throw e;
    }
    return null;
  } catch (e) {
    const error = e as Error & { code?: unknown };
    failure = {
      message: error.message,
      code: typeof error.code === "string" ? error.code : undefined,
    };
    return failure;
  }
}

function close(): void {
  db.close();
  Atomics.store(state, CLOSED, 1);
  Atomics.notify(state, CLOSED);
  port.close();
}

function onRequest(first: WriterRequest): void {
  if (first.type === "close") return close();
  // Everything already sent goes in the same transaction.
  const writes: Write[] = [first];
  let closing = false;
  for (;;) {
    const next = receiveMessageOnPort(port)?.message as
      WriterRequest | undefined;
    if (!next) break;
    if (next.type === "close") {
      closing = true;
      break;
    }
    writes.push(next);
  }
  // Batches after a failure start again with the first the backend sent knowing it.
  let start = 0;
  while (start < writes.length) {
    let end = start + 1;
    while (end < writes.length && !writes[end]!.afterFailure) end++;
    if (writes[start]!.afterFailure) failure = null;
    const group = writes.slice(start, end);
    const error = writeAll(group);
    // The replies first: a thread woken by the shared number reads them from the port.
    for (const w of group)
      port.postMessage({ seq: w.seq, error } satisfies WriterReply);
    Atomics.store(state, DONE_SEQ, writes[end - 1]!.seq);
    Atomics.notify(state, DONE_SEQ);
    start = end;
  }
  if (closing) close();
}

port.on("message", onRequest);
port.postMessage({ ready: true });
