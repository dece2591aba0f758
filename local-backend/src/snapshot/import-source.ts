/**
 * What an uploaded import file holds, read as Convex reads it
 * (crates/application/src/snapshot_import/parse.rs): for a ZIP, each
 * `[_components/<name>/…]<table>/documents.jsonl`, the `_tables` lists, the
 * `_storage/documents.jsonl` metadata and the `_storage/<id>[.ext]` files; for a
 * `.jsonl`, `.json` (an array) or `.csv` file, the documents of the one table named.
 * Documents are read lazily, a line at a time, so a table can be read twice (counted
 * when the import is planned, written when it is performed) in bounded memory.
 */
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { type Value } from "convex/values";
import { ExportJsonError, parseExportJson } from "./export-json";
import { type ImportFormat } from "./state";
import { entryLines, readEntry, type ZipEntry, zipEntries } from "./zip-reader";

export class ImportError extends Error {}

export type ImportDoc = Record<string, Value>;

export interface SourceTable {
  /** The component path ("" = the app). */
  namespace: string;
  table: string;
  documents(): AsyncIterable<ImportDoc>;
}

export interface StorageFile {
  namespace: string;
  id: string;
  bytes(): AsyncIterable<Buffer>;
}

export interface ImportSource {
  /** User tables, and `_storage` (its metadata), in the order found. */
  tables: SourceTable[];
  /** `_tables` lists: per component, table name -> number. */
  numbers: Map<string, Map<string, number>>;
  files: StorageFile[];
}

const DOCUMENTS = /^(.*\/)?([^/]+)\/documents\.jsonl$/;
const STORAGE_FILE = /^(.*\/)?_storage\/([^/.]+)(?:\.[^/]+)?$/;
const COMPONENT = /^(.*\/)?_components\/([^/]+)\/$/;
const TABLE_NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,63}$/;

/** Convex's `parse_component_path`: `a/_components/x/_components/y/` -> "x/y". */
function componentPath(prefix: string): string {
  const names: string[] = [];
  let rest = prefix;
  for (let m = COMPONENT.exec(rest); m; m = COMPONENT.exec(rest)) {
    names.unshift(m[2]!);
    rest = m[1] ?? "";
  }
  return names.join("/");
}

function checkTableName(name: string): string {
  if (!TABLE_NAME.test(name))
    throw new ImportError(`table name '${name}' invalid`);
  return name;
}

/** Each line of `lines` as a document object (errors name the line). */
async function* jsonlDocuments(
  lines: AsyncIterable<string>,
  where: string,
): AsyncGenerator<ImportDoc> {
  let lineno = 0;
  for await (const line of lines) {
    lineno++;
    if (line.trim() === "") continue;
    yield asObject(parseLine(line, where, lineno), where, lineno);
  }
}

function parseLine(line: string, where: string, lineno: number): Value {
  try {
    return parseExportJson(line);
  } catch (e) {
    if (e instanceof ExportJsonError)
      throw new ImportError(`${where}:${lineno}: ${e.message}`);
    throw e;
  }
}

function asObject(value: Value, where: string, lineno: number): ImportDoc {
  if (
    value === null ||
    typeof value !== "object" ||
    Array.isArray(value) ||
    value instanceof ArrayBuffer
  )
    throw new ImportError(`${where}:${lineno}: not an object`);
  return value as ImportDoc;
}

async function* fileLines(path: string): AsyncGenerator<string> {
  yield* entryLines(createReadStream(path) as AsyncIterable<Buffer>);
}

/** Reads an uploaded file of `format`. */
export async function openImport(
  path: string,
  format: ImportFormat,
): Promise<ImportSource> {
  switch (format.format) {
    case "zip":
      return openZip(path);
    case "jsonl":
      return single(format.table, () =>
        jsonlDocuments(fileLines(path), "line"),
      );
    case "json_array":
      return single(format.table, () => jsonArray(path));
    case "csv":
      return single(format.table, () => csvDocuments(fileLines(path)));
  }
}

function single(
  table: string,
  documents: () => AsyncIterable<ImportDoc>,
): ImportSource {
  return {
    tables: [{ namespace: "", table: checkTableName(table), documents }],
    numbers: new Map(),
    files: [],
  };
}

/** A JSON array of objects (read whole, as Convex reads it). */
async function* jsonArray(path: string): AsyncGenerator<ImportDoc> {
  const text = (await readFile(path, "utf8")).trim();
  const value = parseLine(text, "file", 1);
  if (!Array.isArray(value))
    throw new ImportError("Import input was not a JSON array");
  let i = 0;
  for (const item of value) yield asObject(item, "element", ++i);
}

async function openZip(path: string): Promise<ImportSource> {
  const entries = await zipEntries(path);
  const source: ImportSource = { tables: [], numbers: new Map(), files: [] };
  for (const entry of entries) {
    const docs = DOCUMENTS.exec(entry.name);
    if (docs) {
      const namespace = componentPath(docs[1] ?? "");
      const table = checkTableName(docs[2]!);
      if (table === "_tables") {
        source.numbers.set(namespace, await tableNumbers(path, entry));
        continue;
      }
      source.tables.push({
        namespace,
        table,
        documents: () =>
          jsonlDocuments(entryLines(readEntry(path, entry)), entry.name),
      });
      continue;
    }
    const file = STORAGE_FILE.exec(entry.name);
    if (file)
      source.files.push({
        namespace: componentPath(file[1] ?? ""),
        id: file[2]!,
        bytes: () => readEntry(path, entry),
      });
  }
  return source;
}

async function tableNumbers(
  path: string,
  entry: ZipEntry,
): Promise<Map<string, number>> {
  const numbers = new Map<string, number>();
  for await (const doc of jsonlDocuments(
    entryLines(readEntry(path, entry)),
    entry.name,
  )) {
    const { name, id } = doc;
    if (typeof name !== "string" || typeof id !== "bigint")
      throw new ImportError(`${entry.name}: each line needs "name" and "id"`);
    if (numbers.has(name))
      throw new ImportError(
        `\`_tables\` contains duplicate entries for \`${name}\``,
      );
    numbers.set(checkTableName(name), Number(id));
  }
  return numbers;
}

/** Convex's CSV rule: a header row; a cell that parses as a number is a float. */
async function* csvDocuments(
  lines: AsyncIterable<string>,
): AsyncGenerator<ImportDoc> {
  let header: string[] | null = null;
  let lineno = 0;
  for await (const row of csvRows(lines)) {
    lineno++;
    if (header === null) {
      header = row;
      continue;
    }
    if (row.length !== header.length)
      throw new ImportError(`CSV row ${lineno} doesn't have all of the fields`);
    const doc: ImportDoc = {};
    header.forEach((field, i) => {
      const cell = row[i]!;
      const n = Number(cell);
      doc[field] =
        cell.trim() !== "" &&
        /^[\s+-]?(\d|\.\d|inf|nan)/i.test(cell) &&
        !isNaN(n)
          ? n
          : cell;
    });
    yield doc;
  }
  if (header === null) throw new ImportError("CSV file is missing a header");
}

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks. */
async function* csvRows(
  lines: AsyncIterable<string>,
): AsyncGenerator<string[]> {
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for await (const line of lines) {
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === ",") {
        row.push(cell);
        cell = "";
      } else cell += c;
    }
    if (quoted) {
      cell += "\n";
      continue;
    }
    row.push(cell);
    if (!(row.length === 1 && row[0] === "")) yield row;
    row = [];
    cell = "";
  }
  if (quoted) throw new ImportError("CSV file ends inside a quoted cell");
}
