/**
 * The storage layer's vocabulary: documents, tables and indexes as the catalog
 * describes them, stored documents as read, and a committed batch as written.
 */
import { jsonToConvex, type Value } from "convex/values";
import { encodeFields } from "../values/keys";
import { type ValidatorJson } from "../values/validate";

export type Doc = Record<string, Value> & {
  _id: string;
  _creationTime: number;
};

export interface IndexJson {
  indexDescriptor: string;
  fields: string[];
}
export interface SearchIndexJson {
  indexDescriptor: string;
  searchField: string;
  filterFields: string[];
}
export interface VectorIndexJson {
  indexDescriptor: string;
  vectorField: string;
  dimensions: number;
  filterFields: string[];
}
export interface TableJson {
  tableName: string;
  indexes: IndexJson[];
  stagedDbIndexes?: IndexJson[];
  searchIndexes: SearchIndexJson[];
  stagedSearchIndexes?: SearchIndexJson[];
  vectorIndexes?: VectorIndexJson[];
  stagedVectorIndexes?: VectorIndexJson[];
  documentType: ValidatorJson | null;
}
export interface SchemaJson {
  tables: TableJson[];
  schemaValidation: boolean;
}

export interface IndexInfo {
  id: number;
  tableNumber: number;
  name: string;
  /** The declared fields (for by_id / by_creation_time, the system field). */
  fields: string[];
  /** Key fields in order, always ending with `_creationTime` (unless by_id) and `_id`. */
  keyFields: string[];
  /** Fields a range expression may name, in order. */
  rangeFields: string[];
}

export interface TableInfo {
  number: number;
  name: string;
  indexes: Map<string, IndexInfo>;
  searchIndexes: Map<string, SearchIndexJson>;
  vectorIndexes: Map<string, VectorIndexJson>;
  /**
   * Names of the schema's staged indexes (`staged: true`): declared but, as on Convex,
   * not queryable until enabled. They are not built here; enabling one builds it.
   */
  stagedIndexes: Set<string>;
  documentType: ValidatorJson | null;
}

export const SYSTEM_TABLES = ["_scheduled_functions", "_storage"] as const;

/**
 * The deployment's own system tables, of the app's namespace only, by table number:
 * snapshot exports and imports (`../snapshot/state.ts`), which the CLI's `_system/cli`
 * queries read. Created on first use.
 */
export const DEPLOYMENT_TABLES: ReadonlyMap<string, number> = new Map([
  ["_exports", 3],
  ["_snapshot_imports", 4],
]);

/** A query naming a staged index: Convex's `index_staged_error` (crates/indexing). */
export function throwIfStaged(table: TableInfo, index: string): void {
  if (table.stagedIndexes.has(index)) {
    throw new Error(
      `Index ${table.name}.${index} is currently staged and not available to query until it is enabled.`,
    );
  }
}

const EMPTY_KEY = Buffer.alloc(0);

/**
 * A stored document as read: its stored JSON (Convex's JSON encoding, exactly what
 * `convexToJson` gives for the document), decoded only when the document is needed.
 * Index scans also carry the index key the row was found under.
 */
export class StoredDoc {
  private decoded: Doc | undefined;

  constructor(
    readonly json: string,
    readonly key: Buffer = EMPTY_KEY,
    /** The document's id, when the reader knows it without decoding (index scans). */
    readonly id?: string,
  ) {}

  /** Bytes read, for the transaction limits. */
  get size(): number {
    return this.json.length;
  }

  get doc(): Doc {
    return (this.decoded ??= decodeDoc(this.json));
  }
}

export type ScanRow = StoredDoc;

/** One committed transaction's writes, as the committer hands them over. */
export interface BatchCommit {
  ts: bigint;
  writes: readonly {
    tableNumber: number;
    oldDoc: Doc | null;
    newDoc: Doc | null;
    /** The new document's stored JSON (serialized once, when it was written). */
    json: string | null;
  }[];
  /** A sync-protocol mutation's recorded result (`CallOptions.dedup`). */
  sessionRecord?: { sessionId: string; requestId: number; result: string };
}

export function indexKey(index: IndexInfo, doc: Doc): Buffer {
  return encodeFields(doc, index.keyFields);
}

const nextUpBits = new DataView(new ArrayBuffer(8));

/** The next float64 above a positive `x`. */
export function nextUp(x: number): number {
  nextUpBits.setFloat64(0, x);
  const low = (nextUpBits.getUint32(4) + 1) >>> 0;
  nextUpBits.setUint32(4, low);
  if (low === 0) nextUpBits.setUint32(0, nextUpBits.getUint32(0) + 1);
  return nextUpBits.getFloat64(0);
}

export function decodeDoc(json: string): Doc {
  return jsonToConvex(JSON.parse(json) as never) as Doc;
}
