/**
 * A transaction's read side: reads at its snapshot (`SnapshotReader`) plus its own
 * writes, with Convex's checks and limits, and the read set (index intervals actually
 * scanned, point reads, searched tables, missing tables) they leave behind. Streams and
 * pages scan in batches; search and pagination are in `search.ts` and `paginate.ts`.
 */
import { type JSONValue } from "convex/values";
import {
  type Doc,
  type Store,
  type StoredDoc,
  type TableInfo,
  throwIfStaged,
} from "../storage/store";
import { tableNumberOfId } from "../values/ids";
import {
  baseName,
  isSystemTable,
  qualify,
  splitQualified,
} from "../storage/namespace";
import { UsageMeter } from "./meter";
import { paginate, type PageArgs, type PageResult } from "./paginate";
import { rangeToKeys, type SerializedQuery } from "./query";
import { emptyReadSet, type ReadSet } from "./read-set";
import { searchText, type SearchSource, vectorSearch } from "./search";
import { type OwnVersion, type OwnWrites, SnapshotReader } from "./snapshot";
import { FULL_RANGE_HI, passes, splitIndexName, Stream } from "./stream";
import { type WriteLog } from "./write-log";

/** Which document a read expects: `table` checks the id's table; `system` reads a system table (`ctx.db.system`). */
export interface ReadTarget {
  table?: string;
  system?: boolean;
}

type IndexSource = Exclude<SerializedQuery["source"], { type: "Search" }>;

const ZERO_BYTE = Buffer.from([0]);

export class TransactionReads extends UsageMeter implements OwnWrites {
  readonly readSet: ReadSet = emptyReadSet();
  /** The latest version of each document this transaction wrote. */
  readonly versions = new Map<string, OwnVersion>();
  protected reader: SnapshotReader;
  private snapshot: bigint;
  private streams = new Map<number, Stream>();
  private nextStreamId = 1;
  /**
   * The component whose tables names and ids refer to ("" = the app). Set by whoever
   * runs code in a component (a syscall, the scheduler) around its synchronous reads
   * and writes, since one transaction serves a caller and its nested calls.
   */
  namespace = "";
  /**
   * Whether the caller's identity (`ctx.auth`) was read, here or in a nested call: a
   * query that never read it has one result for every caller
   * (`sync/reactivity/query-keys.ts`).
   */
  identityRead = false;
  /** A `useStaleSnapshot` query's caller, whose result depends on what it returns. */
  protected identityReadBy: TransactionReads | null = null;

  noteIdentityRead(): void {
    this.identityRead = true;
    this.identityReadBy?.noteIdentityRead();
  }

  constructor(
    readonly store: Store,
    protected readonly log: WriteLog,
    snapshotTs: bigint,
  ) {
    super();
    this.snapshot = snapshotTs;
    this.reader = new SnapshotReader(store, log, snapshotTs, this);
  }

  /** The snapshot this transaction reads. */
  get snapshotTs(): bigint {
    return this.snapshot;
  }

  /** Runs `fn` with names and ids in the namespace of component `namespace`. */
  inNamespace<T>(namespace: string, fn: () => T): T {
    const previous = this.namespace;
    this.namespace = namespace;
    try {
      return fn();
    } finally {
      this.namespace = previous;
    }
  }

  /** The catalog name of a table of this transaction's namespace. */
  protected qualified(name: string): string {
    return qualify(this.namespace, name);
  }

  /** The table with this number, if it is in this transaction's namespace. */
  protected tableOfNumber(n: number): TableInfo | undefined {
    const table = this.store.tableByNumber(n);
    return table && splitQualified(table.name).namespace === this.namespace
      ? table
      : undefined;
  }

  /** Moves a transaction that has read nothing to a later snapshot (`Transaction.adopt`). */
  protected rebase(ts: bigint): void {
    this.snapshot = ts;
    this.reader = new SnapshotReader(this.store, this.log, ts, this);
  }

  private table(name: string, system: boolean): TableInfo | undefined {
    if (system && !name.startsWith("_")) {
      throw new Error(
        system
          ? `Table "${name}" is not a system table; use ctx.db instead of ctx.db.system.`
          : `Table "${name}" is a system table; read it with ctx.db.system.`,
      );
    }
    return this.store.table(this.qualified(name));
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
    // An id of another component's table names no table here: each component sees
    // only its own tables (`../storage/namespace.ts`).
    const table = this.tableOfNumber(tableNumber);
    // Convex's `system_table_guard` (isolate async_syscall.rs) runs before the table
    // check, and only for an id whose table exists.
    if (table && isSystemTable(table.name) !== isSystem) {
      throw new Error(
        isSystem
          ? "User tables cannot be accessed with db.system."
          : "System tables can only be accessed with db.system.",
      );
    }
    if (
      tableName !== undefined &&
      (table === undefined || baseName(table.name) !== tableName)
    ) {
      throw new Error(
        `Invalid argument \`id\`: "${id}" is not an ID of table "${tableName}".`,
      );
    }
    if (!table) return null;
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
    const table = this.tableOfNumber(n);
    return table && baseName(table.name) === tableName ? idString : null;
  }

  count(tableName: string): number {
    const table = this.store.table(this.qualified(tableName));
    if (!table) return 0;
    const index = table.indexes.get("by_creation_time")!;
    this.readSet.intervals.push({
      indexId: index.id,
      lo: Buffer.alloc(0),
      hi: Buffer.from([0xff]),
    });
    return this.reader.count(table);
  }

  /** Opens a query (counted against the query limit) as a stream. */
  private resolveSource(query: SerializedQuery, isSystem: boolean): Stream {
    this.noteQuery();
    const stream = Stream.of(query.operators);
    if (query.source.type === "Search")
      this.searchInto(stream, query.source, isSystem);
    else this.scanInto(stream, query.source, isSystem);
    return stream;
  }

  /** Points an index stream at its key range; its read interval starts empty. */
  private scanInto(
    stream: Stream,
    source: IndexSource,
    isSystem: boolean,
  ): void {
    const [tableName, indexName]: [string, string] =
      source.type === "FullTableScan"
        ? [source.tableName, "by_creation_time"]
        : splitIndexName(source.indexName);
    stream.order = source.order ?? "asc";
    const table = this.table(tableName, isSystem);
    if (!table) {
      this.readSet.missingTables.add(this.qualified(tableName));
      if (indexName !== "by_creation_time" && indexName !== "by_id") {
        throw new Error(`Index ${tableName}.${indexName} not found.`);
      }
      stream.exhausted = true;
      return;
    }
    const index = table.indexes.get(indexName);
    if (!index) {
      throwIfStaged(table, indexName);
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
  }

  /** Full-text search: ranks the table's matching documents into `stream.buffer`. */
  private searchInto(
    stream: Stream,
    source: SearchSource,
    isSystem: boolean,
  ): void {
    stream.source = "search";
    stream.exhausted = true;
    const [tableName] = splitIndexName(source.indexName);
    const table = this.table(tableName, isSystem);
    if (!table) {
      this.readSet.missingTables.add(this.qualified(tableName));
      return;
    }
    const ranked = searchText(this.reader, this.readSet, table, source);
    for (const row of ranked) this.noteRead(row.size);
    stream.buffer = ranked;
  }

  /** Fetches the next batch of a stream's scan, widening its read interval. */
  private fill(stream: Stream, batch = 100): StoredDoc[] {
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

  /** `vectorSearch` (actions only): see `search.ts`. */
  vectorSearch(
    indexName: string,
    vector: number[],
    limit: number,
    expressions: JSONValue,
  ): { _id: string; _score: number }[] {
    return vectorSearch(
      this.reader,
      this.store,
      this.qualified(indexName),
      vector,
      limit,
      expressions,
    );
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

  /** One page of a paginated query: see `paginate.ts`. */
  page(args: PageArgs): PageResult {
    if (!(args.pageSize >= 0))
      throw new Error("pageSize must be a non-negative number");
    const stream = this.resolveSource(args.query, args.isSystem);
    return paginate(stream, args, (s, batch) => this.fill(s, batch));
  }
}
