/**
 * A file's sha256 as Convex writes and reads it: base64 in the `_storage` document and
 * the `Digest` headers (`sha-256=<base64>`), hex in `storage.getMetadata` (Convex's
 * `Sha256Digest::as_base64`/`as_hex`, `DigestHeader`).
 */
import { createHash } from "node:crypto";

const DIGEST_PREFIX = "sha-256=";

/** The sha256 of `bytes`, as the `_storage` document stores it (base64). */
export function sha256Base64(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("base64");
}

/** The stored digest in hex, as `getMetadata` returns it. */
export function sha256Hex(stored: string): string {
  // Every data dir so far stored base64; a hex digest (64 hex digits) passes unchanged.
  if (/^[0-9a-f]{64}$/.test(stored)) return stored;
  return Buffer.from(stored, "base64").toString("hex");
}

/**
 * A 32-byte digest from base64, or null. As strict as Convex's decoder (base64 0.13,
 * standard alphabet, padding optional, no stray bits), where Node's is lenient.
 */
function decodeDigest(text: string): Buffer | null {
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64");
  return bytes.toString("base64").startsWith(text.slice(0, 43)) ? bytes : null;
}

/** The digest of a `Digest: sha-256=<base64>` header's value, or null if it has none. */
export function parseDigestHeader(value: string): Buffer | null {
  if (!value.startsWith(DIGEST_PREFIX)) return null;
  return decodeDigest(value.slice(DIGEST_PREFIX.length));
}

/** The `Digest` header's value for a stored (base64) digest. */
export function digestHeader(storedBase64: string): string {
  return `${DIGEST_PREFIX}${storedBase64}`;
}

/** Convex's `Sha256Mismatch`: the bytes are not those the caller's digest names. */
export class Sha256MismatchError extends Error {
  readonly code = "Sha256Mismatch";

  constructor(expected: Buffer, actual: string) {
    super(
      `Sha256 mismatch. Expected: ${expected.toString("base64")} Actual: ${actual}`,
    );
  }
}

/** Throws `Sha256MismatchError` unless `actual` (base64) is the `expected` digest. */
export function checkSha256(expected: Buffer | null, actual: string): void {
  if (expected && expected.toString("base64") !== actual)
    throw new Sha256MismatchError(expected, actual);
}
