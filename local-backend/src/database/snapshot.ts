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
  /** Bumped on every write and rollback, so cached merges know to rebuild. */
  readonly generation: number;
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

interface Corrected {
  tableNumber: number;
  doc: Doc | null;
  stored: Doc | null;
}

export class SnapshotReader implements DocumentReader {
  private fromLog: Map<string, Version> = new Map();
  private fromLogAt: bigint | null = null;
  private merged: Map<string, Corrected> | null = null;
  private mergedAt: bigint | null = null;
  private mergedGeneration = -1;
  private rowsByIndex = new Map<number, StoredDoc[]>();

  constructor(
    private readonly store: Store,
    private readonly log: WriteLog,
    readonly ts: bigint,
    private readonly own: OwnWrites | null,
  ) {}

  /** Every document whose version here differs from the database file's. */
  private corrections(): Map<string, Corrected> {
    const fileTs = this.store.lastCommitTs;
    if (this.fromLogAt !== fileTs) {
      this.fromLog = this.log.versionsAt(this.ts, fileTs);
      this.fromLogAt = fileTs;
    }
    const generation = this.own?.generation ?? 0;
    if (
      this.merged &&
      this.mergedAt === fileTs &&
      this.mergedGeneration === generation
    )
      return this.merged;
    let merged: Map<string, Corrected> = this.fromLog;
    if (this.own && this.own.versions.size > 0) {
      merged = new Map(this.fromLog);
      for (const [id, v] of this.own.versions) {
        const logged = this.fromLog.get(id);
        merged.set(id, {
          tableNumber: v.tableNumber,
          doc: v.doc,
          stored: logged ? logged.stored : v.before,
        });
      }
    }
    this.merged = merged;
    this.mergedAt = fileTs;
    this.mergedGeneration = generation;
    this.rowsByIndex.clear();
    return merged;
  }

  getStored(id: string): { table: TableInfo; stored: StoredDoc } | null {
    const corrected = this.corrections().get(id);
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
    for (const c of this.corrections().values()) {
      if (c.tableNumber !== table.number) continue;
      n += (c.doc ? 1 : 0) - (c.stored ? 1 : 0);
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
    const corrections = this.corrections();
    const extra = this.correctedRows(index, corrections);
    if (extra === null)
      return this.store.scan(index, lo, hi, order, after, limit);
    const out: StoredDoc[] = [];
    let cursor = after;
    for (;;) {
      const rows = this.store.scan(index, lo, hi, order, cursor, limit);
      const done = rows.length < limit;
      const boundary = done ? null : rows[rows.length - 1]!.key;
      const kept = rows.filter((r) => !corrections.has(r.id!));
      const added = extra.filter(
        (r) =>
          within(r.key, lo, hi) &&
          beyond(r.key, cursor, order) &&
          (boundary === null || !beyond(r.key, boundary, order)),
      );
      out.push(...mergeRows(kept, added, order));
      if (done || out.length >= limit) break;
      cursor = boundary;
    }
    return out.length > limit ? out.slice(0, limit) : out;
  }

  /** The corrected versions present in `index`'s table, sorted by key (null: none). */
  private correctedRows(
    index: IndexInfo,
    corrections: Map<string, Corrected>,
  ): StoredDoc[] | null {
    let hasTable = false;
    for (const c of corrections.values()) {
      if (c.tableNumber === index.tableNumber) {
        hasTable = true;
        break;
      }
    }
    if (!hasTable) return null;
    let rows = this.rowsByIndex.get(index.id);
    if (!rows) {
      rows = [];
      for (const [id, c] of corrections) {
        if (c.tableNumber !== index.tableNumber || !c.doc) continue;
        rows.push(
          new StoredDoc(storedJson(c.doc), this.log.keyOf(index, c.doc), id),
        );
      }
      rows.sort((a, b) => Buffer.compare(a.key, b.key));
      this.rowsByIndex.set(index.id, rows);
    }
    return rows;
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
