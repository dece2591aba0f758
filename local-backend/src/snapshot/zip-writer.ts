/**
 * A streaming ZIP writer: entries are deflated as they are written and go straight to
 * the output stream (one small central-directory record per entry is kept until the
 * end), so an export of any size takes bounded memory. Sizes and CRCs follow each
 * entry in a data descriptor (general-purpose flag bit 3), as Convex's `async_zip`
 * writes them when streaming; ZIP64 records are added only where a size, an offset or
 * the entry count needs them (APPNOTE.TXT 4.3.9, 4.4, 4.5.3).
 *
 * Written here because none of the project's dependencies writes ZIP files (`yauzl`,
 * in node_modules through other packages, only reads them); a maintained writer such
 * as `yazl` could replace this file.
 */
import { once } from "node:events";
import { type Writable } from "node:stream";
import { crc32, createDeflateRaw } from "node:zlib";

const U32 = 0xffffffff;
const U16 = 0xffff;
const FLAGS = 0x0808; // bit 3: data descriptor; bit 11: UTF-8 names
const DEFLATE = 8;
const VERSION = 45; // ZIP64
/** `-rw-r--r--`, in the high half of the external attributes (made by Unix). */
const UNIX_FILE_MODE = (0o100644 << 16) >>> 0;

interface CentralRecord {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date:
      ((Math.max(d.getFullYear(), 1980) - 1980) << 9) |
      ((d.getMonth() + 1) << 5) |
      d.getDate(),
  };
}

export class ZipWriter {
  private offset = 0;
  private readonly records: CentralRecord[] = [];

  constructor(private readonly out: Writable) {}

  private async write(buf: Buffer): Promise<void> {
    this.offset += buf.length;
    if (!this.out.write(buf)) await once(this.out, "drain");
  }

  /** Adds one entry, its bytes read from `source` as they come. */
  async add(
    name: string,
    source: Iterable<Buffer> | AsyncIterable<Buffer>,
  ): Promise<void> {
    const nameBytes = Buffer.from(name, "utf8");
    const { time, date } = dosDateTime(new Date());
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // CRC and sizes (14..25) stay 0: they follow in the data descriptor.
    header.writeUInt16LE(nameBytes.length, 26);
    await this.write(Buffer.concat([header, nameBytes]));

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw();
    const pump = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        await this.write(chunk);
      }
    })();
    try {
      for await (const chunk of source) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        if (!deflate.write(chunk)) await once(deflate, "drain");
      }
    } finally {
      deflate.end();
    }
    await pump;

    const zip64 = size >= U32 || compressed >= U32;
    const descriptor = Buffer.alloc(zip64 ? 24 : 16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    if (zip64) {
      descriptor.writeBigUInt64LE(BigInt(compressed), 8);
      descriptor.writeBigUInt64LE(BigInt(size), 16);
    } else {
      descriptor.writeUInt32LE(compressed, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    await this.write(descriptor);
    this.records.push({
      name: nameBytes,
      crc,
      compressed,
      size,
      offset,
      time,
      date,
    });
  }

  /** Writes the central directory and ends the output stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const r of this.records) await this.write(centralRecord(r));
    const size = this.offset - start;
    const count = this.records.length;
    const zip64 = count >= U16 || start >= U32 || size >= U32;
    if (zip64) {
      const eocd64Offset = this.offset;
      const eocd64 = Buffer.alloc(56);
      eocd64.writeUInt32LE(0x06064b50, 0);
      eocd64.writeBigUInt64LE(44n, 4);
      eocd64.writeUInt16LE(VERSION, 12);
      eocd64.writeUInt16LE(VERSION, 14);
      eocd64.writeBigUInt64LE(BigInt(count), 24);
      eocd64.writeBigUInt64LE(BigInt(count), 32);
      eocd64.writeBigUInt64LE(BigInt(size), 40);
      eocd64.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(eocd64Offset), 8);
      locator.writeUInt32LE(1, 16);
      await this.write(Buffer.concat([eocd64, locator]));
    }
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt16LE(Math.min(count, U16), 8);
    eocd.writeUInt16LE(Math.min(count, U16), 10);
    eocd.writeUInt32LE(Math.min(size, U32), 12);
    eocd.writeUInt32LE(Math.min(start, U32), 16);
    await this.write(eocd);
    this.out.end();
    await once(this.out, "finish");
  }
}

function centralRecord(r: CentralRecord): Buffer {
  const extra: Buffer[] = [];
  if (r.size >= U32) extra.push(u64(r.size));
  if (r.compressed >= U32) extra.push(u64(r.compressed));
  if (r.offset >= U32) extra.push(u64(r.offset));
  const extraBytes =
    extra.length === 0
      ? Buffer.alloc(0)
      : Buffer.concat([zip64ExtraHeader(extra.length * 8), ...extra]);
  const rec = Buffer.alloc(46);
  rec.writeUInt32LE(0x02014b50, 0);
  rec.writeUInt16LE((3 << 8) | VERSION, 4); // made by Unix
  rec.writeUInt16LE(VERSION, 6);
  rec.writeUInt16LE(FLAGS, 8);
  rec.writeUInt16LE(DEFLATE, 10);
  rec.writeUInt16LE(r.time, 12);
  rec.writeUInt16LE(r.date, 14);
  rec.writeUInt32LE(r.crc >>> 0, 16);
  rec.writeUInt32LE(Math.min(r.compressed, U32), 20);
  rec.writeUInt32LE(Math.min(r.size, U32), 24);
  rec.writeUInt16LE(r.name.length, 28);
  rec.writeUInt16LE(extraBytes.length, 30);
  rec.writeUInt32LE(UNIX_FILE_MODE, 38);
  rec.writeUInt32LE(Math.min(r.offset, U32), 42);
  return Buffer.concat([rec, r.name, extraBytes]);
}

function u64(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
}

function zip64ExtraHeader(length: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt16LE(0x0001, 0);
  b.writeUInt16LE(length, 2);
  return b;
}
