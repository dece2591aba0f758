/**
 * File storage blobs, one file per `_storage` document under `<dataDir>/storage/`.
 * A blob is written and fsynced before its `_storage` document commits, and unlinked
 * only after the deleting transaction is durable.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from "node:fs";
import { readFile, unlink } from "node:fs/promises";
import { join } from "node:path";
import { checkSha256, sha256Base64 } from "./sha256";

const UPLOAD_URL_TTL_MS = 60 * 60 * 1000;

/** What `checkUploadToken` finds: Convex tells a forged token from an expired one. */
export type UploadTokenCheck = "valid" | "invalid" | "expired";

export class FileStore {
  readonly dir: string;

  constructor(
    dataDir: string,
    private readonly secret: Buffer,
  ) {
    this.dir = join(dataDir, "storage");
    mkdirSync(this.dir, { recursive: true });
  }

  /**
   * Writes a blob durably under `id`; returns its metadata (sha256 in base64). With
   * `expectedSha256`, bytes of another digest throw `Sha256MismatchError` and nothing
   * is written.
   */
  write(
    id: string,
    bytes: Uint8Array,
    expectedSha256: Buffer | null = null,
  ): { sha256: string; size: number } {
    if (!/^[0-9a-z]+$/.test(id)) throw new Error(`Invalid storage id ${id}`);
    const sha256 = sha256Base64(bytes);
    checkSha256(expectedSha256, sha256);
    const fd = openSync(join(this.dir, id), "w");
    try {
      writeSync(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    // Make the new directory entry durable too, before the _storage document commits.
    const dirFd = openSync(this.dir, "r");
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
    return { sha256, size: bytes.byteLength };
  }

  async read(id: string): Promise<Buffer | null> {
    if (!/^[0-9a-z]+$/.test(id)) return null;
    try {
      return await readFile(join(this.dir, id));
    } catch {
      return null;
    }
  }

  async remove(id: string): Promise<void> {
    if (!/^[0-9a-z]+$/.test(id)) return;
    await unlink(join(this.dir, id)).catch(() => undefined);
  }

  /**
   * A signed upload token valid for an hour, and across restarts, for the `_storage`
   * of the component at `component` ("" = the app), which the signed nonce carries.
   */
  uploadToken(component = ""): string {
    const expires = Date.now() + UPLOAD_URL_TTL_MS;
    const nonce =
      randomBytes(8).toString("hex") +
      (component === ""
        ? ""
        : `-${Buffer.from(component).toString("base64url")}`);
    const payload = `${expires}.${nonce}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** Whether `token` is one of ours, and if so whether it is still valid. */
  checkUploadToken(token: string): UploadTokenCheck {
    const parts = token.split(".");
    if (parts.length !== 3) return "invalid";
    const [expires, nonce, sig] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(`${expires}.${nonce}`));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return "invalid";
    return Number(expires) > Date.now() ? "valid" : "expired";
  }

  /** The component a token (already checked) uploads to ("" = the app). */
  uploadComponent(token: string): string {
    const nonce = token.split(".")[1] ?? "";
    const dash = nonce.indexOf("-");
    return dash === -1
      ? ""
      : Buffer.from(nonce.slice(dash + 1), "base64url").toString();
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.secret)
      .update(payload)
      .digest("base64url");
  }
}
