/**
 * Reads a ZIP file on disk through its central directory (ZIP64 included): the list of
 * entries, and each entry's bytes as a stream, inflated and checked against its CRC.
 * An uploaded import is a file, so entries are read where they lie, one at a time.
 * (See zip-writer.ts for why this is not a library.)
 */
import { createReadStream } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { crc32, createInflateRaw } from "node:zlib";

export class ZipError extends Error {}

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  /** Where the entry's local header starts. */
  offset: number;
}

const U32 = 0xffffffff;
const U16 = 0xffff;

async function readAt(
  fh: FileHandle,
  position: number,
  length: number,
): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  if (bytesRead !== length) throw new ZipError("invalid zip file: truncated");
  return buf;
}

/** The central directory's place and size (from the end records). */
async function directory(
  fh: FileHandle,
  fileSize: number,
): Promise<{ offset: number; size: number; count: number }> {
  const tail = Math.min(fileSize, 22 + 0xffff);
  const buf = await readAt(fh, fileSize - tail, tail);
  let at = -1;
  for (let i = buf.length - 22; i >= 0; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      at = i;
      break;
    }
  }
  if (at < 0)
    throw new ZipError("invalid zip file: no end of central directory");
  let count = buf.readUInt16LE(at + 10);
  let size = buf.readUInt32LE(at + 12);
  let offset = buf.readUInt32LE(at + 16);
  if (count === U16 || size === U32 || offset === U32) {
    const eocdAt = fileSize - tail + at;
    const locator = await readAt(fh, eocdAt - 20, 20);
    if (locator.readUInt32LE(0) !== 0x07064b50)
      throw new ZipError("invalid zip file: no ZIP64 locator");
    const eocd64 = await readAt(fh, Number(locator.readBigUInt64LE(8)), 56);
    if (eocd64.readUInt32LE(0) !== 0x06064b50)
      throw new ZipError("invalid zip file: no ZIP64 end record");
    count = Number(eocd64.readBigUInt64LE(32));
    size = Number(eocd64.readBigUInt64LE(40));
    offset = Number(eocd64.readBigUInt64LE(48));
  }
  return { offset, size, count };
}

/** The file's entries, in central-directory order (directories left out). */
export async function zipEntries(path: string): Promise<ZipEntry[]> {
  const fh = await open(path, "r");
  try {
    const { size: fileSize } = await fh.stat();
    const dir = await directory(fh, fileSize);
    if (dir.offset + dir.size > fileSize)
      throw new ZipError("invalid zip file: central directory out of range");
    const cd = await readAt(fh, dir.offset, dir.size);
    const entries: ZipEntry[] = [];
    let p = 0;
    for (let i = 0; i < dir.count; i++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== 0x02014b50)
        throw new ZipError("invalid zip file: bad central directory");
      const nameLen = cd.readUInt16LE(p + 28);
      const extraLen = cd.readUInt16LE(p + 30);
      const commentLen = cd.readUInt16LE(p + 32);
      const entry: ZipEntry = {
        name: cd.toString("utf8", p + 46, p + 46 + nameLen),
        method: cd.readUInt16LE(p + 10),
        crc: cd.readUInt32LE(p + 16),
        compressed: cd.readUInt32LE(p + 20),
        size: cd.readUInt32LE(p + 24),
        offset: cd.readUInt32LE(p + 42),
      };
      readZip64Extra(
        entry,
        cd.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen),
      );
      if (!entry.name.endsWith("/")) entries.push(entry);
      p += 46 + nameLen + extraLen + commentLen;
    }
    return entries;
  } finally {
    await fh.close();
  }
}

/** Sizes and offset that did not fit 32 bits, from the ZIP64 extra field. */
function readZip64Extra(entry: ZipEntry, extra: Buffer): void {
  for (let q = 0; q + 4 <= extra.length;) {
    const id = extra.readUInt16LE(q);
    const len = extra.readUInt16LE(q + 2);
    if (id === 0x0001) {
      let r = q + 4;
      const next = (): number => {
        const v = Number(extra.readBigUInt64LE(r));
        r += 8;
        return v;
      };
      if (entry.size === U32) entry.size = next();
      if (entry.compressed === U32) entry.compressed = next();
      if (entry.offset === U32) entry.offset = next();
    }
    q += 4 + len;
  }
}

/** An entry's bytes, inflated; the stream fails if they do not match the CRC. */
export async function* readEntry(
  path: string,
  entry: ZipEntry,
): AsyncGenerator<Buffer> {
  const fh = await open(path, "r");
  let start: number;
  try {
    const header = await readAt(fh, entry.offset, 30);
    if (header.readUInt32LE(0) !== 0x04034b50)
      throw new ZipError(
        `invalid zip file: bad local header for ${entry.name}`,
      );
    start =
      entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await fh.close();
  }
  if (entry.method !== 0 && entry.method !== 8)
    throw new ZipError(
      `invalid zip file: ${entry.name} uses compression method ${entry.method}`,
    );
  const raw =
    entry.compressed === 0
      ? []
      : createReadStream(path, { start, end: start + entry.compressed - 1 });
  const stream =
    entry.method === 8
      ? (async function* () {
          const inflate = createInflateRaw();
          const feed = (async () => {
            for await (const chunk of raw as AsyncIterable<Buffer>)
              if (!inflate.write(chunk))
                await new Promise((r) => inflate.once("drain", r));
            inflate.end();
          })();
          feed.catch((e: unknown) => inflate.destroy(e as Error));
          yield* inflate as AsyncIterable<Buffer>;
          await feed;
        })()
      : (raw as AsyncIterable<Buffer>);
  let crc = 0;
  let size = 0;
  for await (const chunk of stream) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    yield chunk;
  }
  if (size !== entry.size || crc >>> 0 !== entry.crc >>> 0)
    throw new ZipError(`invalid zip file: ${entry.name} is corrupt`);
}

/** An entry's text, line by line (bounded by the longest line). */
export async function* entryLines(
  chunks: AsyncIterable<Buffer>,
): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let rest = "";
  for await (const chunk of chunks) {
    rest += decoder.decode(chunk, { stream: true });
    let nl = rest.indexOf("\n");
    while (nl >= 0) {
      yield rest.slice(0, nl).replace(/\r$/, "");
      rest = rest.slice(nl + 1);
      nl = rest.indexOf("\n");
    }
  }
  rest += decoder.decode();
  if (rest.length > 0) yield rest.replace(/\r$/, "");
}
