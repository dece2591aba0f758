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
import { type Value } from "convex/values";

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

class Writer {
  private chunks: Buffer[] = [];
  byte(b: number): void {
    this.chunks.push(Buffer.from([b]));
  }
  bytes(b: Buffer): void {
    this.chunks.push(b);
  }
  escaped(b: Buffer): void {
    let start = 0;
    for (let i = 0; i < b.length; i++) {
      if (b[i] === 0) {
        this.chunks.push(b.subarray(start, i + 1), Buffer.from([ESCAPE]));
        start = i + 1;
      }
    }
    this.chunks.push(b.subarray(start), Buffer.from([TERMINATOR]));
  }
  done(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

function writeValue(w: Writer, v: Value | undefined): void {
  if (v === undefined) return w.byte(TAG_UNDEFINED);
  if (v === null) return w.byte(TAG_NULL);
  switch (typeof v) {
    case "bigint": {
      const b = Buffer.alloc(8);
      b.writeBigUInt64BE(BigInt.asUintN(64, v) ^ 0x8000000000000000n);
      w.byte(TAG_INT64);
      return w.bytes(b);
    }
    case "number": {
      const b = Buffer.alloc(8);
      b.writeDoubleBE(v);
      if ((b[0]! & 0x80) === 0) {
        b[0] = b[0]! ^ 0x80;
      } else {
        for (let i = 0; i < 8; i++) b[i] = ~b[i]! & 0xff;
      }
      w.byte(TAG_FLOAT64);
      return w.bytes(b);
    }
    case "boolean":
      return w.byte(v ? TAG_TRUE : TAG_FALSE);
    case "string":
      w.byte(TAG_STRING);
      return w.escaped(Buffer.from(v, "utf8"));
    case "object": {
      if (v instanceof ArrayBuffer) {
        w.byte(TAG_BYTES);
        return w.escaped(Buffer.from(v));
      }
      if (Array.isArray(v)) {
        w.byte(TAG_ARRAY);
        for (const item of v) writeValue(w, item);
        return w.byte(TERMINATOR);
      }
      w.byte(TAG_OBJECT);
      const obj = v as Record<string, Value | undefined>;
      for (const key of Object.keys(obj).sort()) {
        if (obj[key] === undefined) continue;
        w.byte(TAG_STRING);
        w.escaped(Buffer.from(key, "utf8"));
        writeValue(w, obj[key]);
      }
      return w.byte(TERMINATOR);
    }
    default:
      throw new Error(
        `Cannot encode a value of type ${typeof v} as an index key`,
      );
  }
}

/** Encodes a tuple of values; `undefined` stands for a missing field. */
export function encodeKey(values: readonly (Value | undefined)[]): Buffer {
  const w = new Writer();
  for (const v of values) writeValue(w, v);
  return w.done();
}

/** Reads `a.b.c` from a document; a missing step gives `undefined`. */
export function fieldValue(
  doc: Record<string, Value | undefined>,
  path: string,
): Value | undefined {
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
    current = (current as Record<string, Value | undefined>)[part];
  }
  return current;
}
