/**
 * The catalog: table names and numbers, index definitions (created and backfilled,
 * or dropped, as the schema changes), and the schema's document validation.
 */
import type Database from "better-sqlite3";
import { tableNumberOfId } from "../values/ids";
import { checkValue } from "../values/validate";
import { isSystemTable, qualify, splitQualified } from "./namespace";
import {
  decodeDoc,
  type Doc,
  type IndexInfo,
  indexKey,
  type SchemaJson,
  DEPLOYMENT_TABLES,
  SYSTEM_TABLES,
  type TableInfo,
  type TableJson,
} from "./types";

const FIRST_USER_TABLE = 10001;

export class Catalog {
  private tablesByName = new Map<string, TableInfo>();
  private tablesByNumber = new Map<number, TableInfo>();
  private schemaValidation = false;
  private schema: SchemaJson | null = null;
  /** Bumped on every change (tables, indexes, schema): function workers reload then. */
  version = 0;
  private readonly insertEntry: Database.Statement;

  constructor(private readonly db: Database.Database) {
    this.insertEntry = db.prepare(
      "INSERT INTO index_entries (index_id, key, doc_id) VALUES (?, ?, ?)",
    );
    this.loadCatalog();
  }

  loadCatalog(): void {
    this.version++;
    this.tablesByName.clear();
    this.tablesByNumber.clear();
    const rows = this.db
      .prepare<[], { number: number; name: string }>(
        "SELECT number, name FROM tables",
      )
      .all();
    for (const row of rows) this.registerTable(row.number, row.name);
    const indexes = this.db
      .prepare<
        [],
        { index_id: number; table_number: number; name: string; fields: string }
      >("SELECT index_id, table_number, name, fields FROM indexes")
      .all();
    for (const row of indexes) {
      const table = this.tablesByNumber.get(row.table_number);
      if (!table) continue;
      table.indexes.set(
        row.name,
        makeIndexInfo(
          row.index_id,
          row.table_number,
          row.name,
          JSON.parse(row.fields) as string[],
        ),
      );
    }
  }

  private registerTable(number: number, name: string): TableInfo {
    this.version++;
    const info: TableInfo = {
      number,
      name,
      indexes: new Map(),
      searchIndexes: new Map(),
      vectorIndexes: new Map(),
      stagedIndexes: new Set(),
      documentType: null,
    };
    this.tablesByName.set(name, info);
    this.tablesByNumber.set(number, info);
    return info;
  }

  table(name: string): TableInfo | undefined {
    return this.tablesByName.get(name);
  }

  tableByNumber(n: number): TableInfo | undefined {
    return this.tablesByNumber.get(n);
  }

  /** Every table, of every component. */
  tables(): IterableIterator<TableInfo> {
    return this.tablesByName.values();
  }

  tableNameOfId = (id: string): string | null => {
    const n = tableNumberOfId(id);
    return n === null ? null : (this.tablesByNumber.get(n)?.name ?? null);
  };

  /**
   * Creates a table (with its built-in indexes) if needed: durably on its own (the first
   * insert into an undeclared table), or inside the caller's transaction (`applySchema`).
   */
  ensureTable(name: string, number?: number): TableInfo {
    const existing = this.tablesByName.get(name);
    if (existing) return existing;
    if (!this.db.inTransaction) {
      try {
        return this.db
          .transaction(() => this.ensureTable(name, number))
          .immediate();
      } catch (e) {
        this.loadCatalog();
        this.setSchemaMetadata(this.schema);
        throw e;
      }
    }
    const systemIndex = SYSTEM_TABLES.indexOf(
      name as (typeof SYSTEM_TABLES)[number],
    );
    // A number given by the caller: a snapshot import keeps its tables' numbers.
    number ??=
      systemIndex >= 0
        ? systemIndex + 1
        : (DEPLOYMENT_TABLES.get(name) ?? this.nextUserTableNumber());
    this.db
      .prepare("INSERT INTO tables (number, name) VALUES (?, ?)")
      .run(number, name);
    const info = this.registerTable(number, name);
    this.createIndex(info, "by_id", ["_id"]);
    this.createIndex(info, "by_creation_time", ["_creationTime"]);
    return info;
  }

  private createIndex(
    table: TableInfo,
    name: string,
    fields: string[],
  ): IndexInfo {
    const result = this.db
      .prepare(
        "INSERT INTO indexes (table_number, name, fields) VALUES (?, ?, ?)",
      )
      .run(table.number, name, JSON.stringify(fields));
    const info = makeIndexInfo(
      Number(result.lastInsertRowid),
      table.number,
      name,
      fields,
    );
    table.indexes.set(name, info);
    this.version++;
    // Backfill from the existing documents.
    for (const doc of this.tableDocuments(table))
      this.insertEntry.run(info.id, indexKey(info, doc), doc._id);
    return info;
  }

  /** Every document of a table, decoded (index backfill and schema checks). */
  private tableDocuments(table: TableInfo): Doc[] {
    return this.db
      .prepare<[number], { value: string }>(
        "SELECT value FROM documents WHERE table_number = ?",
      )
      .all(table.number)
      .map((row) => decodeDoc(row.value));
  }

  private dropIndex(table: TableInfo, info: IndexInfo): void {
    this.db
      .prepare("DELETE FROM index_entries WHERE index_id = ?")
      .run(info.id);
    this.db.prepare("DELETE FROM indexes WHERE index_id = ?").run(info.id);
    table.indexes.delete(info.name);
    this.version++;
  }

  /**
   * Applies a schema: creates tables, creates and backfills new or changed indexes,
   * drops removed ones, and checks existing documents when validation is on.
   * Runs in its own durable transaction; throws (and changes nothing) on failure.
   * `namespaces`: the component instances ("" = the app), each with its own system
   * tables; `schema` names their tables qualified (`./namespace`).
   */
  applySchema(
    schema: SchemaJson | null,
    namespaces: readonly string[] = [""],
  ): void {
    const previous = this.schema;
    const apply = this.db.transaction(() => {
      for (const namespace of namespaces) this.ensureSystemTables(namespace);
      this.schemaValidation = schema?.schemaValidation ?? false;
      for (const table of this.tablesByName.values()) {
        table.searchIndexes.clear();
        table.vectorIndexes.clear();
        table.stagedIndexes.clear();
        table.documentType = null;
      }
      const declared = new Set<string>();
      for (const t of schema?.tables ?? []) {
        declared.add(t.tableName);
        const table = this.ensureTable(t.tableName);
        describeTable(table, t);
        const wanted = new Map(
          t.indexes.map((i) => [i.indexDescriptor, i.fields]),
        );
        for (const [name, info] of [...table.indexes]) {
          if (name === "by_id" || name === "by_creation_time") continue;
          const fields = wanted.get(name);
          if (
            !fields ||
            JSON.stringify(fields) !== JSON.stringify(info.fields)
          ) {
            this.dropIndex(table, info);
          }
        }
        for (const [name, fields] of wanted) {
          if (!table.indexes.has(name)) this.createIndex(table, name, fields);
        }
        if (this.schemaValidation && t.documentType) {
          for (const doc of this.tableDocuments(table)) {
            const err = this.checkDocument(table, doc);
            if (err) {
              throw new Error(
                `Schema validation failed.\nDocument with ID "${doc._id}" in table "${t.tableName}" does not match the schema: ${err}`,
              );
            }
          }
        }
      }
      // Indexes of tables dropped from the schema are removed; their documents stay.
      for (const table of this.tablesByName.values()) {
        if (isSystemTable(table.name) || declared.has(table.name)) continue;
        for (const [name, info] of [...table.indexes]) {
          if (name !== "by_id" && name !== "by_creation_time")
            this.dropIndex(table, info);
        }
      }
    });
    try {
      apply.immediate();
      this.schema = schema;
      this.version++;
    } catch (e) {
      // SQLite rolled back; rebuild the in-memory catalog to match the previous schema.
      this.loadCatalog();
      this.setSchemaMetadata(previous);
      throw e;
    }
  }

  /**
   * Gives empty tables new numbers (a snapshot import keeps the numbers its ids carry),
   * all at once; throws, changing nothing, if one of them holds documents or a number
   * stays taken by a table that does not move.
   */
  renumberEmptyTables(moves: ReadonlyMap<string, number>): void {
    const hasDocs = this.db.prepare<[number], { n: number }>(
      "SELECT 1 AS n FROM documents WHERE table_number = ? LIMIT 1",
    );
    const moved = [...moves].map(([name, to]) => {
      const table = this.tablesByName.get(name);
      if (!table) throw new Error(`No table "${name}" to renumber.`);
      if (hasDocs.get(table.number))
        throw new Error(`Table "${name}" is not empty.`);
      return { from: table.number, to };
    });
    const setTable = this.db.prepare(
      "UPDATE tables SET number = ? WHERE number = ?",
    );
    const setIndexes = this.db.prepare(
      "UPDATE indexes SET table_number = ? WHERE table_number = ?",
    );
    try {
      this.db
        .transaction(() => {
          // Through negative numbers first, so that tables may swap numbers.
          for (const { from } of moved) {
            setTable.run(-from, from);
            setIndexes.run(-from, from);
          }
          for (const { from, to } of moved) {
            setTable.run(to, -from);
            setIndexes.run(to, -from);
          }
        })
        .immediate();
    } finally {
      this.loadCatalog();
      this.setSchemaMetadata(this.schema);
    }
  }

  private nextUserTableNumber(): number {
    const max = this.db
      .prepare<[], { m: number | null }>("SELECT max(number) AS m FROM tables")
      .get()?.m;
    return Math.max(FIRST_USER_TABLE, (max ?? 0) + 1);
  }

  /** A namespace's `_scheduled_functions` (with its due-time index) and `_storage`. */
  private ensureSystemTables(namespace: string): void {
    for (const name of SYSTEM_TABLES)
      this.ensureTable(qualify(namespace, name));
    const jobs = this.tablesByName.get(
      qualify(namespace, "_scheduled_functions"),
    )!;
    if (!jobs.indexes.has("by_state_time")) {
      this.createIndex(jobs, "by_state_time", ["state.kind", "scheduledTime"]);
    }
  }

  /** The schema in force (function workers follow it). */
  get currentSchema(): SchemaJson | null {
    return this.schema;
  }

  /**
   * A reader's catalog (a function worker's): reloads tables and indexes as the
   * database file has them and takes the backend's schema for validation and search.
   */
  follow(schema: SchemaJson | null): void {
    this.loadCatalog();
    this.setSchemaMetadata(schema);
    this.schema = schema;
  }

  private setSchemaMetadata(schema: SchemaJson | null): void {
    this.schemaValidation = schema?.schemaValidation ?? false;
    for (const t of schema?.tables ?? []) {
      const table = this.tablesByName.get(t.tableName);
      if (table) describeTable(table, t);
    }
  }

  /** Null if the document (system fields included) matches its table's schema. */
  checkDocument(table: TableInfo, doc: Doc): string | null {
    if (!this.schemaValidation || !table.documentType) return null;
    const { _id: _ignoredId, _creationTime: _ignoredTime, ...fields } = doc;
    // `v.id("t")` names a table of the document's own component.
    const { namespace } = splitQualified(table.name);
    return checkValue(fields, table.documentType, (id) => {
      const name = this.tableNameOfId(id);
      if (name === null) return null;
      const found = splitQualified(name);
      return found.namespace === namespace ? found.table : null;
    });
  }
}

/** Copies a schema table's document type, search and vector indexes and staged index names onto its catalog entry. */
function describeTable(table: TableInfo, t: TableJson): void {
  table.documentType = t.documentType;
  for (const s of t.searchIndexes)
    table.searchIndexes.set(s.indexDescriptor, s);
  for (const vi of t.vectorIndexes ?? [])
    table.vectorIndexes.set(vi.indexDescriptor, vi);
  const staged = [
    ...(t.stagedDbIndexes ?? []),
    ...(t.stagedSearchIndexes ?? []),
    ...(t.stagedVectorIndexes ?? []),
  ];
  for (const s of staged) table.stagedIndexes.add(s.indexDescriptor);
}

function makeIndexInfo(
  id: number,
  tableNumber: number,
  name: string,
  fields: string[],
): IndexInfo {
  // Every index ends with `_creationTime` and `_id`, and a range may name them too
  // (convex-helpers' paginators bound the trailing `_id`), as on Convex.
  const keyFields =
    name === "by_id"
      ? ["_id"]
      : name === "by_creation_time"
        ? ["_creationTime", "_id"]
        : [...fields, "_creationTime", "_id"];
  return { id, tableNumber, name, fields, keyFields, rangeFields: keyFields };
}
