/**
 * Reading one snapshot: the database file (the latest durable state) corrected by the
 * write log for the snapshot's ts, and by the transaction's own buffered writes.
 *
 * Most reads have nothing to correct (a query at the latest durable ts, a mutation that
 * has not written the table it scans) and go straight to SQLite. Otherwise a point read
 * takes the corrected version, and an index scan merges SQLite's rows (minus the
 * corrected documents) with the corrected versions that fall in the range, in key order.
 */
import { convexToJson } from "convex/values";
import {
  type Doc,
  type IndexInfo,
  type Store,
  StoredDoc,
  type TableInfo,
} from "../storage/store";
import { firstRow } from "./replay";
import { type Version, type WriteLog } from "./write-log";

/** What a transaction reads through. */
export interface DocumentReader {
  getStored(id: string): { table: TableInfo; stored: StoredDoc } | null;
  scan(
    index: IndexInfo,
    lo: Buffer,
    hi: Buffer,
    order: "asc" | "desc",
    after: Buffer | null,
    limit: number,
  ): StoredDoc[];
  count(table: TableInfo): number;
}

/** A transaction's own writes: the latest version of each document it wrote. */
export interface OwnVersion {
  tableNumber: number;
  doc: Doc | null;
  json: string | null;
  /** The version at the transaction's snapshot, before its first write. */
  before: Doc | null;
}

export interface OwnWrites {
  readonly versions: ReadonlyMap<string, OwnVersion>;
}

const jsonCache = new WeakMap<Doc, string>();

/** A document's stored JSON (each committed version is serialized once). */
export function storedJson(doc: Doc): string {
  let json = jsonCache.get(doc);
  if (json === undefined) {
    json = JSON.stringify(convexToJson(doc));
    jsonCache.set(doc, json);
  }
  return json;
}

/** Records a version's JSON, serialized when it was written. */
export function rememberJson(doc: Doc, json: string): void {
  jsonCache.set(doc, json);
}

/** This snapshot's version of a document whose version differs from the file's. */
interface Corrected {
  tableNumber: number;
  doc: Doc | null;
}

const NO_VERSIONS: ReadonlyMap<string, Version> = new Map();

export class SnapshotReader implements DocumentReader {
  private fromLog: ReadonlyMap<string, Version> = NO_VERSIONS;
  private fromLogAt: bigint | null = null;

  constructor(
    private readonly store: Store,
    private readonly log: WriteLog,
    readonly ts: bigint,
    private readonly own: OwnWrites | null,
  ) {}

  /** The write log's corrections: where this snapshot differs from the file now. */
  private logged(): ReadonlyMap<string, Version> {
    const fileTs = this.store.lastCommitTs;
    if (this.fromLogAt !== fileTs) {
      this.fromLog = this.log.versionsAt(this.ts, fileTs);
      this.fromLogAt = fileTs;
    }
    return this.fromLog;
  }

  /** This snapshot's version of `id`, if it differs from the file's. */
  private corrected(id: string): Corrected | undefined {
    return this.own?.versions.get(id) ?? this.logged().get(id);
  }

  getStored(id: string): { table: TableInfo; stored: StoredDoc } | null {
    const corrected = this.corrected(id);
    if (corrected === undefined) return this.store.getStored(id);
    const table = this.store.tableByNumber(corrected.tableNumber);
    if (!corrected.doc || !table) return null;
    return {
      table,
      stored: new StoredDoc(storedJson(corrected.doc), undefined, id),
    };
  }

  count(table: TableInfo): number {
    let n = this.store.count(table);
    const logged = this.logged();
    const own = this.own?.versions;
    for (const [id, v] of logged) {
      if (v.tableNumber !== table.number || own?.has(id)) continue;
      n += (v.doc ? 1 : 0) - (v.stored ? 1 : 0);
    }
    for (const [id, v] of own ?? []) {
      if (v.tableNumber !== table.number) continue;
      // The file's version: the log's if it corrects this document, else the snapshot's.
      const stored = logged.has(id) ? logged.get(id)!.stored : v.before;
      n += (v.doc ? 1 : 0) - (stored ? 1 : 0);
    }
    return n;
  }

  scan(
    index: IndexInfo,
    lo: Buffer,
    hi: Buffer,
    order: "asc" | "desc",
    after: Buffer | null,
    limit: number,
  ): StoredDoc[] {
    const logged = this.logged();
    const own = this.own?.versions;
    if (logged.size === 0 && !own?.size)
      return this.store.scan(index, lo, hi, order, after, limit);
    const extra = this.correctedRows(index, lo, hi, logged);
    const out: StoredDoc[] = [];
    let cursor = after;
    for (;;) {
      const rows = this.store.scan(index, lo, hi, order, cursor, limit);
      const done = rows.length < limit;
      const boundary = done ? null : rows[rows.length - 1]!.key;
      const kept = rows.filter((r) => !own?.has(r.id!) && !logged.has(r.id!));
      const added = extra.filter(
        (r) =>
          beyond(r.key, cursor, order) &&
          (boundary === null || !beyond(r.key, boundary, order)),
      );
      out.push(...mergeRows(kept, added, order));
      if (done || out.length >= limit) break;
      cursor = boundary;
    }
    return out.length > limit ? out.slice(0, limit) : out;
  }

  /** This snapshot's corrected versions in `index` with keys in [lo, hi), by key. */
  private correctedRows(
    index: IndexInfo,
    lo: Buffer,
    hi: Buffer,
    logged: ReadonlyMap<string, Version>,
  ): StoredDoc[] {
    const own = this.own?.versions;
    const rows: StoredDoc[] = [];
    const add = (
      id: string,
      doc: Doc | null,
      key = this.keyIfIn(index, doc, lo, hi),
    ) => {
      if (doc && key) rows.push(new StoredDoc(storedJson(doc), key, id));
    };
    let sorted = true;
    if (this.ts > this.fromLogAt!) {
      // Ahead of the file: the log's rows in range, sorted once for every reader.
      const pending = this.log.pendingRows(index, this.fromLogAt!);
      const end = firstRow(pending, hi, true);
      for (let i = firstRow(pending, lo, true); i < end; i++) {
        const row = pending[i]!;
        if (!own?.has(row.id) && logged.get(row.id)?.doc === row.doc)
          add(row.id, row.doc, row.key);
      }
    } else {
      for (const [id, v] of logged)
        if (v.tableNumber === index.tableNumber && !own?.has(id))
          add(id, v.doc);
      sorted = false;
    }
    for (const [id, v] of own ?? []) {
      if (v.tableNumber !== index.tableNumber) continue;
      add(id, v.doc);
      sorted = false;
    }
    if (!sorted && rows.length > 1)
      rows.sort((a, b) => Buffer.compare(a.key, b.key));
    return rows;
  }

  /** `doc`'s key in `index` if it is in [lo, hi), else null. */
  private keyIfIn(
    index: IndexInfo,
    doc: Doc | null,
    lo: Buffer,
    hi: Buffer,
  ): Buffer | null {
    if (!doc) return null;
    const key = this.log.keyOf(index, doc);
    return within(key, lo, hi) ? key : null;
  }
}

function within(key: Buffer, lo: Buffer, hi: Buffer): boolean {
  return Buffer.compare(key, lo) >= 0 && Buffer.compare(key, hi) < 0;
}

/** Whether `key` comes strictly after `cursor` in scan order (null: the range start). */
function beyond(
  key: Buffer,
  cursor: Buffer | null,
  order: "asc" | "desc",
): boolean {
  if (cursor === null) return true;
  const c = Buffer.compare(key, cursor);
  return order === "asc" ? c > 0 : c < 0;
}

function mergeRows(
  a: StoredDoc[],
  b: StoredDoc[],
  order: "asc" | "desc",
): StoredDoc[] {
  if (b.length === 0) return a;
  const sorted = order === "asc" ? b : [...b].reverse();
  const out: StoredDoc[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < sorted.length) {
    if (j >= sorted.length) out.push(a[i++]!);
    else if (i >= a.length) out.push(sorted[j++]!);
    else {
      const c = Buffer.compare(a[i]!.key, sorted[j]!.key);
      out.push((order === "asc" ? c <= 0 : c >= 0) ? a[i++]! : sorted[j++]!);
    }
  }
  return out;
}
