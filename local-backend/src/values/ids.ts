/**
 * Convex-format document ids: base32 of `varint(tableNumber) ‖ 16 bytes ‖ fletcher16
 * checksum`, so an id names its table and a mistyped id is detected.
 *
 * The 16 bytes are a 48-bit millisecond clock followed by 80 random bits. Ids stay
 * unguessable, and a table's new ids sort after its older ones, so inserts land on the
 * last pages of the id-ordered B-trees (documents, `by_id`) instead of a random page
 * each: a group commit writes (and fsyncs) far fewer pages.
 */
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** Character code -> 5-bit value, -1 for characters outside the alphabet. */
const DECODE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;
const CLOCK_BYTES = 6;
const RANDOM_BYTES = 10;
/** Bytes after the table number: clock and random bits. */
const BODY_BYTES = CLOCK_BYTES + RANDOM_BYTES;
/** Enough for the longest varint of a table number, the body and the checksum. */
const scratch = new Uint8Array(8 + BODY_BYTES + 2);

function base32Encode(bytes: Uint8Array, length: number): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < length; i++) {
    buffer = (buffer << 8) | bytes[i]!;
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

/** Decodes into `scratch`; returns the byte length, or -1 if `s` is not canonical base32. */
function base32Decode(s: string): number {
  let length = 0;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    const v = code < 128 ? DECODE[code]! : -1;
    if (v < 0) return -1;
    buffer = (buffer << 5) | v;
    bits += 5;
    if (bits >= 8) {
      scratch[length++] = (buffer >>> (bits - 8)) & 0xff;
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  if (buffer !== 0) return -1; // non-canonical padding
  return length;
}

function fletcher16(bytes: Uint8Array, length: number): number {
  let a = 0;
  let b = 0;
  for (let i = 0; i < length; i++) {
    a = (a + bytes[i]!) % 255;
    b = (b + a) % 255;
  }
  return (b << 8) | a;
}

let pool = Buffer.alloc(0);
let poolOffset = 0;

/** A fresh id for a document of the table with this number. */
export function newId(tableNumber: number): string {
  // Random bytes from a pooled buffer (one crypto call per 256 ids).
  if (poolOffset + RANDOM_BYTES > pool.length) {
    pool = randomBytes(RANDOM_BYTES * 256);
    poolOffset = 0;
  }
  const random = pool.subarray(poolOffset, poolOffset + RANDOM_BYTES);
  poolOffset += RANDOM_BYTES;
  return encodeId(tableNumber, Date.now(), random);
}

/**
 * The id whose body is `body` (16 bytes) in the table with this number: ids that must
 * be the same every time they are made (function handles).
 */
export function fixedId(tableNumber: number, body: Uint8Array): string {
  if (body.length !== BODY_BYTES)
    throw new Error(`An id body is ${BODY_BYTES} bytes.`);
  let n = writeTableNumber(tableNumber);
  scratch.set(body, n);
  n += BODY_BYTES;
  return checksummed(n);
}

function writeTableNumber(tableNumber: number): number {
  let n = 0;
  let rest = tableNumber;
  while (rest >= 0x80) {
    scratch[n++] = (rest & 0x7f) | 0x80;
    rest = Math.floor(rest / 0x80);
  }
  scratch[n++] = rest;
  return n;
}

/** An id of a clock and random bytes, so a table's new ids sort after its older ones. */
function encodeId(
  tableNumber: number,
  clockMs: number,
  random: Uint8Array,
): string {
  let n = writeTableNumber(tableNumber);
  let clock = clockMs;
  for (let i = CLOCK_BYTES - 1; i >= 0; i--) {
    scratch[n + i] = clock % 256;
    clock = Math.floor(clock / 256);
  }
  n += CLOCK_BYTES;
  scratch.set(random, n);
  n += RANDOM_BYTES;
  return checksummed(n);
}

/** Appends the checksum to the `n` bytes in `scratch` and encodes them. */
function checksummed(length: number): string {
  let n = length;
  const sum = fletcher16(scratch, n);
  scratch[n++] = sum >> 8;
  scratch[n++] = sum & 0xff;
  return base32Encode(scratch, n);
}

/** The table number an id belongs to, or null if the string is not a valid id. */
export function tableNumberOfId(id: string): number | null {
  if (id.length < 31 || id.length > 37) return null;
  const length = base32Decode(id);
  if (length < BODY_BYTES + 3) return null;
  const bodyLength = length - 2;
  if (
    fletcher16(scratch, bodyLength) !==
    ((scratch[bodyLength]! << 8) | scratch[bodyLength + 1]!)
  )
    return null;
  let n = 0;
  let shift = 1;
  let i = 0;
  for (; i < bodyLength; i++) {
    const byte = scratch[i]!;
    n += (byte & 0x7f) * shift;
    shift *= 0x80;
    if ((byte & 0x80) === 0) break;
  }
  if (i + 1 + BODY_BYTES !== bodyLength) return null;
  return n;
}

/**
 * The id with the same body (clock and random bytes) as `id` in the table numbered
 * `tableNumber`, or null if `id` is not a valid id: the same document under another
 * numbering of its table (snapshot exports and imports, `../snapshot/system-ids.ts`).
 */
export function withTableNumber(
  id: string,
  tableNumber: number,
): string | null {
  if (tableNumberOfId(id) === null) return null;
  // A valid id decodes to varint(table number) ‖ body ‖ 2-byte checksum.
  const length = base32Decode(id);
  return fixedId(
    tableNumber,
    scratch.slice(length - 2 - BODY_BYTES, length - 2),
  );
}
