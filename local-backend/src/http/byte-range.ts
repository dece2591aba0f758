/**
 * The `Range` header of a file GET, read as Convex reads it (`storage_get` in
 * crates/local_backend/src/storage.rs with the `headers` 0.4 crate's `Range`, then
 * `get_range` of crates/storage and `ContentRange::bytes` in crates/file_storage):
 * - a header that is not visible ASCII or does not start with `bytes=` is ignored;
 * - each comma-separated spec is `first-last`, `first-` or `-suffix` of u64 numbers;
 *   specs that do not parse are dropped, and anything but exactly one left is a 416;
 * - the range is not checked against the file's size: the body is the part of it
 *   that exists (possibly nothing) and `Content-Range` repeats what was asked for.
 *   A suffix counts back from 2^64-1, not from the file's end, because Convex asks
 *   the header for ranges satisfiable in a file of that length;
 * - an empty file answers 200 without `Content-Range` (RFC 7233 allows none).
 */

const U64_MAX = 2n ** 64n - 1n;

/** One end of a spec: a number, or absent. */
type Bound = bigint | null;

/** What a request's `Range` header asks for. */
export type RangeRequest =
  | { kind: "whole" }
  | { kind: "unsatisfiable" }
  | { kind: "range"; first: Bound; last: Bound };

/** The part of a file a range request gets. */
export interface ServedPart {
  status: 200 | 206;
  /** The bytes served: [start, end) of the file. */
  start: number;
  end: number;
  contentRange: string | null;
}

/** A u64 as Rust's `str::parse::<u64>` reads it (an optional `+`, digits). */
function parseBound(text: string): Bound | undefined {
  if (text === "") return null;
  if (!/^\+?[0-9]+$/.test(text)) return undefined;
  const n = BigInt(text);
  return n <= U64_MAX ? n : undefined;
}

/** The specs that parse, as (first, last) bounds. */
function specs(set: string): [Bound, Bound][] {
  const ranges: [Bound, Bound][] = [];
  for (const raw of set.split(",")) {
    const spec = raw.trim();
    const dash = spec.indexOf("-");
    if (dash < 0) continue;
    const first = parseBound(spec.slice(0, dash));
    const last = parseBound(spec.slice(dash + 1));
    if (first === undefined || last === undefined) continue;
    // `-n` is a suffix of a U64_MAX-long file: from U64_MAX - n to the end.
    if (first === null && last !== null) ranges.push([U64_MAX - last, null]);
    else ranges.push([first, last]);
  }
  return ranges;
}

/** What a `Range` header (its first value, if any) asks for. */
export function readRange(header: string | undefined): RangeRequest {
  if (
    header === undefined ||
    !/^[\t\x20-\x7e]*$/.test(header) ||
    !header.startsWith("bytes=")
  )
    return { kind: "whole" };
  const ranges = specs(header.slice("bytes=".length));
  // Convex serves a single range only (S3 takes one).
  if (ranges.length !== 1) return { kind: "unsatisfiable" };
  const [first, last] = ranges[0]!;
  return { kind: "range", first, last };
}

const clamp = (n: bigint, size: number): number =>
  n < BigInt(size) ? Number(n) : size;

/** The part of a `size`-byte file that a range gets, and how it is answered. */
export function servedPart(
  first: Bound,
  last: Bound,
  size: number,
): ServedPart {
  const from = first ?? 0n;
  // Exclusive end, saturating as Convex's u64 arithmetic does.
  const to = last === null || last === U64_MAX ? U64_MAX : last + 1n;
  const start = clamp(from, size);
  const end = Math.max(start, clamp(to, size));
  if (size === 0) return { status: 200, start, end, contentRange: null };
  const lastByte = last ?? BigInt(size - 1);
  return {
    status: 206,
    start,
    end,
    contentRange: `bytes ${from}-${lastByte}/${size}`,
  };
}
