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

/** Returns an error description, or null when `value` matches `validator`. */
export function checkValue(
  value: Value | undefined,
  validator: ValidatorJson,
  resolveTable: IdTableResolver,
  path = "",
): string | null {
  switch (validator.type) {
    case "any":
      return value === undefined
        ? mismatchMessage(value, validator, path)
        : null;
    case "null":
      return value === null ? null : mismatchMessage(value, validator, path);
    case "number":
      return typeof value === "number"
        ? null
        : mismatchMessage(value, validator, path);
    case "bigint":
    case "commitTs":
      return typeof value === "bigint"
        ? null
        : mismatchMessage(value, validator, path);
    case "boolean":
      return typeof value === "boolean"
        ? null
        : mismatchMessage(value, validator, path);
    case "string":
      return typeof value === "string"
        ? null
        : mismatchMessage(value, validator, path);
    case "bytes":
      return value instanceof ArrayBuffer
        ? null
        : mismatchMessage(value, validator, path);
    case "literal":
      return literalEquals(value, validator.value)
        ? null
        : mismatchMessage(value, validator, path);
    case "id": {
      if (typeof value !== "string")
        return mismatchMessage(value, validator, path);
      const table = resolveTable(value);
      if (table !== validator.tableName) {
        return `Value does not match validator.\nPath: ${path || "."}\nValue: ${show(value)}\nValidator: ${describe(validator)}\n${table === null ? "The value is not a valid id." : `The id belongs to table "${table}".`}`;
      }
      return null;
    }
    case "array": {
      if (!Array.isArray(value)) return mismatchMessage(value, validator, path);
      for (let i = 0; i < value.length; i++) {
        const err = checkValue(
          value[i],
          validator.value,
          resolveTable,
          `${path}[${i}]`,
        );
        if (err) return err;
      }
      return null;
    }
    case "record": {
      if (!isPlainObject(value)) return mismatchMessage(value, validator, path);
      for (const [k, item] of Object.entries(value)) {
        const keyErr = checkValue(
          k,
          validator.keys,
          resolveTable,
          `${path}.${k}`,
        );
        if (keyErr) return keyErr;
        const err = checkValue(
          item,
          validator.values.fieldType,
          resolveTable,
          `${path}.${k}`,
        );
        if (err) return err;
      }
      return null;
    }
    case "object": {
      if (!isPlainObject(value)) return mismatchMessage(value, validator, path);
      for (const [k, field] of Object.entries(validator.value)) {
        const item = value[k];
        if (item === undefined) {
          if (field.optional) continue;
          return `Object is missing the required field \`${k}\`. Consider wrapping the field validator in \`v.optional(...)\` if this is expected.\n\nPath: ${path || "."}\nObject: ${show(value)}\nValidator: ${describe(validator)}`;
        }
        const err = checkValue(
          item,
          field.fieldType,
          resolveTable,
          `${path}.${k}`,
        );
        if (err) return err;
      }
      for (const k of Object.keys(value)) {
        if (value[k] !== undefined && !(k in validator.value)) {
          return `Object contains extra field \`${k}\` that is not in the validator.\n\nPath: ${path || "."}\nObject: ${show(value)}\nValidator: ${describe(validator)}`;
        }
      }
      return null;
    }
    case "union":
      return validator.value.some(
        (member) => checkValue(value, member, resolveTable, path) === null,
      )
        ? null
        : mismatchMessage(value, validator, path);
  }
}

export const LIMITS = {
  maxDocumentBytes: 1 << 20,
  maxNesting: 16,
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
    if (value.length > LIMITS.maxArrayLength) {
      throw new Error(
        `Array length is too long (${value.length} > maximum length ${LIMITS.maxArrayLength}) at ${path || "."}`,
      );
    }
    value.forEach((item, i) =>
      checkStorable(item, false, depth + 1, `${path}[${i}]`),
    );
    return;
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length > LIMITS.maxObjectFields) {
      throw new Error(
        `Object has too many fields (${keys.length} > maximum number ${LIMITS.maxObjectFields}) at ${path || "."}`,
      );
    }
    for (const key of keys) {
      if (key.startsWith("$")) {
        throw new Error(
          `Field name ${key} starts with a '$', which is reserved.`,
        );
      }
      if (topLevel && key.startsWith("_")) {
        throw new Error(
          `Field name ${key} starts with a '_', which is reserved for system fields.`,
        );
      }
      if (key.length > LIMITS.maxFieldNameLength) {
        throw new Error(`Field name ${key.slice(0, 32)}... is too long.`);
      }
      const item = value[key];
      if (item !== undefined)
        checkStorable(item, false, depth + 1, `${path}.${key}`);
    }
  }
}
