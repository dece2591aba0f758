/**
 * Checks Convex values against the JSON form of validators (`exportArgs`,
 * `exportReturns`, `schema.export()`), and against Convex's value limits.
 */
import { type JSONValue, jsonToConvex, type Value } from "convex/values";

export type ValidatorJson =
  | { type: "null" }
  | { type: "number" }
  | { type: "bigint" }
  | { type: "commitTs" }
  | { type: "boolean" }
  | { type: "string" }
  | { type: "bytes" }
  | { type: "any" }
  | { type: "literal"; value: JSONValue }
  | { type: "id"; tableName: string }
  | { type: "array"; value: ValidatorJson }
  | { type: "record"; keys: ValidatorJson; values: FieldJson }
  | { type: "object"; value: Record<string, FieldJson> }
  | { type: "union"; value: ValidatorJson[] };

export type FieldJson = { fieldType: ValidatorJson; optional: boolean };

/** Resolves the table name an id string belongs to, or null if it is not an id. */
export type IdTableResolver = (id: string) => string | null;

function describe(v: ValidatorJson): string {
  switch (v.type) {
    case "number":
      return "v.float64()";
    case "bigint":
      return "v.int64()";
    case "literal":
      return `v.literal(${JSON.stringify(v.value)})`;
    case "id":
      return `v.id("${v.tableName}")`;
    case "array":
      return `v.array(${describe(v.value)})`;
    case "record":
      return `v.record(${describe(v.keys)}, ${describe(v.values.fieldType)})`;
    case "object":
      return `v.object({${Object.entries(v.value)
        .map(
          ([k, f]) =>
            `${k}: ${f.optional ? `v.optional(${describe(f.fieldType)})` : describe(f.fieldType)}`,
        )
        .join(", ")}})`;
    case "union":
      return `v.union(${v.value.map(describe).join(", ")})`;
    default:
      return `v.${v.type}()`;
  }
}

function show(value: Value | undefined): string {
  if (value === undefined) return "undefined";
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof ArrayBuffer) return `ArrayBuffer(${value.byteLength})`;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

function isPlainObject(v: Value | undefined): v is Record<string, Value> {
  return (
    typeof v === "object" &&
    v !== null &&
    !Array.isArray(v) &&
    !(v instanceof ArrayBuffer)
  );
}

function literalEquals(value: Value | undefined, literal: JSONValue): boolean {
  const expected = jsonToConvex(literal);
  return value === expected;
}

function mismatchMessage(
  value: Value | undefined,
  validator: ValidatorJson,
  path: string,
): string {
  return `Value does not match validator.\nPath: ${path || "."}\nValue: ${show(value)}\nValidator: ${describe(validator)}`;
}

/** The validator of kind `K`. */
type Of<K extends ValidatorJson["type"]> = Extract<ValidatorJson, { type: K }>;

type ScalarKind = Exclude<
  ValidatorJson["type"],
  "literal" | "id" | "array" | "record" | "object" | "union"
>;

/** The validators that look only at the value's kind. */
const SCALAR_MATCHES: Record<
  ScalarKind,
  (value: Value | undefined) => boolean
> = {
  any: (value) => value !== undefined,
  null: (value) => value === null,
  number: (value) => typeof value === "number",
  bigint: (value) => typeof value === "bigint",
  commitTs: (value) => typeof value === "bigint",
  boolean: (value) => typeof value === "boolean",
  string: (value) => typeof value === "string",
  bytes: (value) => value instanceof ArrayBuffer,
};

/**
 * Whether `value` matches `validator`: the walk every check makes first, building no
 * text (a union's failed members and every path would otherwise be described on the
 * way to a match; returns are checked on every query execution).
 */
function matches(
  value: Value | undefined,
  validator: ValidatorJson,
  resolveTable: IdTableResolver,
): boolean {
  switch (validator.type) {
    case "literal":
      return literalEquals(value, validator.value);
    case "id":
      return (
        typeof value === "string" && resolveTable(value) === validator.tableName
      );
    case "array":
      return (
        Array.isArray(value) &&
        value.every((item) => matches(item, validator.value, resolveTable))
      );
    case "record":
      return (
        isPlainObject(value) &&
        Object.entries(value).every(
          ([k, item]) =>
            matches(k, validator.keys, resolveTable) &&
            matches(item, validator.values.fieldType, resolveTable),
        )
      );
    case "object": {
      if (!isPlainObject(value)) return false;
      const fields = validator.value;
      for (const k in fields) {
        const item = value[k];
        if (item === undefined) {
          if (!fields[k]!.optional) return false;
        } else if (!matches(item, fields[k]!.fieldType, resolveTable))
          return false;
      }
      for (const k in value)
        if (value[k] !== undefined && !(k in fields)) return false;
      return true;
    }
    case "union":
      return validator.value.some((member) =>
        matches(value, member, resolveTable),
      );
    default:
      return SCALAR_MATCHES[validator.type](value);
  }
}

/** Returns an error description, or null when `value` matches `validator`. */
export function checkValue(
  value: Value | undefined,
  validator: ValidatorJson,
  resolveTable: IdTableResolver,
  path = "",
): string | null {
  if (matches(value, validator, resolveTable)) return null;
  return mismatch(value, validator, resolveTable, path);
}

/** The description of why `value` does not match `validator` (null if it does). */
function mismatch(
  value: Value | undefined,
  validator: ValidatorJson,
  resolveTable: IdTableResolver,
  path: string,
): string | null {
  switch (validator.type) {
    case "literal":
      return literalEquals(value, validator.value)
        ? null
        : mismatchMessage(value, validator, path);
    case "id":
      return checkId(value, validator, resolveTable, path);
    case "array":
      return checkArray(value, validator, resolveTable, path);
    case "record":
      return checkRecord(value, validator, resolveTable, path);
    case "object":
      return checkObject(value, validator, resolveTable, path);
    case "union":
      return validator.value.some((member) =>
        matches(value, member, resolveTable),
      )
        ? null
        : mismatchMessage(value, validator, path);
    default:
      return SCALAR_MATCHES[validator.type](value)
        ? null
        : mismatchMessage(value, validator, path);
  }
}

function checkId(
  value: Value | undefined,
  validator: Of<"id">,
  resolveTable: IdTableResolver,
  path: string,
): string | null {
  if (typeof value !== "string") return mismatchMessage(value, validator, path);
  const table = resolveTable(value);
  if (table !== validator.tableName) {
    return `Value does not match validator.\nPath: ${path || "."}\nValue: ${show(value)}\nValidator: ${describe(validator)}\n${table === null ? "The value is not a valid id." : `The id belongs to table "${table}".`}`;
  }
  return null;
}

function checkArray(
  value: Value | undefined,
  validator: Of<"array">,
  resolveTable: IdTableResolver,
  path: string,
): string | null {
  if (!Array.isArray(value)) return mismatchMessage(value, validator, path);
  for (let i = 0; i < value.length; i++) {
    const err = mismatch(
      value[i],
      validator.value,
      resolveTable,
      `${path}[${i}]`,
    );
    if (err) return err;
  }
  return null;
}

function checkRecord(
  value: Value | undefined,
  validator: Of<"record">,
  resolveTable: IdTableResolver,
  path: string,
): string | null {
  if (!isPlainObject(value)) return mismatchMessage(value, validator, path);
  for (const [k, item] of Object.entries(value)) {
    const keyErr = mismatch(k, validator.keys, resolveTable, `${path}.${k}`);
    if (keyErr) return keyErr;
    const err = mismatch(
      item,
      validator.values.fieldType,
      resolveTable,
      `${path}.${k}`,
    );
    if (err) return err;
  }
  return null;
}

function checkObject(
  value: Value | undefined,
  validator: Of<"object">,
  resolveTable: IdTableResolver,
  path: string,
): string | null {
  if (!isPlainObject(value)) return mismatchMessage(value, validator, path);
  for (const [k, field] of Object.entries(validator.value)) {
    const item = value[k];
    if (item === undefined) {
      if (field.optional) continue;
      return `Object is missing the required field \`${k}\`. Consider wrapping the field validator in \`v.optional(...)\` if this is expected.\n\nPath: ${path || "."}\nObject: ${show(value)}\nValidator: ${describe(validator)}`;
    }
    const err = mismatch(item, field.fieldType, resolveTable, `${path}.${k}`);
    if (err) return err;
  }
  for (const k of Object.keys(value)) {
    if (value[k] !== undefined && !(k in validator.value)) {
      return `Object contains extra field \`${k}\` that is not in the validator.\n\nPath: ${path || "."}\nObject: ${show(value)}\nValidator: ${describe(validator)}`;
    }
  }
  return null;
}

export const LIMITS = {
  maxDocumentBytes: 1 << 20,
  /** Nesting of a stored document (Convex's MAX_DOCUMENT_NESTING). */
  maxNesting: 16,
  /** Nesting of any value, e.g. function arguments (Convex's value MAX_NESTING). */
  maxValueNesting: 64,
  /** Convex's size of any one value (its `size()`, not its JSON length). */
  maxValueBytes: 32 << 20,
  maxArrayLength: 8192,
  maxObjectFields: 1024,
  maxFieldNameLength: 1024,
  maxArgsBytes: 16 << 20,
  maxDocsRead: 32_000,
  maxBytesRead: 16 << 20,
  maxDocsWritten: 16_000,
  maxBytesWritten: 16 << 20,
  maxScheduled: 1000,
  maxCallDepth: 8,
  maxQueries: 4096,
} as const;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Convex's rule for a field name in any object: null when `name` is valid. */
export function fieldNameError(name: string): string | null {
  if (name.startsWith("$"))
    return `Field name ${name} starts with '$', which is reserved.`;
  if (!PRINTABLE_ASCII.test(name)) {
    for (const c of name) {
      const code = c.codePointAt(0)!;
      if (code > 0x7e || code < 0x20) {
        return `Field name ${name} has invalid character ${rustChar(c)}: Field names can only contain non-control ASCII characters`;
      }
    }
  }
  if (name.length > LIMITS.maxFieldNameLength)
    return `Field name is too long (${name.length} > maximum ${LIMITS.maxFieldNameLength})`;
  return null;
}

/** A character as Rust's `{:?}` shows it, as Convex's messages quote it. */
function rustChar(c: string): string {
  const escapes: Record<string, string> = {
    "\0": "\\0",
    "\t": "\\t",
    "\n": "\\n",
    "\r": "\\r",
  };
  const code = c.codePointAt(0)!;
  if (escapes[c]) return `'${escapes[c]}'`;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0))
    return `'\\u{${code.toString(16)}}'`;
  return `'${c}'`;
}

export function arrayLengthError(length: number): string | null {
  return length > LIMITS.maxArrayLength
    ? `Array length is too long (${length} > maximum length ${LIMITS.maxArrayLength})`
    : null;
}

export function fieldCountError(count: number): string | null {
  return count > LIMITS.maxObjectFields
    ? `Object has too many fields (${count} > maximum number ${LIMITS.maxObjectFields})`
    : null;
}

/**
 * Checks a value to be stored in a document: nesting depth, array and object sizes,
 * field names (user fields may not start with `$` or `_`). Throws on violation.
 */
export function checkStorable(
  value: Value,
  topLevel: boolean,
  depth = 0,
  path = "",
): void {
  if (depth > LIMITS.maxNesting) {
    throw new Error(
      `Value is too nested (nested depth > ${LIMITS.maxNesting}) at ${path}`,
    );
  }
  if (Array.isArray(value)) {
    const lengthError = arrayLengthError(value.length);
    if (lengthError) throw new Error(`${lengthError} at ${path || "."}`);
    value.forEach((item, i) =>
      checkStorable(item, false, depth + 1, `${path}[${i}]`),
    );
    return;
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    const countError = fieldCountError(keys.length);
    if (countError) throw new Error(`${countError} at ${path || "."}`);
    for (const key of keys) {
      const nameError = fieldNameError(key);
      if (nameError) throw new Error(nameError);
      if (topLevel && key.startsWith("_")) {
        throw new Error(
          `Field name ${key} starts with a '_', which is reserved for system fields.`,
        );
      }
      const item = value[key];
      if (item !== undefined)
        checkStorable(item, false, depth + 1, `${path}.${key}`);
    }
  }
}
