/**
 * Digests as Convex encodes and decodes them, and upload tokens told apart as Convex
 * tells them (forged or expired).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FileStore } from "./files";
import {
  parseDigestHeader,
  Sha256MismatchError,
  sha256Base64,
  sha256Hex,
} from "./sha256";

const hello = sha256Base64(Buffer.from("hello"));

describe("sha256", () => {
  it("converts the stored base64 digest to getMetadata's hex", () => {
    const hex =
      "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824";
    expect(sha256Hex(hello)).toBe(hex);
    expect(sha256Hex(hex)).toBe(hex);
  });

  it("reads a Digest header as strictly as Convex", () => {
    expect(parseDigestHeader(`sha-256=${hello}`)?.toString("base64")).toBe(
      hello,
    );
    // Padding is optional.
    expect(parseDigestHeader(`sha-256=${hello.slice(0, 43)}`)).not.toBeNull();
    expect(parseDigestHeader(hello)).toBeNull();
    expect(parseDigestHeader(`SHA-256=${hello}`)).toBeNull();
    expect(parseDigestHeader("sha-256=aGVsbG8=")).toBeNull();
    // Stray bits in the last character.
    expect(parseDigestHeader(`sha-256=${hello.slice(0, 42)}B=`)).toBeNull();
  });
});

describe("FileStore", () => {
  const dirs: string[] = [];
  const store = () => {
    const dir = mkdtempSync(join(tmpdir(), "files-"));
    dirs.push(dir);
    return new FileStore(dir, Buffer.from("secret"));
  };
  afterEach(() => {
    vi.useRealTimers();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true });
  });

  it("tells a forged upload token from an expired one", () => {
    const files = store();
    const token = files.uploadToken();
    expect(files.checkUploadToken(token)).toBe("valid");
    expect(files.checkUploadToken(`${token}x`)).toBe("invalid");
    expect(files.checkUploadToken("1.2.3")).toBe("invalid");
    vi.useFakeTimers({ now: Date.now() + 60 * 60 * 1000 + 1 });
    expect(files.checkUploadToken(token)).toBe("expired");
  });

  it("writes nothing for bytes of another digest", async () => {
    const files = store();
    const wrong = Buffer.from(sha256Base64(Buffer.from("other")), "base64");
    expect(() => files.write("abc", Buffer.from("hello"), wrong)).toThrow(
      Sha256MismatchError,
    );
    expect(await files.read("abc")).toBeNull();
  });
});
