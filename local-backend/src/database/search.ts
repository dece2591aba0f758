/**
 * Search at a snapshot: full-text search (the table's documents that match the filter
 * fields, ranked by `search-rank.ts`) and brute-force vector search. Both read every
 * document of the table through the transaction's reader.
 */
import { compareValues, type JSONValue, type Value } from "convex/values";
import {
  type SearchIndexJson,
  type Store,
  type StoredDoc,
  type TableInfo,
  throwIfStaged,
} from "../storage/store";
import { fieldValue } from "../values/keys";
import { evaluate, fromQueryJson, type SerializedQuery } from "./query";
import { type ReadSet } from "./read-set";
import { rankSearch, searchIndexOf } from "./search-rank";
import { type DocumentReader } from "./snapshot";
import { EMPTY_KEY, FULL_RANGE_HI, splitIndexName } from "./stream";

export type SearchSource = Extract<
  SerializedQuery["source"],
  { type: "Search" }
>;

/** A full-text query: the search text, and the equalities on filter fields. */
interface SearchTerms {
  text: string;
  eqs: { fieldPath: string; value: Value | undefined }[];
}

/** Visits every document of `table`, in creation order, 1000 rows per scan. */
function forEachDocument(
  reader: DocumentReader,
  table: TableInfo,
  visit: (row: StoredDoc) => void,
): void {
  const index = table.indexes.get("by_creation_time")!;
  let after: Buffer | null = null;
  for (;;) {
    const rows = reader.scan(
      index,
      EMPTY_KEY,
      FULL_RANGE_HI,
      "asc",
      after,
      1000,
    );
    for (const row of rows) visit(row);
    if (rows.length < 1000) break;
    after = rows[rows.length - 1]!.key;
  }
}

/** A search query's text and filter equalities, checked against the search index. */
function searchTerms(
  source: SearchSource,
  search: SearchIndexJson,
): SearchTerms {
  const terms: SearchTerms = { text: "", eqs: [] };
  for (const f of source.filters) {
    if (f.type === "Search") {
      if (f.fieldPath !== search.searchField) {
        throw new Error(
          `Search field "${f.fieldPath}" is not the search field of ${source.indexName}.`,
        );
      }
      terms.text = f.value;
    } else {
      if (!search.filterFields.includes(f.fieldPath)) {
        throw new Error(
          `"${f.fieldPath}" is not a filter field of ${source.indexName}.`,
        );
      }
      terms.eqs.push({ fieldPath: f.fieldPath, value: fromQueryJson(f.value) });
    }
  }
  return terms;
}

/**
 * Full-text search over `table`: its documents that match the filter fields, ranked
 * (at most 1024). The searched table joins the read set once its index is found.
 */
export function searchText(
  reader: DocumentReader,
  readSet: ReadSet,
  table: TableInfo,
  source: SearchSource,
): StoredDoc[] {
  const [, indexName] = splitIndexName(source.indexName);
  const search = searchIndexOf(table, indexName);
  readSet.searchTables.add(table.number);
  const { text, eqs } = searchTerms(source, search);
  const candidates: StoredDoc[] = [];
  forEachDocument(reader, table, (row) => {
    if (
      eqs.every(
        (e) => compareValues(fieldValue(row.doc, e.fieldPath), e.value) === 0,
      )
    ) {
      candidates.push(row);
    }
  });
  return rankSearch(candidates, search.searchField, text, 1024);
}

/**
 * Brute-force vector search: cosine similarity against every document of the table
 * that has a vector of the index's dimension and passes the filter expression.
 */
export function vectorSearch(
  reader: DocumentReader,
  store: Store,
  indexName: string,
  vector: number[],
  limit: number,
  expressions: JSONValue,
): { _id: string; _score: number }[] {
  const [tableName = "", index = ""] = indexName.split(".");
  const table = store.table(tableName);
  const config = table?.vectorIndexes.get(index);
  if (table && !config) throwIfStaged(table, index);
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
  const norm = (v: number[]) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  const queryNorm = norm(vector);
  const scored: { _id: string; _score: number }[] = [];
  forEachDocument(reader, table, ({ doc }) => {
    const candidate = fieldValue(doc, config.vectorField);
    if (!Array.isArray(candidate) || candidate.length !== vector.length) return;
    if (expressions !== null && evaluate(expressions, doc) !== true) return;
    const values = candidate as number[];
    const dot = values.reduce((sum, x, i) => sum + x * vector[i]!, 0);
    const denominator = norm(values) * queryNorm;
    scored.push({
      _id: doc._id,
      _score: denominator === 0 ? 0 : dot / denominator,
    });
  });
  scored.sort((a, b) => b._score - a._score);
  return scored.slice(0, limit);
}
