/**
 * One transaction at a snapshot: reads and writes with Convex semantics, the read set
 * (index intervals, point reads, searched tables) that commit validation and the sync
 * layer check writes against, the write set, and Convex's per-transaction limits.
 *
 * Reads see the snapshot (`SnapshotReader`) plus this transaction's own writes; writes
 * are buffered here and reach the database file only when the committer applies the
 * transaction's batch. Nested `runMutation` savepoints are in memory.
 */
import {
  CommitTsPlaceholder,
  convexToJson,
  type JSONValue,
  jsonToConvex,
  type Value,
} from "convex/values";
import {
  type Doc,
  type IndexInfo,
  type Store,
  type StoredDoc,
  type TableInfo,
} from "../storage/store";
import {
  emptyReadSet,
  type ReadInterval,
  type ReadSet,
  type WriteEntry,
} from "../database/read-set";
import {
  type OwnVersion,
  type OwnWrites,
  SnapshotReader,
} from "../database/snapshot";
import { type WriteLog } from "../database/write-log";
import { tableNumberOfId } from "../values/ids";
import { checkStorable, LIMITS } from "../values/validate";
import {
  decodeCursor,
  encodeCursor,
  evaluate,
  isEndCursor,
  type Order,
  rangeToKeys,
  rankSearch,
  searchIndexOf,
  type SerializedQuery,
} from "./query";
import { compareValues } from "convex/values";
import { fieldValue } from "../values/keys";

export {
  inInterval,
  type ReadInterval,
  type ReadSet,
  type WriteEntry,
} from "../database/read-set";

/**
 * What a transaction used, as Convex counts it against its limits: documents and
 * bytes read (scanned, filtered-out rows included), index ranges (each `db.query`
 * and each `db.get`: Convex's "index ranges read"), documents and bytes written.
 */
export interface TransactionUsage {
  documentsRead: number;
  bytesRead: number;
  /** `db.query` calls (streams, pages, searches). */
  databaseQueries: number;
  /** `db.get` calls. */
  gets: number;
  documentsWritten: number;
  bytesWritten: number;
}

/** Which document a read expects: `table` checks the id's table; `system` reads a system table (`ctx.db.system`). */
export interface ReadTarget {
  table?: string;
  system?: boolean;
}

/** Which document a write may touch: `table` checks the id's table; `system` allows system tables (the backend's own writes). */
export interface WriteTarget {
  table?: string;
  system?: boolean;
}

const EMPTY_KEY = Buffer.alloc(0);
const FULL_RANGE_HI = Buffer.from([0xff]);
const ZERO_BYTE = Buffer.from([0]);
const NO_FILTERS: readonly JSONValue[] = [];

/** An open query: a scan of `[lo, hi)` of an index (or ranked search results). */
class Stream {
  source: "index" | "search" = "index";
  index: IndexInfo | undefined = undefined;
  lo: Buffer = EMPTY_KEY;
  hi: Buffer = EMPTY_KEY;
  order: Order = "asc";
  after: Buffer | null = null;
  /** Rows fetched and not yet returned: `buffer[position...]`. */
  buffer: StoredDoc[] = [];
  position = 0;
  exhausted = false;
  returned = 0;
  interval: ReadInterval | undefined = undefined;
  /** Rows per scan batch: starts small (first/unique read one or two), then doubles. */
  batch: number;

  constructor(
    readonly filters: readonly JSONValue[],
    readonly limit: number | null,
  ) {
    this.batch =
      filters.length === 0 && limit !== null
        ? Math.min(Math.max(limit, 1), 100)
        : 2;
  }
}

/** `"table.index"` -> `["table", "index"]`. */
function splitIndexName(name: string): [string, string] {
  const dot = name.indexOf(".");
  return dot < 0 ? [name, ""] : [name.slice(0, dot), name.slice(dot + 1)];
}

export class Transaction implements OwnWrites {
  readonly readSet: ReadSet = emptyReadSet();
  /** Every write in order (a document written twice appears twice). */
  readonly writes: WriteEntry[] = [];
  /** The latest version of each document this transaction wrote. */
  readonly versions = new Map<string, OwnVersion>();
  generation = 0;
  /** `versions` entries each write replaced, to roll back a savepoint. */
  private readonly replaced: (OwnVersion | undefined)[] = [];
  private readonly reader: SnapshotReader;
  /** A sync-protocol mutation's result, recorded with its commit (`CallOptions.dedup`). */
  sessionRecord:
    { sessionId: string; requestId: number; result: string } | undefined;
  docsRead = 0;
  bytesRead = 0;
  queries = 0;
  /** `db.get` calls; not limited here (Convex counts them as index ranges). */
  gets = 0;
  docsWritten = 0;
  bytesWritten = 0;
  scheduled = 0;
  /** Whether a written document holds a `db.vars.commitTs` placeholder. */
  private placeholders = false;
  private streams = new Map<number, Stream>();
  private nextStreamId = 1;
  /** Storage files to delete once this transaction is durable. */
  readonly deletedFiles: string[] = [];

  constructor(
    readonly store: Store,
    log: WriteLog,
    /** The snapshot this transaction reads. */
    readonly snapshotTs: bigint,
    readonly writable: boolean,
  ) {
    this.reader = new SnapshotReader(store, log, snapshotTs, this);
  }

  // --------------------------------------------------------------- limits

  usage(): TransactionUsage {
    return {
      documentsRead: this.docsRead,
      bytesRead: this.bytesRead,
      databaseQueries: this.queries,
      gets: this.gets,
      documentsWritten: this.docsWritten,
      bytesWritten: this.bytesWritten,
    };
  }

  private noteRead(size: number): void {
    this.docsRead++;
    this.bytesRead += size;
    if (this.docsRead > LIMITS.maxDocsRead) {
      throw new Error(
        `Too many documents read in a single function execution (limit: ${LIMITS.maxDocsRead}).`,
      );
    }
    if (this.bytesRead > LIMITS.maxBytesRead) {
      throw new Error(
        `Too many bytes read in a single function execution (limit: ${LIMITS.maxBytesRead} bytes).`,
      );
    }
  }

  private noteWrite(size: number): void {
    this.docsWritten++;
    this.bytesWritten += size;
    if (this.docsWritten > LIMITS.maxDocsWritten) {
      throw new Error(
        `Too many documents written in a single function execution (limit: ${LIMITS.maxDocsWritten}).`,
      );
    }
    if (this.bytesWritten > LIMITS.maxBytesWritten) {
      throw new Error(
        `Too many bytes written in a single function execution (limit: ${LIMITS.maxBytesWritten} bytes).`,
      );
    }
  }

  // ------------------------------------------------------------- savepoints

  savepoint(): Savepoint {
    return { writes: this.writes.length };
  }

  releaseSavepoint(_sp: Savepoint): void {}

  /** Undoes the writes made since `sp` (reads stay in the read set). */
  rollbackSavepoint(sp: Savepoint): void {
    for (let i = this.writes.length - 1; i >= sp.writes; i--) {
      const id = this.writes[i]!.id;
      const previous = this.replaced[i];
      if (previous) this.versions.set(id, previous);
      else this.versions.delete(id);
    }
    this.writes.length = sp.writes;
    this.replaced.length = sp.writes;
    this.generation++;
  }

  // ------------------------------------------------------------------ reads

  private table(name: string, system: boolean): TableInfo | undefined {
    if (system && !name.startsWith("_")) {
      throw new Error(
        system
          ? `Table "${name}" is not a system table; use ctx.db instead of ctx.db.system.`
          : `Table "${name}" is a system table; read it with ctx.db.system.`,
      );
    }
    return this.store.table(name);
  }

  /** `db.get`: undecodable ids and table mismatches throw; unknown tables read null. */
  get(id: string, target: ReadTarget = {}): Doc | null {
    return this.getStored(id, target)?.doc ?? null;
  }

  /** `get`, as stored (the syscall answers with the stored JSON). */
  getStored(id: string, target: ReadTarget = {}): StoredDoc | null {
    const isSystem = target.system ?? false;
    const tableName = target.table;
    const tableNumber = tableNumberOfId(id);
    if (tableNumber === null) {
      throw new Error(
        `Invalid argument \`id\` for \`db.get\`: "${id}" is not a valid ID.`,
      );
    }
    const table = this.store.tableByNumber(tableNumber);
    if (tableName !== undefined && table?.name !== tableName) {
      throw new Error(
        `Invalid argument \`id\`: "${id}" is not an ID of table "${tableName}".`,
      );
    }
    if (!table) return null;
    if (table.name.startsWith("_") !== isSystem) {
      if (isSystem) throw new Error(`"${id}" is not an ID of a system table.`);
      return null;
    }
    this.gets++;
    this.readSet.points.add(id);
    const found = this.reader.getStored(id);
    if (!found) return null;
    this.noteRead(found.stored.size);
    return found.stored;
  }

  normalizeId(tableName: string, idString: string): string | null {
    const n = tableNumberOfId(idString);
    if (n === null) return null;
    return this.store.tableByNumber(n)?.name === tableName ? idString : null;
  }

  count(tableName: string): number {
    const table = this.store.table(tableName);
    if (!table) return 0;
    const index = table.indexes.get("by_creation_time")!;
    this.readSet.intervals.push({
      indexId: index.id,
      lo: Buffer.alloc(0),
      hi: Buffer.from([0xff]),
    });
    return this.reader.count(table);
  }

  private resolveSource(query: SerializedQuery, isSystem: boolean): Stream {
    if (++this.queries > LIMITS.maxQueries) {
      throw new Error(
        `Too many database queries in a single function execution (limit: ${LIMITS.maxQueries}).`,
      );
    }
    const source = query.source;
    let filters: JSONValue[] | null = null;
    let limit: number | null = null;
    for (const op of query.operators) {
      if ("filter" in op) (filters ??= []).push(op.filter);
      else limit = limit === null ? op.limit : Math.min(limit, op.limit);
    }
    const stream = new Stream(filters ?? NO_FILTERS, limit);
    if (source.type === "Search") {
      this.searchInto(stream, source, isSystem);
      return stream;
    }
    let tableName: string;
    let indexName: string;
    if (source.type === "FullTableScan") {
      tableName = source.tableName;
      indexName = "by_creation_time";
    } else {
      [tableName, indexName] = splitIndexName(source.indexName);
    }
    stream.order = source.order ?? "asc";
    const table = this.table(tableName, isSystem);
    if (!table) {
      this.readSet.missingTables.add(tableName);
      if (indexName !== "by_creation_time" && indexName !== "by_id") {
        throw new Error(`Index ${tableName}.${indexName} not found.`);
      }
      stream.exhausted = true;
      return stream;
    }
    const index = table.indexes.get(indexName);
    if (!index) {
      throw new Error(
        `Index ${tableName}.${indexName} not found. Declare it in schema.ts with .index("${indexName}", [...]).`,
      );
    }
    if (source.type === "IndexRange") {
      const { lo, hi } = rangeToKeys(index, source.range);
      stream.lo = lo;
      stream.hi = hi;
    } else {
      stream.hi = FULL_RANGE_HI;
    }
    stream.index = index;
    // The interval read so far: empty until the first batch widens it.
    stream.interval =
      stream.order === "asc"
        ? { indexId: index.id, lo: stream.lo, hi: stream.lo }
        : { indexId: index.id, lo: stream.hi, hi: stream.hi };
    this.readSet.intervals.push(stream.interval);
    return stream;
  }

  /** Full-text search: ranks the table's matching documents into `stream.buffer`. */
  private searchInto(
    stream: Stream,
    source: Extract<SerializedQuery["source"], { type: "Search" }>,
    isSystem: boolean,
  ): void {
    stream.source = "search";
    stream.exhausted = true;
    const [tableName, indexName] = splitIndexName(source.indexName);
    const table = this.table(tableName, isSystem);
    if (!table) {
      this.readSet.missingTables.add(tableName);
      return;
    }
    const search = searchIndexOf(table, indexName);
    this.readSet.searchTables.add(table.number);
    let text = "";
    const eqs: { fieldPath: string; value: Value | undefined }[] = [];
    for (const f of source.filters) {
      if (f.type === "Search") {
        if (f.fieldPath !== search.searchField) {
          throw new Error(
            `Search field "${f.fieldPath}" is not the search field of ${source.indexName}.`,
          );
        }
        text = f.value;
      } else {
        if (!search.filterFields.includes(f.fieldPath)) {
          throw new Error(
            `"${f.fieldPath}" is not a filter field of ${source.indexName}.`,
          );
        }
        eqs.push({
          fieldPath: f.fieldPath,
          value:
            f.value === null ||
            typeof f.value !== "object" ||
            !("$undefined" in f.value)
              ? jsonToConvex(f.value)
              : undefined,
        });
      }
    }
    const index = table.indexes.get("by_creation_time")!;
    const candidates: StoredDoc[] = [];
    let after: Buffer | null = null;
    for (;;) {
      const rows = this.reader.scan(
        index,
        EMPTY_KEY,
        FULL_RANGE_HI,
        "asc",
        after,
        1000,
      );
      for (const row of rows) {
        if (
          eqs.every(
            (e) =>
              compareValues(fieldValue(row.doc, e.fieldPath), e.value) === 0,
          )
        ) {
          candidates.push(row);
        }
      }
      if (rows.length < 1000) break;
      after = rows[rows.length - 1]!.key;
    }
    const ranked = rankSearch(candidates, search.searchField, text, 1024);
    for (const row of ranked) this.noteRead(row.size);
    stream.buffer = ranked;
  }

  /** Fetches the next batch of a stream's scan, widening its read interval. */
  private fill(stream: Stream, batch = 100): ScanBatch {
    const rows = this.reader.scan(
      stream.index!,
      stream.lo,
      stream.hi,
      stream.order,
      stream.after,
      batch,
    );
    for (const row of rows) this.noteRead(row.size);
    const last = rows[rows.length - 1];
    if (last) stream.after = last.key;
    if (rows.length < batch) stream.exhausted = true;
    const interval = stream.interval!;
    if (stream.order === "asc") {
      interval.hi = stream.exhausted
        ? stream.hi
        : Buffer.concat([stream.after!, ZERO_BYTE]);
    } else {
      interval.lo = stream.exhausted ? stream.lo : stream.after!;
    }
    return rows;
  }

  /**
   * Brute-force vector search: cosine similarity against every document of the table
   * that has a vector of the index's dimension and passes the filter expression.
   */
  vectorSearch(
    indexName: string,
    vector: number[],
    limit: number,
    expressions: JSONValue,
  ): { _id: string; _score: number }[] {
    const [tableName = "", index = ""] = indexName.split(".");
    const table = this.store.table(tableName);
    const config = table?.vectorIndexes.get(index);
    if (!table || !config) {
      throw new Error(
        `Vector index "${indexName}" not found. Declare it in schema.ts with .vectorIndex().`,
      );
    }
    if (vector.length !== config.dimensions) {
      throw new Error(
        `Vector has ${vector.length} dimensions, but ${indexName} expects ${config.dimensions}.`,
      );
    }
    if (!(limit >= 1 && limit <= 256)) {
      throw new Error("vectorSearch limit must be between 1 and 256.");
    }
    const norm = (v: number[]) =>
      Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
    const queryNorm = norm(vector);
    const byCreation = table.indexes.get("by_creation_time")!;
    const scored: { _id: string; _score: number }[] = [];
    let after: Buffer | null = null;
    for (;;) {
      const rows = this.reader.scan(
        byCreation,
        Buffer.alloc(0),
        Buffer.from([0xff]),
        "asc",
        after,
        1000,
      );
      for (const { doc } of rows) {
        const candidate = fieldValue(doc, config.vectorField);
        if (!Array.isArray(candidate) || candidate.length !== vector.length)
          continue;
        if (expressions !== null && evaluate(expressions, doc) !== true)
          continue;
        const values = candidate as number[];
        const dot = values.reduce((sum, x, i) => sum + x * vector[i]!, 0);
        const denominator = norm(values) * queryNorm;
        scored.push({
          _id: doc._id,
          _score: denominator === 0 ? 0 : dot / denominator,
        });
      }
      if (rows.length < 1000) break;
      after = rows[rows.length - 1]!.key;
    }
    scored.sort((a, b) => b._score - a._score);
    return scored.slice(0, limit);
  }

  openStream(query: SerializedQuery, isSystem: boolean): number {
    const id = this.nextStreamId++;
    this.streams.set(id, this.resolveSource(query, isSystem));
    return id;
  }

  streamNext(queryId: number): Doc | null {
    return this.streamNextStored(queryId)?.doc ?? null;
  }

  /** The next document of a stream, as stored (decoded only if a filter needs it). */
  streamNextStored(queryId: number): StoredDoc | null {
    const stream = this.streams.get(queryId);
    if (!stream)
      throw new Error(`Query ${queryId} is closed or does not exist.`);
    if (stream.limit !== null && stream.returned >= stream.limit) return null;
    for (;;) {
      while (stream.position < stream.buffer.length) {
        const row = stream.buffer[stream.position++]!;
        if (passes(stream.filters, row)) {
          stream.returned++;
          return row;
        }
      }
      if (stream.exhausted) return null;
      stream.buffer = this.fill(stream, stream.batch);
      stream.position = 0;
      stream.batch = Math.min(stream.batch * 2, 100);
    }
  }

  closeStream(queryId: number): void {
    this.streams.delete(queryId);
  }

  page(args: {
    query: SerializedQuery;
    cursor: string | null;
    endCursor: string | null;
    pageSize: number;
    maximumRowsRead: number | null;
    /** Stop once this many bytes of documents were read (`paginate`'s option). */
    maximumBytesRead?: number | null;
    isSystem: boolean;
  }): { page: StoredDoc[]; isDone: boolean; continueCursor: string } {
    if (!(args.pageSize >= 0))
      throw new Error("pageSize must be a non-negative number");
    const stream = this.resolveSource(args.query, args.isSystem);
    if (stream.source === "search") {
      const all = stream.buffer.filter((row) => passes(stream.filters, row));
      const start =
        args.cursor === null
          ? 0
          : isEndCursor(args.cursor)
            ? all.length
            : Number(decodeCursor(args.cursor)!.toString());
      const end = args.endCursor
        ? isEndCursor(args.endCursor)
          ? all.length
          : Number(decodeCursor(args.endCursor)!.toString())
        : start + args.pageSize;
      const page = all.slice(start, end);
      const isDone = end >= all.length;
      return {
        page,
        isDone,
        continueCursor: isDone
          ? encodeCursor(null)
          : encodeCursor(Buffer.from(String(end))),
      };
    }
    if (args.cursor !== null) {
      const key = decodeCursor(args.cursor);
      if (key === null) {
        return { page: [], isDone: true, continueCursor: args.cursor };
      }
      stream.after = key;
      if (stream.order === "asc")
        stream.interval!.lo = Buffer.concat([key, Buffer.from([0])]);
      else stream.interval!.hi = key;
    }
    let endKey: Buffer | null = null;
    if (args.endCursor !== null) {
      endKey = decodeCursor(args.endCursor);
      if (endKey !== null) {
        if (stream.order === "asc")
          stream.hi = Buffer.concat([endKey, Buffer.from([0])]);
        else stream.lo = endKey;
      }
    }
    const page: StoredDoc[] = [];
    let rowsRead = 0;
    let bytesRead = 0;
    const limit = stream.limit ?? Infinity;
    for (;;) {
      const wanted =
        args.endCursor !== null
          ? 100
          : Math.min(100, Math.max(1, args.pageSize - page.length));
      const rows =
        stream.buffer.length > 0 || stream.exhausted
          ? []
          : this.fill(stream, wanted);
      for (const [i, row] of rows.entries()) {
        rowsRead++;
        bytesRead += row.size;
        if (passes(stream.filters, row) && page.length < limit) page.push(row);
        // A page that read as much as it may ends at this row; the next one starts after it.
        const hitRows =
          args.maximumRowsRead != null && rowsRead >= args.maximumRowsRead;
        const hitBytes =
          args.maximumBytesRead != null && bytesRead >= args.maximumBytesRead;
        if ((hitRows || hitBytes) && args.endCursor === null) {
          const atEnd = stream.exhausted && i === rows.length - 1;
          return {
            page,
            isDone: atEnd,
            continueCursor: encodeCursor(atEnd ? null : row.key),
          };
        }
      }
      if (stream.exhausted) {
        const isDone = args.endCursor === null || endKey === null;
        return {
          page,
          isDone,
          continueCursor: args.endCursor ?? encodeCursor(null),
        };
      }
      const full =
        args.endCursor === null &&
        page.length >= Math.min(args.pageSize, limit);
      if (full) {
        return {
          page,
          isDone: false,
          continueCursor: encodeCursor(stream.after),
        };
      }
    }
  }

  /** Replaces `db.vars.commitTs` placeholders with `ts` (for checks, and at commit). */
  private static resolveCommitTs(value: Value, ts: bigint): Value {
    if (value instanceof CommitTsPlaceholder) return ts;
    if (Array.isArray(value))
      return value.map((v) => Transaction.resolveCommitTs(v, ts));
    if (
      value !== null &&
      typeof value === "object" &&
      !(value instanceof ArrayBuffer)
    ) {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          Transaction.resolveCommitTs(v as Value, ts),
        ]),
      );
    }
    return value;
  }

  private assertWritable(): void {
    if (!this.writable)
      throw new Error("Queries cannot write to the database.");
  }

  /**
   * Checks a document and returns its stored JSON (serialized once). A
   * `db.vars.commitTs` stays a placeholder until commit, as on Convex Cloud; the
   * checks see an int64 in its place.
   */
  private prepareValue(table: TableInfo, doc: Doc): string {
    const json = JSON.stringify(convexToJson(doc));
    const placeholder = json.includes('"$commitTs"');
    if (placeholder) this.placeholders = true;
    const checked = placeholder
      ? (Transaction.resolveCommitTs(doc, this.snapshotTs) as Doc)
      : doc;
    const { _id: _a, _creationTime: _b, ...fields } = checked;
    checkStorable(fields, true);
    const size = json.length;
    if (size > LIMITS.maxDocumentBytes) {
      throw new Error(
        `Document is too large (${size} bytes > maximum size ${LIMITS.maxDocumentBytes} bytes).`,
      );
    }
    const err = this.store.checkDocument(table, checked);
    if (err) {
      throw new Error(
        `Failed to insert or update a document in table "${table.name}" because it does not match the schema: ${err}`,
      );
    }
    return json;
  }

  /** Buffers one write: the new version is what this transaction reads from now on. */
  private record(
    table: TableInfo,
    id: string,
    oldDoc: Doc | null,
    newDoc: Doc | null,
    json: string | null,
  ): void {
    const previous = this.versions.get(id);
    this.replaced.push(previous);
    this.versions.set(id, {
      tableNumber: table.number,
      doc: newDoc,
      json,
      before: previous ? previous.before : oldDoc,
    });
    this.generation++;
    this.noteWrite(json?.length ?? 0);
    this.writes.push({ tableNumber: table.number, id, oldDoc, newDoc, json });
  }

  insert(
    tableName: string,
    value: Record<string, Value>,
    opts: { system?: boolean; id?: string } = {},
  ): string {
    const allowSystem = opts.system ?? false;
    this.assertWritable();
    if (tableName.startsWith("_") && !allowSystem) {
      throw new Error(`Cannot insert into system table "${tableName}".`);
    }
    if (!/^[a-zA-Z_][a-zA-Z0-9_]{0,63}$/.test(tableName)) {
      throw new Error(`Invalid table name: "${tableName}".`);
    }
    const table = this.store.ensureTable(tableName);
    const id = opts.id ?? this.store.newDocumentId(table);
    const doc = {
      ...value,
      _id: id,
      _creationTime: this.store.nextCreationTime(),
    } as Doc;
    this.record(table, id, null, doc, this.prepareValue(table, doc));
    return id;
  }

  private existing(
    id: string,
    tableName: string | undefined,
    op: string,
  ): { table: TableInfo; doc: Doc } {
    const tableNumber = tableNumberOfId(id);
    if (tableNumber === null)
      throw new Error(
        `Invalid argument \`id\` for \`db.${op}\`: "${id}" is not a valid ID.`,
      );
    const found = this.reader.getStored(id);
    if (tableName !== undefined && found && found.table.name !== tableName) {
      throw new Error(
        `Invalid argument \`id\` for \`db.${op}\`: "${id}" is not an ID of table "${tableName}".`,
      );
    }
    if (!found) {
      throw new Error(
        `${op === "delete" ? "Delete" : "Update"} on nonexistent document ID ${id}`,
      );
    }
    this.readSet.points.add(id);
    return { table: found.table, doc: found.stored.doc };
  }

  patch(
    id: string,
    patch: Record<string, JSONValue>,
    target: WriteTarget = {},
  ): void {
    this.assertWritable();
    const { table, doc } = this.existing(id, target.table, "patch");
    this.assertUserTable(table, target.system ?? false);
    const next: Record<string, Value> = { ...doc };
    for (const [k, v] of Object.entries(patch)) {
      if (k === "_id" || k === "_creationTime") {
        const given = jsonToConvex(v);
        if (given !== doc[k])
          throw new Error(`Cannot change the system field ${k}.`);
        continue;
      }
      if (
        typeof v === "object" &&
        v !== null &&
        !Array.isArray(v) &&
        "$undefined" in v
      )
        delete next[k];
      else next[k] = jsonToConvex(v);
    }
    this.writeUpdate(table, doc, next as Doc);
  }

  replace(
    id: string,
    value: Record<string, Value>,
    target: WriteTarget = {},
  ): void {
    this.assertWritable();
    const { table, doc } = this.existing(id, target.table, "replace");
    this.assertUserTable(table, false);
    for (const k of ["_id", "_creationTime"] as const) {
      if (value[k] !== undefined && value[k] !== doc[k])
        throw new Error(`Cannot change the system field ${k}.`);
    }
    this.writeUpdate(table, doc, {
      ...value,
      _id: doc._id,
      _creationTime: doc._creationTime,
    });
  }

  private assertUserTable(table: TableInfo, allowSystem: boolean): void {
    if (table.name.startsWith("_") && !allowSystem) {
      throw new Error(
        `System table "${table.name}" cannot be modified directly.`,
      );
    }
  }

  private writeUpdate(table: TableInfo, oldDoc: Doc, newDoc: Doc): void {
    this.record(
      table,
      oldDoc._id,
      oldDoc,
      newDoc,
      this.prepareValue(table, newDoc),
    );
  }

  delete(id: string, target: WriteTarget = {}): void {
    this.assertWritable();
    const { table, doc } = this.existing(id, target.table, "delete");
    this.assertUserTable(table, target.system ?? false);
    this.record(table, id, doc, null, null);
  }

  /**
   * The write set to commit at `commitTs`: one entry per document (its version at the
   * snapshot and its last version here; written-then-deleted documents drop out), with
   * `db.vars.commitTs` placeholders resolved.
   */
  commitWrites(commitTs: bigint): WriteEntry[] {
    const out: WriteEntry[] = [];
    for (const [id, v] of this.versions) {
      if (v.before === null && v.doc === null) continue;
      let doc = v.doc;
      let json = v.json;
      if (doc && this.placeholders && json?.includes('"$commitTs"')) {
        doc = Transaction.resolveCommitTs(doc, commitTs) as Doc;
        json = JSON.stringify(convexToJson(doc));
      }
      out.push({
        tableNumber: v.tableNumber,
        id,
        oldDoc: v.before,
        newDoc: doc,
        json,
      });
    }
    return out;
  }
}

/** A nested mutation's start: `rollbackSavepoint` undoes what it wrote. */
export interface Savepoint {
  writes: number;
}

type ScanBatch = ReturnType<Store["scan"]>;

/** Whether a row passes every filter expression (decoding it only if there is one). */
function passes(filters: readonly JSONValue[], row: StoredDoc): boolean {
  for (const f of filters) if (evaluate(f, row.doc) !== true) return false;
  return true;
}
