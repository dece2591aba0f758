/**
 * The serialized-query vocabulary: the query shapes the Convex library sends, index
 * ranges to key intervals, filter expressions with Convex comparison semantics, and
 * pagination cursors. Full-text ranking is in `search-rank.ts`.
 */
import {
  compareValues,
  type JSONValue,
  jsonToConvex,
  type Value,
} from "convex/values";
import { type Doc, type IndexInfo } from "../storage/store";
import { encodeKey, fieldValue, MAX_SUFFIX } from "../values/keys";

const MAX_BYTE = MAX_SUFFIX[0]!;

export type Order = "asc" | "desc";

export type RangeExpr = {
  type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte";
  fieldPath: string;
  value: JSONValue;
};

export type SerializedQuery = {
  source:
    | { type: "FullTableScan"; tableName: string; order: Order | null }
    | {
        type: "IndexRange";
        indexName: string;
        range: RangeExpr[];
        order: Order | null;
      }
    | {
        type: "Search";
        indexName: string;
        filters: (
          | { type: "Search"; fieldPath: string; value: string }
          | { type: "Eq"; fieldPath: string; value: JSONValue }
        )[];
      };
  operators: ({ filter: JSONValue } | { limit: number })[];
};

export interface KeyRange {
  index: IndexInfo;
  lo: Buffer;
  hi: Buffer;
  order: Order;
}

/** A JSON value in convex encoding, where `{"$undefined": null}` means missing. */
export function fromQueryJson(value: JSONValue): Value | undefined {
  if (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    "$undefined" in value
  ) {
    return undefined;
  }
  return jsonToConvex(value);
}

/** Turns a validated index range expression into `[lo, hi)` over the index keys. */
export function rangeToKeys(
  index: IndexInfo,
  range: RangeExpr[],
): { lo: Buffer; hi: Buffer } {
  const fields = index.rangeFields;
  const eqValues: (Value | undefined)[] = [];
  let lower: RangeExpr | undefined;
  let upper: RangeExpr | undefined;
  let position = 0;
  for (const expr of range) {
    if (expr.type === "Eq") {
      if (lower || upper || fields[position] !== expr.fieldPath) {
        throw invalidRange(index, fields, expr);
      }
      eqValues.push(fromQueryJson(expr.value));
      position++;
    } else {
      if (fields[position] !== expr.fieldPath)
        throw invalidRange(index, fields, expr);
      if (expr.type === "Gt" || expr.type === "Gte") {
        if (lower || upper) throw invalidRange(index, fields, expr);
        lower = expr;
      } else {
        if (upper) throw invalidRange(index, fields, expr);
        upper = expr;
      }
    }
  }
  const lo = lower
    ? boundKey(eqValues, lower, lower.type === "Gt")
    : encodeKey(eqValues);
  const hi = upper
    ? boundKey(eqValues, upper, upper.type === "Lte")
    : encodeKey(eqValues, MAX_BYTE);
  return { lo, hi };
}

/**
 * Encodings concatenate, so a bound's key is the equalities' values plus its own; an
 * exclusive lower or inclusive upper bound also passes every key that extends it.
 */
function boundKey(
  eqValues: (Value | undefined)[],
  expr: RangeExpr,
  pastExtensions: boolean,
): Buffer {
  eqValues.push(fromQueryJson(expr.value));
  const key = encodeKey(eqValues, pastExtensions ? MAX_BYTE : undefined);
  eqValues.pop();
  return key;
}

function invalidRange(
  index: IndexInfo,
  fields: string[],
  expr: RangeExpr,
): Error {
  return new Error(
    `Uncaught Error: Invalid index range expression for index "${index.name}" (fields ${JSON.stringify(fields)}): ` +
      `"${expr.type}" on "${expr.fieldPath}" is out of order. An index range is zero or more .eq() on the leading fields in index order, then optionally a lower and an upper bound on the next field.`,
  );
}

type Expr = JSONValue;

function asNumeric(v: Value | undefined, op: string): number | bigint {
  if (typeof v === "number" || typeof v === "bigint") return v;
  throw new Error(`Invalid argument for ${op}: expected a number or bigint`);
}

function arith(op: string, a: Value | undefined, b: Value | undefined): Value {
  const x = asNumeric(a, op);
  const y = asNumeric(b, op);
  if (typeof x !== typeof y) {
    throw new Error(`Cannot ${op} a ${typeof x} and a ${typeof y}`);
  }
  if (typeof x === "bigint" && typeof y === "bigint") {
    switch (op) {
      case "$add":
        return BigInt.asIntN(64, x + y);
      case "$sub":
        return BigInt.asIntN(64, x - y);
      case "$mul":
        return BigInt.asIntN(64, x * y);
      case "$div":
        if (y === 0n) throw new Error("Division by zero");
        return x / y;
      default:
        if (y === 0n) throw new Error("Division by zero");
        return x % y;
    }
  }
  const nx = x as number;
  const ny = y as number;
  switch (op) {
    case "$add":
      return nx + ny;
    case "$sub":
      return nx - ny;
    case "$mul":
      return nx * ny;
    case "$div":
      return nx / ny;
    default:
      return nx % ny;
  }
}

/** Evaluates a serialized filter expression against a document. */
export function evaluate(expr: Expr, doc: Doc): Value | undefined {
  if (typeof expr !== "object" || expr === null || Array.isArray(expr)) {
    throw new Error(`Invalid filter expression: ${JSON.stringify(expr)}`);
  }
  const entries = Object.entries(expr);
  const [op, arg] = entries[0] ?? [];
  if (entries.length !== 1 || op === undefined || arg === undefined) {
    throw new Error(`Invalid filter expression: ${JSON.stringify(expr)}`);
  }
  const args = (): [Value | undefined, Value | undefined] => {
    if (!Array.isArray(arg) || arg.length !== 2) {
      throw new Error(`${op} expects two arguments`);
    }
    return [evaluate(arg[0]!, doc), evaluate(arg[1]!, doc)];
  };
  switch (op) {
    case "$field":
      return fieldValue(doc, arg as string);
    case "$literal":
      return fromQueryJson(arg);
    case "$eq":
      return compareValues(...args()) === 0;
    case "$neq":
      return compareValues(...args()) !== 0;
    case "$lt":
      return compareValues(...args()) < 0;
    case "$lte":
      return compareValues(...args()) <= 0;
    case "$gt":
      return compareValues(...args()) > 0;
    case "$gte":
      return compareValues(...args()) >= 0;
    case "$add":
    case "$sub":
    case "$mul":
    case "$div":
    case "$mod":
      return arith(op, ...args());
    case "$neg": {
      const v = asNumeric(evaluate(arg, doc), op);
      return typeof v === "bigint" ? BigInt.asIntN(64, -v) : -v;
    }
    case "$and":
      return (arg as Expr[]).every((e) => evaluate(e, doc) === true);
    case "$or":
      return (arg as Expr[]).some((e) => evaluate(e, doc) === true);
    case "$not":
      return evaluate(arg, doc) !== true;
    default:
      throw new Error(`Unknown filter operator ${op}`);
  }
}

const END_CURSOR = "e";

/** Cursors are the scanned index key, so they stay valid across restarts. */
export function encodeCursor(key: Buffer | null): string {
  return key === null ? END_CURSOR : `p${key.toString("base64url")}`;
}

export function decodeCursor(cursor: string): Buffer | null {
  if (cursor === END_CURSOR) return null;
  if (!cursor.startsWith("p"))
    throw new Error(`Invalid pagination cursor: ${cursor}`);
  return Buffer.from(cursor.slice(1), "base64url");
}

export const isEndCursor = (cursor: string) => cursor === END_CURSOR;
