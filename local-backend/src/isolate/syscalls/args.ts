/**
 * A syscall's arguments, read and checked where they enter. User code can call
 * `Convex.asyncSyscall` (or `jsSyscall`) with anything, so each field is checked as it
 * is read: a wrong shape throws an Error naming the op and the field, and handlers get
 * typed values.
 */
import { type JSONValue, jsonToConvex, type Value } from "convex/values";

type JsonObject = { [key: string]: JSONValue };

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

function shapeError(
  op: string,
  field: string,
  expected: string,
  got: unknown,
): Error {
  return new Error(
    got === undefined
      ? `${op}: argument \`${field}\` is missing (expected ${expected}).`
      : `${op}: argument \`${field}\` must be ${expected}, got ${describe(got)}.`,
  );
}

function isRecord(value: Value): value is Record<string, Value> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof ArrayBuffer)
  );
}

/** The JSON arguments of `syscall` and `asyncSyscall`. */
export class Args {
  private constructor(
    readonly op: string,
    private readonly raw: JsonObject,
    private readonly prefix: string,
  ) {}

  /** The arguments of `op`, which must be a JSON object. */
  static of(op: string, raw: JSONValue): Args {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      throw new Error(
        `${op}: the arguments must be an object, got ${describe(raw)}.`,
      );
    }
    return new Args(op, raw, "");
  }

  private get(key: string): JSONValue | undefined {
    return Object.hasOwn(this.raw, key) ? this.raw[key] : undefined;
  }

  private fail(key: string, expected: string): never {
    throw shapeError(this.op, this.prefix + key, expected, this.get(key));
  }

  string(key: string): string {
    const value = this.get(key);
    return typeof value === "string" ? value : this.fail(key, "a string");
  }

  /** A string, or undefined when absent. */
  optionalString(key: string): string | undefined {
    const value = this.get(key);
    if (value === undefined || typeof value === "string") return value;
    return this.fail(key, "a string");
  }

  /** A string, or null when absent or null. */
  nullableString(key: string): string | null {
    const value = this.get(key) ?? null;
    if (value === null || typeof value === "string") return value;
    return this.fail(key, "a string or null");
  }

  number(key: string): number {
    const value = this.get(key);
    return typeof value === "number" ? value : this.fail(key, "a number");
  }

  /** A number, or undefined when absent. */
  optionalNumber(key: string): number | undefined {
    const value = this.get(key);
    if (value === undefined || typeof value === "number") return value;
    return this.fail(key, "a number");
  }

  /** A number, or null when absent or null. */
  nullableNumber(key: string): number | null {
    const value = this.get(key) ?? null;
    if (value === null || typeof value === "number") return value;
    return this.fail(key, "a number or null");
  }

  /** A boolean, or undefined when absent. */
  optionalBoolean(key: string): boolean | undefined {
    const value = this.get(key);
    if (value === undefined || typeof value === "boolean") return value;
    return this.fail(key, "a boolean");
  }

  /** One of `values`. */
  oneOf<T extends string>(key: string, values: readonly T[]): T {
    const value = this.get(key);
    const found = values.find((v) => v === value);
    return found ?? this.fail(key, `one of ${values.join(", ")}`);
  }

  /** Any JSON value, which must be present. */
  json(key: string): JSONValue {
    const value = this.get(key);
    return value === undefined ? this.fail(key, "a JSON value") : value;
  }

  /** Any JSON value, or undefined when absent. */
  optionalJson(key: string): JSONValue | undefined {
    return this.get(key);
  }

  /** A JSON object, as JSON. */
  jsonObject(key: string): JsonObject {
    const value = this.get(key);
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      return value;
    return this.fail(key, "an object");
  }

  /** A JSON object, to read field by field. */
  object(key: string): Args {
    return new Args(this.op, this.jsonObject(key), `${this.prefix}${key}.`);
  }

  /** An array of JSON objects, to read field by field. */
  objects(key: string): Args[] {
    const value = this.get(key);
    if (!Array.isArray(value)) return this.fail(key, "an array");
    return value.map((item, i) => {
      if (typeof item === "object" && item !== null && !Array.isArray(item))
        return new Args(this.op, item, `${this.prefix}${key}[${i}].`);
      throw shapeError(
        this.op,
        `${this.prefix}${key}[${i}]`,
        "an object",
        item,
      );
    });
  }

  numbers(key: string): number[] {
    const value = this.get(key);
    if (Array.isArray(value)) {
      const numbers: number[] = [];
      for (const item of value) {
        if (typeof item !== "number")
          return this.fail(key, "an array of numbers");
        numbers.push(item);
      }
      return numbers;
    }
    return this.fail(key, "an array of numbers");
  }

  /** Whether the object has `key` (an operator's kind, say). */
  has(key: string): boolean {
    return Object.hasOwn(this.raw, key);
  }

  /** `convexObject`, or undefined when absent or null. */
  optionalConvexObject(key: string): Record<string, Value> | undefined {
    return this.get(key) == null ? undefined : this.convexObject(key);
  }

  /** A Convex-encoded object (a document, a function's arguments), decoded. */
  convexObject(key: string): Record<string, Value> {
    const value = jsonToConvex(this.json(key));
    return isRecord(value) ? value : this.fail(key, "an object");
  }
}

/** The arguments of `jsSyscall`: JavaScript values, not JSON. */
export class JsArgs {
  private constructor(
    readonly op: string,
    private readonly raw: object,
  ) {}

  static of(op: string, raw: unknown): JsArgs {
    if (typeof raw !== "object" || raw === null) {
      throw new Error(
        `${op}: the arguments must be an object, got ${describe(raw)}.`,
      );
    }
    return new JsArgs(op, raw);
  }

  private get(key: string): unknown {
    return Object.hasOwn(this.raw, key)
      ? Reflect.get(this.raw, key)
      : undefined;
  }

  string(key: string): string {
    const value = this.get(key);
    if (typeof value === "string") return value;
    throw shapeError(this.op, key, "a string", value);
  }

  /** The raw value, for an op that checks it with a message of its own. */
  value(key: string): unknown {
    return this.get(key);
  }

  /** `args[key]?.[field]`, read as the JavaScript of Convex's runtime reads it. */
  optionalField(key: string, field: string): unknown {
    const value = this.get(key);
    return value === undefined || value === null
      ? undefined
      : Reflect.get(Object(value), field);
  }
}
