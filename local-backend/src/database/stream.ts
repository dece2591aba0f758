/**
 * An open query's state: the index range it scans (or the ranked rows of a search), how
 * far it got, the rows fetched and not yet returned, and the read interval it widens.
 */
import { type JSONValue } from "convex/values";
import { type IndexInfo, type StoredDoc } from "../storage/store";
import { type ReadInterval } from "./read-set";
import { evaluate, type Order, type SerializedQuery } from "./query";

export const EMPTY_KEY = Buffer.alloc(0);
export const FULL_RANGE_HI = Buffer.from([0xff]);
const NO_FILTERS: readonly JSONValue[] = [];

/** An open query: a scan of `[lo, hi)` of an index (or ranked search results). */
export class Stream {
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

  /** A stream for a query's operators: its filters, and the smallest of its limits. */
  static of(operators: SerializedQuery["operators"]): Stream {
    let filters: JSONValue[] | null = null;
    let limit: number | null = null;
    for (const op of operators) {
      if ("filter" in op) (filters ??= []).push(op.filter);
      else limit = limit === null ? op.limit : Math.min(limit, op.limit);
    }
    return new Stream(filters ?? NO_FILTERS, limit);
  }
}

/** `"table.index"` -> `["table", "index"]`. */
export function splitIndexName(name: string): [string, string] {
  const dot = name.indexOf(".");
  return dot < 0 ? [name, ""] : [name.slice(0, dot), name.slice(dot + 1)];
}

/** Whether a row passes every filter expression (decoding it only if there is one). */
export function passes(filters: readonly JSONValue[], row: StoredDoc): boolean {
  for (const f of filters) if (evaluate(f, row.doc) !== true) return false;
  return true;
}
