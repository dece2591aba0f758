/**
 * Full-text search ranking: tokenizing, BM25 with Convex's prefix match on the last
 * term, and finding a table's search index.
 */
import { type Doc, type TableInfo, throwIfStaged } from "../storage/store";
import { fieldValue } from "../values/keys";

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * BM25 over the candidate documents. Each query term matches a document token exactly,
 * and the last term also as a prefix (Convex's typeahead behaviour). Documents that
 * match no term are dropped. Results are in descending relevance; ties by newest first.
 */
export function rankSearch<T extends { doc: Doc }>(
  docs: T[],
  searchField: string,
  query: string,
  limit: number,
): T[] {
  const terms = [...new Set(tokenize(query))].slice(0, 16);
  if (terms.length === 0) return [];
  const tokenized = docs.map(({ doc }) => {
    const value = fieldValue(doc, searchField);
    return typeof value === "string" ? tokenize(value) : [];
  });
  const avgLen =
    tokenized.reduce((sum, t) => sum + t.length, 0) /
    Math.max(1, tokenized.length);
  const lastTerm = terms[terms.length - 1]!;
  const matches = (token: string, term: string) =>
    token === term || (term === lastTerm && token.startsWith(term));
  const docFreq = terms.map(
    (term) =>
      tokenized.filter((tokens) => tokens.some((t) => matches(t, term))).length,
  );
  const k1 = 1.2;
  const b = 0.75;
  const n = docs.length;
  const scored: { item: T; score: number }[] = [];
  docs.forEach((item, i) => {
    const tokens = tokenized[i]!;
    let score = 0;
    terms.forEach((term, j) => {
      const tf = tokens.filter((t) => matches(t, term)).length;
      if (tf === 0) return;
      const df = docFreq[j]!;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score +=
        (idf * tf * (k1 + 1)) /
        (tf + k1 * (1 - b + (b * tokens.length) / (avgLen || 1)));
    });
    if (score > 0) scored.push({ item, score });
  });
  scored.sort(
    (x, y) =>
      y.score - x.score || y.item.doc._creationTime - x.item.doc._creationTime,
  );
  return scored.slice(0, limit).map((s) => s.item);
}

export function searchIndexOf(table: TableInfo, indexName: string) {
  const search = table.searchIndexes.get(indexName);
  if (!search) {
    throwIfStaged(table, indexName);
    throw new Error(
      `Search index "${table.name}.${indexName}" not found. Declare it in schema.ts with .searchIndex().`,
    );
  }
  return search;
}
