/**
 * Convex's snapshot JSON ("export JSON", `ValueFormat::ConvexExportJSON` in
 * crates/value/src/export.rs), the encoding of every document line in an export ZIP:
 * - int64: a JSON integer (`123`), float64: a JSON number with a fraction or exponent
 *   (`123.0`, `-0.0`, `1e+21`), so that the two stay apart;
 * - NaN and ±Infinity: `{"$float": base64}`, bytes: `{"$bytes": base64}`;
 * - strings, booleans, null, arrays as JSON; objects with their fields sorted.
 *
 * Reading is Convex's `from_clean_lossless`: a number without a fraction or exponent
 * that fits an int64 is an int64, any other number a float64, and an object whose
 * first field starts with `$` is Convex's internal JSON (`$integer`, `$float`,
 * `$bytes`). `JSON.parse` cannot tell `1` from `1.0`, hence the small parser below.
 */
import { jsonToConvex, type JSONValue, type Value } from "convex/values";

function floatText(n: number): string {
  if (Object.is(n, -0)) return "-0.0";
  const text = String(n);
  return /[.eE]/.test(text) ? text : `${text}.0`;
}

function floatBits(n: number): string {
  const buf = Buffer.alloc(8);
  buf.writeDoubleLE(n);
  return buf.toString("base64");
}

/** One value as export JSON text. */
export function exportJson(value: Value): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "string":
      return JSON.stringify(value);
    case "bigint":
      return value.toString();
    case "number":
      return Number.isFinite(value)
        ? floatText(value)
        : `{"$float":${JSON.stringify(floatBits(value))}}`;
    default:
      break;
  }
  if (value instanceof ArrayBuffer)
    return `{"$bytes":${JSON.stringify(Buffer.from(value).toString("base64"))}}`;
  if (Array.isArray(value)) return `[${value.map(exportJson).join(",")}]`;
  const fields = Object.entries(value as Record<string, Value>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${exportJson(v)}`).join(",")}}`;
}

export class ExportJsonError extends Error {}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Parses one JSON text (a line of `documents.jsonl`) as export JSON. */
export function parseExportJson(text: string): Value {
  const parser = new Parser(text);
  parser.skipSpace();
  const value = parser.value();
  parser.skipSpace();
  if (parser.pos !== text.length) parser.fail("unexpected trailing characters");
  return value;
}

/** A JSON parser that keeps integers apart from floats (see the file's comment). */
class Parser {
  pos = 0;

  constructor(private readonly text: string) {}

  fail(why: string): never {
    throw new ExportJsonError(`Invalid JSON at character ${this.pos}: ${why}`);
  }

  skipSpace(): void {
    while (/[ \t\n\r]/.test(this.text[this.pos] ?? "")) this.pos++;
  }

  value(): Value {
    const c = this.text[this.pos];
    if (c === "{") return this.object();
    if (c === "[") return this.array();
    if (c === '"') return this.string();
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9"))
      return this.number();
    for (const [word, v] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return v;
      }
    }
    this.fail("expected a value");
  }

  private string(): string {
    const start = this.pos;
    this.pos++;
    for (;;) {
      const c = this.text[this.pos];
      if (c === undefined) this.fail("unterminated string");
      if (c === "\\") this.pos += 2;
      else if (c === '"') break;
      else this.pos++;
    }
    this.pos++;
    try {
      return JSON.parse(this.text.slice(start, this.pos)) as string;
    } catch {
      this.pos = start;
      this.fail("invalid string");
    }
  }

  private number(): Value {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(
      this.text.slice(this.pos, this.pos + 400),
    );
    if (!match) this.fail("invalid number");
    this.pos += match[0].length;
    if (match[2] === undefined && match[3] === undefined) {
      const n = BigInt(match[0]);
      if (n >= INT64_MIN && n <= INT64_MAX) return n;
    }
    return Number(match[0]);
  }

  private array(): Value[] {
    this.pos++;
    const out: Value[] = [];
    this.skipSpace();
    if (this.text[this.pos] === "]") {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipSpace();
      out.push(this.value());
      this.skipSpace();
      const c = this.text[this.pos++];
      if (c === "]") return out;
      if (c !== ",") this.fail("expected , or ]");
    }
  }

  private object(): Value {
    const start = this.pos;
    this.pos++;
    const out: Record<string, Value> = {};
    const keys: string[] = [];
    this.skipSpace();
    if (this.text[this.pos] === "}") {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') this.fail("expected a field name");
      const key = this.string();
      this.skipSpace();
      if (this.text[this.pos++] !== ":") this.fail("expected :");
      this.skipSpace();
      keys.push(key);
      out[key] = this.value();
      this.skipSpace();
      const c = this.text[this.pos++];
      if (c === "}") break;
      if (c !== ",") this.fail("expected , or }");
    }
    if (!keys[0]!.startsWith("$")) return out;
    // Convex's internal JSON (`{"$bytes": …}`, `{"$integer": …}`, `{"$float": …}`).
    try {
      return jsonToConvex(
        JSON.parse(this.text.slice(start, this.pos)) as JSONValue,
      );
    } catch (e) {
      this.pos = start;
      this.fail((e as Error).message);
    }
  }
}
