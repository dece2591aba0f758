/**
 * File storage blobs, one file per `_storage` document under `<dataDir>/storage/`.
 * A blob is written and fsynced before its `_storage` document commits, and unlinked
 * only after the deleting transaction is durable.
 */
import {
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from "node:fs";
import { readFile, unlink } from "node:fs/promises";
import { join } from "node:path";

const UPLOAD_URL_TTL_MS = 60 * 60 * 1000;

export class FileStore {
  readonly dir: string;

  constructor(
    dataDir: string,
    private readonly secret: Buffer,
  ) {
    this.dir = join(dataDir, "storage");
    mkdirSync(this.dir, { recursive: true });
  }

  /** Writes a blob durably under `id`; returns its metadata. */
  write(id: string, bytes: Uint8Array): { sha256: string; size: number } {
    if (!/^[0-9a-z]+$/.test(id)) throw new Error(`Invalid storage id ${id}`);
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
    return {
      sha256: createHash("sha256").update(bytes).digest("base64"),
      size: bytes.byteLength,
    };
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

  /** A signed upload token valid for an hour, and across restarts. */
  uploadToken(): string {
    const expires = Date.now() + UPLOAD_URL_TTL_MS;
    const nonce = randomBytes(8).toString("hex");
    const payload = `${expires}.${nonce}`;
    return `${payload}.${this.sign(payload)}`;
  }

  checkUploadToken(token: string): boolean {
    const parts = token.split(".");
    if (parts.length !== 3) return false;
    const [expires, nonce, sig] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(`${expires}.${nonce}`));
    const given = Buffer.from(sig);
    return (
      given.length === expected.length &&
      timingSafeEqual(given, expected) &&
      Number(expires) > Date.now()
    );
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.secret)
      .update(payload)
      .digest("base64url");
  }
}
