/**
 * Validators and schemas as start_push's analysis gives them back. Convex parses the
 * JSON that `exportArgs()`, `exportReturns()` and `schema.export()` produce into its
 * own types and serializes those again (`crates/common/src/schemas/json.rs`:
 * `ValidatorJson`, `TableDefinitionJson`), so the answer has its shape, not the
 * client's: object fields and tables in sorted order, `map`/`set` read as `any`,
 * unvalidated args as `{"type":"any"}` and unvalidated returns as `null`.
 */
import { PushError } from "./push-error";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const SIMPLE = new Set([
  "null",
  "number",
  "bigint",
  "commitTs",
  "boolean",
  "string",
  "bytes",
  "any",
]);

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Sorted as Rust's `BTreeMap<String, _>` sorts: by UTF-8 bytes. */
export function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

function field(json: unknown, where: string): JsonObject {
  if (!isObject(json) || typeof json.optional !== "boolean")
    throw new Error(`${where}: expected { fieldType, optional }`);
  return {
    fieldType: normalizeValidator(json.fieldType, where),
    optional: json.optional,
  };
}

/** A validator's JSON as Convex's `ValidatorJson` writes it; throws on a malformed one. */
export function normalizeValidator(json: unknown, where = "validator"): Json {
  if (!isObject(json) || typeof json.type !== "string")
    throw new Error(`${where}: expected an object with a "type"`);
  const type = json.type;
  if (type === "map" || type === "set") return { type: "any" };
  if (SIMPLE.has(type)) return { type };
  switch (type) {
    case "literal":
      return { type, value: json.value ?? null };
    case "id":
      if (typeof json.tableName !== "string")
        throw new Error(`${where}: an id validator needs a tableName`);
      return { type, tableName: json.tableName };
    case "array":
      return { type, value: normalizeValidator(json.value, where) };
    case "record":
      return {
        type,
        keys: normalizeValidator(json.keys, where),
        values: field(json.values, where),
      };
    case "object": {
      if (!isObject(json.value))
        throw new Error(`${where}: an object validator needs a value`);
      const value: JsonObject = {};
      for (const key of Object.keys(json.value).sort(byteOrder))
        value[key] = field(json.value[key], `${where}.${key}`);
      return { type, value };
    }
    case "union":
      if (!Array.isArray(json.value))
        throw new Error(`${where}: a union validator needs a value array`);
      return {
        type,
        value: json.value.map((v) => normalizeValidator(v, where)),
      };
    default:
      throw new Error(`${where}: unknown validator type "${type}"`);
  }
}

/** `exportArgs()`'s JSON as Convex stores it: an object validator, or `any`. */
export function argsJson(exported: string | undefined, fn: string): string {
  if (exported === undefined) return JSON.stringify({ type: "any" });
  const parsed = parseJson(exported, `${fn}.exportArgs()`);
  const normalized = normalizeValidatorOr(parsed, fn, "args");
  const type = (normalized as JsonObject).type;
  if (type !== "object" && type !== "any")
    throw new PushError(
      "InvalidModules",
      `Invalid JSON returned from ${fn}.exportArgs(): Args validator must be an object or any`,
    );
  return JSON.stringify(normalized);
}

/** `exportReturns()`'s JSON as Convex stores it (`null` when not validated). */
export function returnsJson(exported: string | undefined, fn: string): string {
  if (exported === undefined) return "null";
  const parsed = parseJson(exported, `${fn}.exportReturns()`);
  if (parsed === null) return "null";
  return JSON.stringify(normalizeValidatorOr(parsed, fn, "returns"));
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new PushError(
      "InvalidModules",
      `Invalid JSON returned from ${what}: ${(e as Error).message}`,
    );
  }
}

function normalizeValidatorOr(json: unknown, fn: string, kind: string): Json {
  try {
    return normalizeValidator(json);
  } catch (e) {
    throw new PushError(
      "InvalidModules",
      `Invalid JSON returned from ${fn}.export${kind === "args" ? "Args" : "Returns"}(): Error in ${kind} validator: ${(e as Error).message}`,
    );
  }
}

interface IndexJson {
  indexDescriptor: string;
  fields?: string[];
  searchField?: string;
  vectorField?: string;
  dimensions?: number;
  filterFields?: string[];
}

const byDescriptor = (a: IndexJson, b: IndexJson) =>
  byteOrder(a.indexDescriptor, b.indexDescriptor);

function dbIndexes(list: unknown): Json[] {
  return ((list ?? []) as IndexJson[])
    .slice()
    .sort(byDescriptor)
    .map((i) => ({
      indexDescriptor: i.indexDescriptor,
      fields: i.fields ?? [],
    }));
}

function searchIndexes(list: unknown): Json[] {
  return ((list ?? []) as IndexJson[])
    .slice()
    .sort(byDescriptor)
    .map((i) => ({
      indexDescriptor: i.indexDescriptor,
      searchField: i.searchField ?? "",
      filterFields: [...new Set(i.filterFields ?? [])].sort(byteOrder),
    }));
}

function vectorIndexes(list: unknown): Json[] {
  return ((list ?? []) as IndexJson[])
    .slice()
    .sort(byDescriptor)
    .map((i) => ({
      indexDescriptor: i.indexDescriptor,
      vectorField: i.vectorField ?? "",
      dimensions: i.dimensions ?? null,
      dimension: null,
      filterFields: i.filterFields ?? [],
    }));
}

/**
 * `schema.export()`'s JSON as Convex's `DatabaseSchemaJson`: tables by name, indexes
 * by descriptor, each document type normalized.
 */
export function analyzedSchema(exported: string): Json {
  const parsed = JSON.parse(exported) as {
    tables?: (JsonObject & { tableName: string })[];
    schemaValidation?: boolean;
  };
  if (!Array.isArray(parsed.tables))
    throw new Error("the schema has no tables array");
  const tables = parsed.tables
    .slice()
    .sort((a, b) => byteOrder(a.tableName, b.tableName))
    .map((t) => ({
      tableName: t.tableName,
      indexes: dbIndexes(t.indexes),
      stagedDbIndexes: dbIndexes(t.stagedDbIndexes),
      searchIndexes: searchIndexes(t.searchIndexes),
      stagedSearchIndexes: searchIndexes(t.stagedSearchIndexes),
      vectorIndexes: vectorIndexes(t.vectorIndexes),
      stagedVectorIndexes: vectorIndexes(t.stagedVectorIndexes),
      documentType:
        t.documentType === undefined || t.documentType === null
          ? null
          : normalizeValidator(t.documentType, t.tableName),
    }));
  return { tables, schemaValidation: parsed.schemaValidation ?? false };
}

export type { Json, JsonObject };
