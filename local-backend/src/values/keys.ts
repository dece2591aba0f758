/**
 * Order-preserving ("memcomparable") encoding of Convex values.
 *
 * Comparing two encodings bytewise (SQLite BLOB order, `Buffer.compare`) gives the same
 * answer as `compareValues` from `convex/values` on the values, including the
 * cross-type order `undefined < null < int64 < float64 < boolean < string < bytes <
 * array < object`. Encodings are prefix-free, so a tuple of values encodes as the
 * concatenation of its parts. Every tag is below 0xFF, so `key ‖ 0xFF` is an upper
 * bound for all keys that extend `key`.
 */
import { CommitTsPlaceholder, type Value } from "convex/values";

/** `compareValues` orders an unresolved `db.vars.commitTs` as this int64. */
const MAX_INT64 = 2n ** 63n - 1n;

const TAG_UNDEFINED = 0x01;
const TAG_NULL = 0x02;
const TAG_INT64 = 0x03;
const TAG_FLOAT64 = 0x04;
const TAG_FALSE = 0x05;
const TAG_TRUE = 0x06;
const TAG_STRING = 0x07;
const TAG_BYTES = 0x08;
const TAG_ARRAY = 0x09;
const TAG_OBJECT = 0x0a;
const TERMINATOR = 0x00;
const ESCAPE = 0xff;

/** Appended to a prefix, gives a bound above every key that starts with the prefix. */
export const MAX_SUFFIX = Buffer.from([0xff]);

/**
 * Keys are written into one growing scratch buffer and copied out once, so encoding a
 * key allocates a single Buffer.
 */
let scratch = Buffer.allocUnsafe(256);
let position = 0;

function reserve(bytes: number): void {
  if (position + bytes <= scratch.length) return;
  const grown = Buffer.allocUnsafe(
    Math.max(scratch.length * 2, position + bytes),
  );
  scratch.copy(grown, 0, 0, position);
  scratch = grown;
}

function byte(b: number): void {
  reserve(1);
  scratch[position++] = b;
}

/** Bytes with every 0x00 escaped as 0x00 0xFF, then the 0x00 terminator. */
function escaped(b: Uint8Array): void {
  reserve(b.length * 2 + 1);
  for (let i = 0; i < b.length; i++) {
    const x = b[i]!;
    scratch[position++] = x;
    if (x === 0) scratch[position++] = ESCAPE;
  }
  scratch[position++] = TERMINATOR;
}

function escapedString(s: string): void {
  if (s.includes("\u0000")) return escaped(Buffer.from(s, "utf8"));
  // No U+0000, so the UTF-8 bytes contain no 0x00 and need no escaping.
  reserve(s.length * 3 + 1);
  position += scratch.write(s, position, "utf8");
  scratch[position++] = TERMINATOR;
}

function writeValue(v: Value | undefined): void {
  if (v === undefined) return byte(TAG_UNDEFINED);
  if (v === null) return byte(TAG_NULL);
  switch (typeof v) {
    case "bigint": {
      reserve(9);
      scratch[position++] = TAG_INT64;
      scratch.writeBigUInt64BE(
        BigInt.asUintN(64, v) ^ 0x8000000000000000n,
        position,
      );
      position += 8;
      return;
    }
    case "number": {
      reserve(9);
      scratch[position++] = TAG_FLOAT64;
      scratch.writeDoubleBE(v, position);
      if ((scratch[position]! & 0x80) === 0) {
        scratch[position] = scratch[position]! ^ 0x80;
      } else {
        for (let i = position; i < position + 8; i++)
          scratch[i] = ~scratch[i]! & 0xff;
      }
      position += 8;
      return;
    }
    case "boolean":
      return byte(v ? TAG_TRUE : TAG_FALSE);
    case "string":
      byte(TAG_STRING);
      return escapedString(v);
    case "object": {
      // A `db.vars.commitTs` not yet resolved (inside its mutation) sorts as the
      // largest int64, as `compareValues` orders it.
      if (v instanceof CommitTsPlaceholder) return writeValue(MAX_INT64);
      if (v instanceof ArrayBuffer) {
        byte(TAG_BYTES);
        return escaped(new Uint8Array(v));
      }
      if (Array.isArray(v)) {
        byte(TAG_ARRAY);
        for (const item of v) writeValue(item);
        return byte(TERMINATOR);
      }
      byte(TAG_OBJECT);
      const obj = v as Record<string, Value | undefined>;
      for (const key of Object.keys(obj).sort()) {
        if (obj[key] === undefined) continue;
        byte(TAG_STRING);
        escapedString(key);
        writeValue(obj[key]);
      }
      return byte(TERMINATOR);
    }
    default:
      throw new Error(
        `Cannot encode a value of type ${typeof v} as an index key`,
      );
  }
}

/** The bytes written since `position` was reset, as a new Buffer. */
function take(): Buffer {
  const out = Buffer.allocUnsafe(position);
  scratch.copy(out, 0, 0, position);
  return out;
}

/**
 * Encodes a tuple of values; `undefined` stands for a missing field. With `suffix`
 * (e.g. 0xFF, see MAX_SUFFIX), that byte is appended.
 */
export function encodeKey(
  values: readonly (Value | undefined)[],
  suffix?: number,
): Buffer {
  position = 0;
  for (const v of values) writeValue(v);
  if (suffix !== undefined) byte(suffix);
  return take();
}

/** Encodes the given fields of a document (`encodeKey` of their values). */
export function encodeFields(
  doc: Record<string, Value | undefined>,
  fields: readonly string[],
): Buffer {
  position = 0;
  for (const f of fields) writeValue(fieldValue(doc, f));
  return take();
}

/** Reads `a.b.c` from a document; a missing step gives `undefined`. */
export function fieldValue(
  doc: Record<string, Value | undefined>,
  path: string,
): Value | undefined {
  if (!path.includes("."))
    return Object.hasOwn(doc, path) ? doc[path] : undefined;
  let current: Value | undefined = doc;
  for (const part of path.split(".")) {
    if (
      current === null ||
      current === undefined ||
      typeof current !== "object" ||
      Array.isArray(current) ||
      current instanceof ArrayBuffer
    ) {
      return undefined;
    }
    current = Object.hasOwn(current, part)
      ? (current as Record<string, Value | undefined>)[part]
      : undefined;
  }
  return current;
}
