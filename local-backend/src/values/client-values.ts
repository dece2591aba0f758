/**
 * The one door for Convex values that clients send (HTTP bodies and query strings,
 * WebSocket frames): their JSON, in the `convexToJson` encoding, becomes a `Value`
 * here, with Convex's value limits checked and Convex's texts for each violation.
 *
 * Written here rather than using `jsonToConvex` from `convex/values` because that one
 * recurses without bound (a 20,000-level value overflows the stack), accepts any
 * base64 and checks none of the limits. Recursion here is bounded: a container deeper
 * than `LIMITS.maxValueNesting` is refused before its children are visited.
 *
 * The rules are those of Convex's `ConvexValue::try_from(serde_json::Value)`: an object
 * with the single key `$integer`, `$bytes` or `$float` is that scalar; any other field
 * name must pass `fieldNameError`; arrays, objects, nesting and size are bounded.
 */
import { type Value } from "convex/values";
import {
  arrayLengthError,
  fieldCountError,
  fieldNameError,
  LIMITS,
} from "./validate";

/** A client's value that Convex would refuse; `message` is fit to send back to it. */
export class ClientValueError extends Error {
  constructor(
    message: string,
    /** The violation alone, without the "Invalid arguments for …" prefix. */
    readonly reason: string = message,
  ) {
    super(message);
    this.name = "ClientValueError";
  }
}

/**
 * One value (e.g. a query argument, a paginated query's cursor), JSON as the client
 * sent it. Throws `ClientValueError`.
 */
export function parseClientValue(json: unknown): Value {
  return convert(json, 0).value;
}

/**
 * A function's arguments: an object (HTTP `args`), or the one-element array the sync
 * protocol and legacy positional HTTP calls send (`[]` means no arguments). Checked as
 * Convex checks them: as the array of arguments (which adds a level of nesting), then
 * its total size against `LIMITS.maxArgsBytes`.
 *
 * With `functionPath` (as Convex names it, `module.js:function`), messages read as
 * Convex's do (`Invalid arguments for messages.js:send: …`); `reason` keeps the bare
 * violation either way. Throws `ClientValueError`.
 */
export function parseClientArgs(
  json: unknown,
  functionPath?: string,
): Record<string, Value> {
  let args: Value[];
  let size: number;
  try {
    if (Array.isArray(json)) {
      const converted = convert(json, 0);
      args = converted.value as Value[];
      size = converted.size;
    } else {
      const converted = convert(json, 1);
      args = [converted.value];
      size = 2 + converted.size;
    }
  } catch (e) {
    if (!(e instanceof ClientValueError) || functionPath === undefined) throw e;
    throw new ClientValueError(
      `Invalid arguments for ${functionPath}: ${e.reason}`,
      e.reason,
    );
  }
  if (size > LIMITS.maxArgsBytes) {
    const reason = `Arguments${functionPath === undefined ? "" : ` for ${functionPath}`} are too large (actual: ${formatSize(size)}, limit: ${formatSize(LIMITS.maxArgsBytes)})`;
    throw new ClientValueError(reason);
  }
  const [first] = args;
  if (first === undefined) return {};
  const reason =
    args.length > 1
      ? `Expected to receive a single object as the function's argument. Instead received ${args.length} arguments: ${display(args)}`
      : isObject(first)
        ? null
        : `Expected to receive an object as the function's argument. Instead received: ${display(first)}`;
  if (reason !== null)
    throw new ClientValueError(
      functionPath === undefined
        ? reason
        : `ArgumentValidationError: ${reason}`,
      reason,
    );
  return first as Record<string, Value>;
}

interface Converted {
  value: Value;
  /** Convex's `size()` of the value. */
  size: number;
}

function fail(reason: string): never {
  throw new ClientValueError(reason);
}

function checkSize(size: number): void {
  if (size > LIMITS.maxValueBytes)
    fail(
      `Value is too large (${formatSize(size)} > maximum size ${formatSize(LIMITS.maxValueBytes)})`,
    );
}

/** `depth` is the number of containers around `json`. */
function convert(json: unknown, depth: number): Converted {
  if (json === null) return { value: null, size: 1 };
  switch (typeof json) {
    case "boolean":
      return { value: json, size: 1 };
    case "number":
      return { value: json, size: 9 };
    case "string": {
      const size = Buffer.byteLength(json, "utf8") + 2;
      checkSize(size);
      return { value: json, size };
    }
    case "object":
      break;
    default:
      return fail(`${typeof json} is not a JSON value`);
  }
  // Convex computes nesting bottom-up and fails at the first container that reaches
  // one past the maximum, so its message always names that depth.
  const enterContainer = () => {
    if (depth >= LIMITS.maxValueNesting)
      fail(
        `Value is too nested (nested ${LIMITS.maxValueNesting + 1} levels deep > maximum nesting ${LIMITS.maxValueNesting})`,
      );
  };
  if (Array.isArray(json)) {
    enterContainer();
    const lengthError = arrayLengthError(json.length);
    if (lengthError) fail(lengthError);
    const items: Value[] = new Array<Value>(json.length);
    let size = 2;
    for (let i = 0; i < json.length; i++) {
      const item = convert(json[i], depth + 1);
      items[i] = item.value;
      size += item.size;
    }
    checkSize(size);
    return { value: items, size };
  }
  const object = json as Record<string, unknown>;
  const keys = Object.keys(object);
  if (keys.length === 1) {
    const special = decodeSpecial(keys[0]!, object[keys[0]!]);
    if (special) return special;
  }
  enterContainer();
  const countError = fieldCountError(keys.length);
  if (countError) fail(countError);
  const fields: Record<string, Value> = {};
  let size = 2;
  for (const key of keys) {
    const nameError = fieldNameError(key);
    if (nameError) fail(nameError);
    const item = convert(object[key], depth + 1);
    // A plain assignment of "__proto__" would set the prototype, not a field.
    if (key === "__proto__")
      Object.defineProperty(fields, key, {
        value: item.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else fields[key] = item.value;
    size += key.length + 1 + item.size;
  }
  checkSize(size);
  return { value: fields, size };
}

/** `{"$integer": …}`, `{"$bytes": …}`, `{"$float": …}`; null for any other object. */
function decodeSpecial(key: string, encoded: unknown): Converted | null {
  if (key !== "$integer" && key !== "$bytes" && key !== "$float") return null;
  if (typeof encoded !== "string")
    fail(`invalid type: ${describeJson(encoded)}, expected a string`);
  const bytes = decodeBase64(encoded);
  if (key === "$bytes") {
    const size = bytes.length + 2;
    checkSize(size);
    const buffer = new ArrayBuffer(bytes.length);
    new Uint8Array(buffer).set(bytes);
    return { value: buffer, size };
  }
  if (key === "$integer") {
    if (bytes.length !== 8) fail("Int64 must be exactly eight bytes");
    return { value: bytes.readBigInt64LE(0), size: 9 };
  }
  if (bytes.length !== 8) fail("Float64 must be exactly eight bytes");
  const n = bytes.readDoubleLE(0);
  // Only what JSON numbers cannot carry may use `$float`: NaN, ±Infinity and -0
  // (and +0, which Convex lets through).
  if (Number.isFinite(n) && n !== 0)
    fail(`Float64 ${n} should be encoded as a number`);
  return { value: n, size: 9 };
}

const BASE64_DIGIT = /^[A-Za-z0-9+/]$/;

/**
 * Standard base64 with optional padding, strictly: `Buffer.from(s, "base64")` would
 * skip bad characters silently. Messages follow the Rust `base64` crate's.
 */
function decodeBase64(text: string): Buffer {
  let end = text.length;
  let padding = 0;
  while (end > 0 && text[end - 1] === "=" && padding < 2) {
    end--;
    padding++;
  }
  for (let i = 0; i < end; i++) {
    if (!BASE64_DIGIT.test(text[i]!))
      fail(`Invalid byte ${text.charCodeAt(i)}, offset ${i}.`);
  }
  if (end % 4 === 1) fail("Encoded text cannot have a 6-bit remainder.");
  if (padding > 0 && (end + padding) % 4 !== 0)
    fail(`Invalid byte ${"=".charCodeAt(0)}, offset ${end}.`);
  const bytes = Buffer.from(text.slice(0, end), "base64");
  // The last digit may not carry bits beyond the decoded bytes.
  if (
    end % 4 !== 0 &&
    Buffer.from(bytes).toString("base64")[end - 1] !== text[end - 1]
  )
    fail(`Invalid last symbol ${text.charCodeAt(end - 1)}, offset ${end - 1}.`);
  return bytes;
}

/** serde's description of an unexpected JSON value, as Convex's messages quote it. */
function describeJson(json: unknown): string {
  if (json === null) return "null";
  if (typeof json === "boolean") return `boolean \`${json}\``;
  if (typeof json === "number")
    return Number.isInteger(json)
      ? `integer \`${json}\``
      : `floating point \`${json}\``;
  if (typeof json === "string") return `string ${JSON.stringify(json)}`;
  if (Array.isArray(json)) return "sequence";
  if (typeof json === "object") return "map";
  return typeof json;
}

function isObject(value: Value): value is Record<string, Value> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof ArrayBuffer)
  );
}

/** A value as Convex's `Display` shows it in messages (floats as Rust's `{:?}`). */
function display(value: Value): string {
  if (value === null) return "null";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "NaN";
    if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
    if (Object.is(value, -0)) return "-0.0";
    return Number.isInteger(value) ? `${value}.0` : String(value);
  }
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (value instanceof ArrayBuffer) return `b"${value.byteLength} bytes"`;
  if (Array.isArray(value)) return `[${value.map(display).join(", ")}]`;
  return `{${Object.entries(value as Record<string, Value>)
    .map(([k, v]) => `${k}: ${display(v)}`)
    .join(", ")}}`;
}

/** A byte count as Convex's messages show it (humansize's BINARY format). */
export function formatSize(bytes: number): string {
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  const text = Number.isInteger(size) ? String(size) : size.toFixed(2);
  return `${text} ${units[unit]}`;
}
