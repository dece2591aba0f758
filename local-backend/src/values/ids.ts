/**
 * Convex-format document ids: base32 of `varint(tableNumber) ‖ 16 random bytes ‖
 * fletcher16 checksum`, so an id names its table and a mistyped id is detected.
 */
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const DECODE = new Map([...ALPHABET].map((c, i) => [c, i]));
const RANDOM_BYTES = 16;

function base32Encode(bytes: Buffer): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

function base32Decode(s: string): Buffer | null {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const c of s) {
    const v = DECODE.get(c);
    if (v === undefined) return null;
    buffer = (buffer << 5) | v;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  if (buffer !== 0) return null; // non-canonical padding
  return Buffer.from(out);
}

function fletcher16(bytes: Buffer): number {
  let a = 0;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 255;
    b = (b + a) % 255;
  }
  return (b << 8) | a;
}

function varint(n: number): Buffer {
  const out: number[] = [];
  let rest = n;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return Buffer.from(out);
}

let pool = Buffer.alloc(0);
let poolOffset = 0;

/** Random bytes from a pooled buffer (one crypto call per 256 ids). */
function randomChunk(n: number): Buffer {
  if (poolOffset + n > pool.length) {
    pool = randomBytes(n * 256);
    poolOffset = 0;
  }
  const out = Buffer.from(pool.subarray(poolOffset, poolOffset + n));
  poolOffset += n;
  return out;
}

/** A fresh id for a document of the table with this number. */
export function newId(tableNumber: number): string {
  const body = Buffer.concat([varint(tableNumber), randomChunk(RANDOM_BYTES)]);
  const sum = Buffer.alloc(2);
  sum.writeUInt16BE(fletcher16(body));
  return base32Encode(Buffer.concat([body, sum]));
}

/** The table number an id belongs to, or null if the string is not a valid id. */
export function tableNumberOfId(id: string): number | null {
  if (id.length < 31 || id.length > 37) return null;
  const bytes = base32Decode(id);
  if (bytes === null || bytes.length < RANDOM_BYTES + 3) return null;
  const body = bytes.subarray(0, bytes.length - 2);
  if (fletcher16(body) !== bytes.readUInt16BE(bytes.length - 2)) return null;
  let n = 0;
  let shift = 1;
  let i = 0;
  for (; i < body.length; i++) {
    const byte = body[i]!;
    n += (byte & 0x7f) * shift;
    shift *= 0x80;
    if ((byte & 0x80) === 0) break;
  }
  if (i + 1 + RANDOM_BYTES !== body.length) return null;
  return n;
}
