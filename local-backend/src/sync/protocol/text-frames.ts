/**
 * Outbound WebSocket text frames (RFC 6455 §5.2), built once and written to as many
 * sockets as need them. Server frames are unmasked: a frame is a 2, 4 or 10 byte header
 * followed by the payload, so clients in the same state can share one buffer.
 */

/** Payloads up to this size are copied into one buffer with their header (one write). */
const MERGE_LIMIT = 64 * 1024;

/** The header of a final, unmasked text frame carrying `length` payload bytes. */
function textFrameHeader(length: number): Buffer {
  if (length < 126) return Buffer.from([0x81, length]);
  if (length < 65536) {
    const header = Buffer.allocUnsafe(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
    return header;
  }
  const header = Buffer.allocUnsafe(10);
  header[0] = 0x81;
  header[1] = 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
}

/**
 * One text frame whose payload is `parts` concatenated (UTF-8 JSON), as the chunks to
 * write: one buffer when small, else the header and the parts as they are (no copy).
 */
export function textFrame(...parts: Buffer[]): Buffer[] {
  let length = 0;
  for (const part of parts) length += part.length;
  const header = textFrameHeader(length);
  if (length <= MERGE_LIMIT)
    return [Buffer.concat([header, ...parts], header.length + length)];
  return [header, ...parts];
}
