/**
 * A group of commits as the SQL writes that store it, in a form that crosses to the
 * writer thread cheaply (`./writer.ts`): one flat array of op codes, strings and
 * numbers, and every index key packed in one buffer (transferred, not copied). The
 * backend's own thread encodes a batch (it has the catalog and the documents); either
 * thread applies it with `applyOps`, so there is one mapping from commits to SQL.
 */
import { convexToJson } from "convex/values";
import { fieldValue } from "../values/keys";
import { type Statements } from "./sqlite";
import {
  type BatchCommit,
  type Doc,
  type IndexInfo,
  indexKey,
  type TableInfo,
} from "./types";

const INSERT_DOC = 0;
const UPDATE_DOC = 1;
const DELETE_DOC = 2;
const INSERT_ENTRY = 3;
const DELETE_ENTRY = 4;
const SESSION_RESULT = 5;
const SET_META = 6;

export interface BatchOps {
  /** Op codes, each followed by its operands (keys as start and end offsets). */
  values: (string | number)[];
  /** Every index key of the batch, back to back. */
  keys: Uint8Array;
}

/** The SQL writes of `commits`, ending with the meta rows every batch updates. */
export function encodeBatch(
  commits: readonly BatchCommit[],
  tableByNumber: (n: number) => TableInfo | undefined,
  lastCreationTime: number,
): BatchOps {
  const encoder = new Encoder();
  for (const commit of commits) {
    for (const w of commit.writes) {
      const table = tableByNumber(w.tableNumber);
      if (!table) throw new Error(`Table ${w.tableNumber} does not exist.`);
      if (w.oldDoc === null && w.newDoc !== null)
        encoder.insert(table, w.newDoc, w.json);
      else if (w.oldDoc !== null && w.newDoc !== null)
        encoder.update(table, w.oldDoc, w.newDoc, w.json);
      else if (w.oldDoc !== null) encoder.delete(table, w.oldDoc);
    }
    const record = commit.sessionRecord;
    if (record) {
      encoder.values.push(
        SESSION_RESULT,
        record.sessionId,
        record.requestId,
        commit.ts.toString(),
        record.result,
      );
    }
  }
  const lastTs = commits[commits.length - 1]!.ts;
  encoder.values.push(SET_META, "last_commit_ts", lastTs.toString());
  encoder.values.push(SET_META, "last_creation_time", String(lastCreationTime));
  return encoder.finish();
}

class Encoder {
  readonly values: (string | number)[] = [];
  private readonly keyList: Buffer[] = [];
  private keyBytes = 0;

  private entry(op: number, indexId: number, key: Buffer, docId: string) {
    this.values.push(op, indexId, this.keyBytes, this.keyBytes + key.length);
    if (op === INSERT_ENTRY) this.values.push(docId);
    this.keyList.push(key);
    this.keyBytes += key.length;
  }

  insert(table: TableInfo, doc: Doc, json: string | null): void {
    this.values.push(INSERT_DOC, doc._id, table.number, json ?? docJson(doc));
    for (const index of table.indexes.values())
      this.entry(INSERT_ENTRY, index.id, indexKey(index, doc), doc._id);
  }

  update(table: TableInfo, oldDoc: Doc, newDoc: Doc, json: string | null) {
    this.values.push(UPDATE_DOC, json ?? docJson(newDoc), newDoc._id);
    for (const index of table.indexes.values()) {
      if (sameKeyFields(index, oldDoc, newDoc)) continue;
      const oldKey = indexKey(index, oldDoc);
      const newKey = indexKey(index, newDoc);
      if (oldKey.equals(newKey)) continue;
      this.entry(DELETE_ENTRY, index.id, oldKey, oldDoc._id);
      this.entry(INSERT_ENTRY, index.id, newKey, newDoc._id);
    }
  }

  delete(table: TableInfo, oldDoc: Doc): void {
    this.values.push(DELETE_DOC, oldDoc._id);
    for (const index of table.indexes.values())
      this.entry(DELETE_ENTRY, index.id, indexKey(index, oldDoc), oldDoc._id);
  }

  finish(): BatchOps {
    // Its own ArrayBuffer (not Node's shared pool), so it can be transferred.
    const keys = new Uint8Array(new ArrayBuffer(this.keyBytes));
    let at = 0;
    for (const key of this.keyList) {
      keys.set(key, at);
      at += key.length;
    }
    return { values: this.values, keys };
  }
}

function docJson(doc: Doc): string {
  return JSON.stringify(convexToJson(doc));
}

/** Runs `ops` on `stmts`' connection (inside the caller's transaction). */
export function applyOps(stmts: Statements, ops: BatchOps): void {
  const v = ops.values;
  const keys = Buffer.from(
    ops.keys.buffer,
    ops.keys.byteOffset,
    ops.keys.byteLength,
  );
  const key = (i: number) => keys.subarray(v[i] as number, v[i + 1] as number);
  let i = 0;
  while (i < v.length) {
    switch (v[i]) {
      case INSERT_DOC:
        stmts.insertDoc.run(v[i + 1], v[i + 2], v[i + 3]);
        i += 4;
        break;
      case UPDATE_DOC:
        stmts.updateDoc.run(v[i + 1], v[i + 2]);
        i += 3;
        break;
      case DELETE_DOC:
        stmts.deleteDoc.run(v[i + 1]);
        i += 2;
        break;
      case INSERT_ENTRY:
        stmts.insertEntry.run(v[i + 1], key(i + 2), v[i + 4]);
        i += 5;
        break;
      case DELETE_ENTRY:
        stmts.deleteEntry.run(v[i + 1], key(i + 2));
        i += 4;
        break;
      case SESSION_RESULT:
        stmts.recordSessionResult.run(v[i + 1], v[i + 2], v[i + 3], v[i + 4]);
        i += 5;
        break;
      case SET_META:
        stmts.setMeta.run(v[i + 1], v[i + 2]);
        i += 3;
        break;
      default:
        throw new Error(`Unknown batch op ${String(v[i])}.`);
    }
  }
}

/** Whether two versions of a document have the same key in `index`, without encoding. */
function sameKeyFields(index: IndexInfo, a: Doc, b: Doc): boolean {
  for (const f of index.keyFields) {
    const x = fieldValue(a, f);
    const y = fieldValue(b, f);
    // Numbers by Object.is: 0 and -0 have different keys; NaN is left to encoding.
    if (x !== y || (typeof x === "number" && !Object.is(x, y))) return false;
  }
  return true;
}
