/**
 * Ids of system tables across the snapshot boundary. An id carries its table's number,
 * and this backend numbers its system tables its own way (`_scheduled_functions` 1,
 * `_storage` 2 in the app, a fresh number in each component, since numbers are unique
 * across namespaces here), while Convex gives them the same numbers in every namespace:
 * `NUM_RESERVED_LEGACY_TABLE_NUMBERS` (512) + `DefaultTableNumber` (crates/model/src/lib.rs,
 * crates/database/src/bootstrap_model/table.rs). Convex's import refuses a `_storage`
 * entry whose id has another number (`InvalidId`), and its schema check refuses a
 * `v.id("_storage")` value of another table.
 *
 * So ids are translated where they cross: an export writes them in Convex's numbering,
 * an import takes either numbering and stores this backend's. A translated id keeps its
 * body (clock and random bytes), so the mapping is one-to-one and an export imported
 * back gives the very ids it started from. Translated are the `_id` of `_storage`
 * entries (and their file names) and every value that a table's schema types
 * `v.id("_storage")` or `v.id("_scheduled_functions")`, nested in objects, arrays,
 * records and unions too (a union through the first member the value matches). An id
 * in a field the schema does not type so (`v.string()`, `v.any()`, a table without a
 * schema) is left as it is: a string cannot be told from an id by its text alone.
 *
 * Why not renumber the tables themselves: table numbers are unique across components
 * here, so every component's `_storage` cannot be 540 without a catalog per namespace,
 * and renumbering existing data dirs would change ids that live outside the database
 * too (in clients, URLs, other systems, fields the schema does not type).
 */
import { type Value } from "convex/values";
import { splitQualified, qualify } from "../storage/namespace";
import { type Store } from "../storage/store";
import { tableNumberOfId, withTableNumber } from "../values/ids";
import {
  checkValue,
  type IdTableResolver,
  type ValidatorJson,
} from "../values/validate";

/** Convex's numbers of the system tables that documents refer to by id. */
export const CONVEX_SYSTEM_TABLE_NUMBERS: ReadonlyMap<string, number> = new Map(
  [
    ["_scheduled_functions", 539],
    ["_storage", 540],
  ],
);

interface Move {
  table: string;
  from: number;
  to: number;
}

function isPlainObject(v: Value | undefined): v is Record<string, Value> {
  return (
    typeof v === "object" &&
    v !== null &&
    !Array.isArray(v) &&
    !(v instanceof ArrayBuffer)
  );
}

/** Translates the system-table ids of one namespace's documents, one way. */
export class SystemIds {
  private readonly moves = new Map<string, Move>();
  private readonly types = new Map<string, ValidatorJson>();

  /**
   * `direction`: "export" maps this backend's numbers to Convex's, "import" Convex's to
   * this backend's. `names`: more table numbers the documents' ids may carry (an
   * import's `_tables`), for matching union members.
   */
  constructor(
    private readonly store: Store,
    private readonly namespace: string,
    direction: "export" | "import",
    private readonly names: ReadonlyMap<number, string> = new Map(),
  ) {
    for (const [table, convex] of CONVEX_SYSTEM_TABLE_NUMBERS) {
      const local = store.table(qualify(namespace, table))?.number;
      if (local === undefined || local === convex) continue;
      this.moves.set(
        table,
        direction === "export"
          ? { table, from: local, to: convex }
          : { table, from: convex, to: local },
      );
    }
    for (const t of store.catalog.currentSchema?.tables ?? []) {
      const { namespace: ns, table } = splitQualified(t.tableName);
      if (ns === namespace && t.documentType)
        this.types.set(table, t.documentType);
    }
  }

  /** The id of a `_storage` entry (`_storage` file names too). */
  storageId(id: string): string {
    return this.translateId(id, this.moves.get("_storage"));
  }

  /** A document of `table` (of this namespace), its typed system-table ids translated. */
  document<D extends Record<string, Value>>(table: string, doc: D): D {
    const type = this.types.get(table);
    if (!type || this.moves.size === 0) return doc;
    const { _id, _creationTime, ...fields } = doc as Record<string, Value>;
    const out = this.value(fields, type) as Record<string, Value>;
    if (_creationTime !== undefined) out._creationTime = _creationTime;
    if (_id !== undefined) out._id = _id;
    return out as D;
  }

  private translateId(id: string, move: Move | undefined): string {
    if (!move || tableNumberOfId(id) !== move.from) return id;
    return withTableNumber(id, move.to) ?? id;
  }

  private value(value: Value, type: ValidatorJson): Value {
    switch (type.type) {
      case "id":
        return typeof value === "string"
          ? this.translateId(value, this.moves.get(type.tableName))
          : value;
      case "array":
        return Array.isArray(value)
          ? value.map((item) => this.value(item, type.value))
          : value;
      case "object": {
        if (!isPlainObject(value)) return value;
        const out: Record<string, Value> = { ...value };
        for (const [k, field] of Object.entries(type.value))
          if (value[k] !== undefined)
            out[k] = this.value(value[k], field.fieldType);
        return out;
      }
      case "record": {
        if (!isPlainObject(value)) return value;
        const out: Record<string, Value> = {};
        for (const [k, item] of Object.entries(value)) {
          const key = this.value(k, type.keys) as string;
          out[key] = this.value(item, type.values.fieldType);
        }
        return out;
      }
      case "union": {
        const member = type.value.find(
          (m) => checkValue(value, m, this.resolve) === null,
        );
        return member ? this.value(value, member) : value;
      }
      default:
        return value;
    }
  }

  /** The table (of this namespace) an id names, in the numbering being translated from. */
  private resolve: IdTableResolver = (id) => {
    const n = tableNumberOfId(id);
    if (n === null) return null;
    for (const move of this.moves.values())
      if (move.from === n) return move.table;
    const named = this.names.get(n);
    if (named !== undefined) return named;
    const name = this.store.tableByNumber(n)?.name;
    if (name === undefined) return null;
    const found = splitQualified(name);
    return found.namespace === this.namespace ? found.table : null;
  };
}
