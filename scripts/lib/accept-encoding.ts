/**
 * Content negotiation for the static server: which of a file's precompressed copies a
 * request accepts (RFC 9110, section 12.5.3).
 */
import type { ContentEncoding } from "./precompress.ts";

/** Each coding the header names, lower case, with its weight (q, 1 when not given). */
function weights(header: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim());
    if (name === "") continue;
    const q = params
      .map((p) => /^q\s*=\s*([0-9.]+)$/i.exec(p)?.[1])
      .find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    map.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  return map;
}

/**
 * The encoding to send, from those `available` (in the server's order of preference):
 * the one the client weighs highest, the server's order breaking ties; a coding the
 * header does not name counts as `*`'s weight, or not accepted. `undefined`: send the
 * file itself (no header, nothing acceptable, or `q=0` for every copy).
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  if (!header) return undefined;
  const accepted = weights(header);
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of available) {
    const q = accepted.get(encoding) ?? accepted.get("*") ?? 0;
    if (q > 0 && (best === undefined || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}
