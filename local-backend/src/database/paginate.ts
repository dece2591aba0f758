/**
 * One page of a paginated query (`paginate`): a page of ranked search results, or a
 * scan of an index stream between the page's cursors that stops when the page is full,
 * the range ends, or the page read as many rows or bytes as it may.
 */
import { type StoredDoc } from "../storage/store";
import {
  decodeCursor,
  encodeCursor,
  isEndCursor,
  type SerializedQuery,
} from "./query";
import { passes, type Stream } from "./stream";

/** `paginate`'s arguments as the syscall passes them. */
export interface PageArgs {
  query: SerializedQuery;
  cursor: string | null;
  endCursor: string | null;
  pageSize: number;
  maximumRowsRead: number | null;
  /** Stop once this many bytes of documents were read (`paginate`'s option). */
  maximumBytesRead?: number | null;
  isSystem: boolean;
}

/** Where a page starts and ends, and how much it may read. */
export type PageBounds = Omit<PageArgs, "query" | "isSystem">;

export interface PageResult {
  page: StoredDoc[];
  isDone: boolean;
  continueCursor: string;
}

/** Fetches the next batch of at most `batch` rows of an index stream. */
export type Fill = (stream: Stream, batch: number) => StoredDoc[];

/** The page of `stream` (freshly opened for this page) between `bounds`' cursors. */
export function paginate(
  stream: Stream,
  bounds: PageBounds,
  fill: Fill,
): PageResult {
  if (stream.source === "search") return searchPage(stream, bounds);
  if (bounds.cursor !== null && !startAfter(stream, bounds.cursor)) {
    return { page: [], isDone: true, continueCursor: bounds.cursor };
  }
  const endKey =
    bounds.endCursor === null ? null : endAt(stream, bounds.endCursor);
  return scanPage(stream, bounds, endKey, fill);
}

/**
 * Search results page by position: a cursor is the index of the next result. As
 * Convex's `SearchQuery`, a page is done only when the results ran out while it was
 * filled (or it ends at the end cursor): a full page is never done, even when it holds
 * the last result, and the page after it is empty and done.
 */
function searchPage(stream: Stream, bounds: PageBounds): PageResult {
  const all = stream.buffer.filter((row) => passes(stream.filters, row));
  const position = (cursor: string) =>
    isEndCursor(cursor) ? all.length : Number(decodeCursor(cursor)!.toString());
  const start = bounds.cursor === null ? 0 : position(bounds.cursor);
  if (bounds.endCursor !== null) {
    return {
      page: all.slice(start, position(bounds.endCursor)),
      isDone: isEndCursor(bounds.endCursor),
      continueCursor: bounds.endCursor,
    };
  }
  const end = start + bounds.pageSize;
  const isDone = end > all.length;
  return {
    page: all.slice(start, end),
    isDone,
    continueCursor: isDone
      ? encodeCursor(null)
      : encodeCursor(Buffer.from(String(end))),
  };
}

/**
 * Starts the scan after the cursor's key (the read interval starts there too); false
 * for the end cursor: the page is empty and done.
 */
function startAfter(stream: Stream, cursor: string): boolean {
  const key = decodeCursor(cursor);
  if (key === null) return false;
  stream.after = key;
  if (stream.order === "asc")
    stream.interval!.lo = Buffer.concat([key, Buffer.from([0])]);
  else stream.interval!.hi = key;
  return true;
}

/** Ends the scan at the end cursor's key, inclusive (null: the end cursor, no bound). */
function endAt(stream: Stream, endCursor: string): Buffer | null {
  const endKey = decodeCursor(endCursor);
  if (endKey !== null) {
    if (stream.order === "asc")
      stream.hi = Buffer.concat([endKey, Buffer.from([0])]);
    else stream.lo = endKey;
  }
  return endKey;
}

/** Scans until the page is full, the range ends, or a read limit ends the page. */
function scanPage(
  stream: Stream,
  bounds: PageBounds,
  endKey: Buffer | null,
  fill: Fill,
): PageResult {
  const page: StoredDoc[] = [];
  let rowsRead = 0;
  let bytesRead = 0;
  const limit = stream.limit ?? Infinity;
  for (;;) {
    const wanted =
      bounds.endCursor !== null
        ? 100
        : Math.min(100, Math.max(1, bounds.pageSize - page.length));
    const rows =
      stream.buffer.length > 0 || stream.exhausted ? [] : fill(stream, wanted);
    for (const [i, row] of rows.entries()) {
      rowsRead++;
      bytesRead += row.size;
      if (passes(stream.filters, row) && page.length < limit) page.push(row);
      // A page that read as much as it may ends at this row; the next one starts after it.
      const hitRows =
        bounds.maximumRowsRead != null && rowsRead >= bounds.maximumRowsRead;
      const hitBytes =
        bounds.maximumBytesRead != null && bytesRead >= bounds.maximumBytesRead;
      if ((hitRows || hitBytes) && bounds.endCursor === null) {
        const atEnd = stream.exhausted && i === rows.length - 1;
        return {
          page,
          isDone: atEnd,
          continueCursor: encodeCursor(atEnd ? null : row.key),
        };
      }
    }
    if (stream.exhausted) {
      const isDone = bounds.endCursor === null || endKey === null;
      return {
        page,
        isDone,
        continueCursor: bounds.endCursor ?? encodeCursor(null),
      };
    }
    const full =
      bounds.endCursor === null &&
      page.length >= Math.min(bounds.pageSize, limit);
    if (full) {
      return {
        page,
        isDone: false,
        continueCursor: encodeCursor(stream.after),
      };
    }
  }
}
