/**
 * Writes a snapshot export: every table of the app and of its components, read at one
 * snapshot timestamp while commits go on, in Convex's ZIP layout
 * (crates/exports/src/lib.rs, zip_uploader.rs, export_storage.rs):
 *
 *   README.md                          Convex's text
 *   _tables/documents.jsonl            {"name": table, "id": table number} per table
 *   <table>/documents.jsonl            one document per line, in export JSON
 *   <table>/generated_schema.jsonl     "uniform"
 *   _storage/documents.jsonl           {"_id", "_creationTime", "sha256", "size",
 *                                      "contentType"?, "internalId"} (with storage)
 *   _storage/<id><.ext>                each file's bytes (with storage)
 *   _components/<name>/...             the same for each component, nested by path
 *
 * Ids of `_storage` and `_scheduled_functions` are written in Convex's numbering
 * (`./system-ids.ts`), so that Convex's import takes the ZIP.
 *
 * Documents are read in batches and streamed into the ZIP file, so memory stays bounded.
 */
import { createWriteStream } from "node:fs";
import { createReadStream } from "node:fs";
import { join } from "node:path";
import { type Committer } from "../database/committer";
import { type Transaction } from "../database/transaction";
import { type FileStore } from "../storage/files";
import { isSystemTable, splitQualified } from "../storage/namespace";
import { type Store } from "../storage/store";
import { type Doc } from "../storage/types";
import { exportJson } from "./export-json";
import { SystemIds } from "./system-ids";
import { ZipWriter } from "./zip-writer";

/** Convex's `README_MD_CONTENTS`. */
export const README_MD = `# Welcome to your Convex snapshot export!

This ZIP file contains a snapshot of the tables in your Convex deployment.

Documents for each table are listed as lines of JSON in
<table_name>/documents.jsonl files.

For details on the format and how to use this snapshot with npx convex import,
check out [the docs](https://docs.convex.dev/database/import-export/export) or
ask us in [Discord](http://convex.dev/community).
`;

const UNLIMITED = {
  bytesRead: Infinity,
  documentsRead: Infinity,
  databaseQueries: Infinity,
  documentsWritten: Infinity,
  bytesWritten: Infinity,
  functionsScheduled: Infinity,
  scheduledFunctionArgsBytes: Infinity,
};

/** A few common types, as Convex names a file by its content type (`mime2ext`). */
const EXTENSIONS: Record<string, string> = {
  "text/plain": ".txt",
  "text/html": ".html",
  "text/csv": ".csv",
  "application/json": ".json",
  "application/pdf": ".pdf",
  "image/png": ".png",
  "image/jpeg": ".jpeg",
  "image/gif": ".gif",
  "image/webp": ".webp",
  "image/svg+xml": ".svg",
};

/** The ZIP folder of a component's tables: `_components/<a>/_components/<b>/`. */
export function componentPrefix(namespace: string): string {
  return namespace === ""
    ? ""
    : namespace
        .split("/")
        .map((name) => `_components/${name}/`)
        .join("");
}

export interface ExportSource {
  committer: Committer;
  store: Store;
  files: FileStore;
  /** Every component instance's path ("" = the app). */
  componentPaths(): readonly string[];
}

export interface ExportProgress {
  (message: string): void;
}

/** A table's documents at the transaction's snapshot, a batch at a time. */
function* tableDocuments(
  tx: Transaction,
  namespace: string,
  table: string,
): Generator<Doc> {
  const system = table.startsWith("_");
  const id = tx.inNamespace(namespace, () =>
    tx.openStream(
      {
        source: { type: "FullTableScan", tableName: table, order: "asc" },
        operators: [],
      },
      system,
    ),
  );
  try {
    for (let doc = tx.streamNext(id); doc; doc = tx.streamNext(id)) yield doc;
  } finally {
    tx.closeStream(id);
  }
}

function* lines(docs: Iterable<Doc>, encode: (d: Doc) => string) {
  let batch: string[] = [];
  for (const doc of docs) {
    batch.push(encode(doc), "\n");
    if (batch.length >= 256) {
      yield Buffer.from(batch.join(""));
      batch = [];
    }
  }
  if (batch.length > 0) yield Buffer.from(batch.join(""));
}

/** Convex's `FileStorageZipMetadata` line (`_creationTime` a float, `size` an int). */
function storageEntry(doc: Doc, ids: SystemIds): string {
  return exportJson({
    _id: ids.storageId(doc._id),
    _creationTime: doc._creationTime,
    sha256: doc.sha256 ?? null,
    size: BigInt(doc.size as number | bigint),
    contentType: typeof doc.contentType === "string" ? doc.contentType : null,
  });
}

/** Each component's user tables (every component listed, even without tables). */
function userTables(
  source: ExportSource,
): Map<string, { name: string; number: number }[]> {
  const byNamespace = new Map<string, { name: string; number: number }[]>(
    source.componentPaths().map((p) => [p, []]),
  );
  for (const table of source.store.tables()) {
    if (isSystemTable(table.name)) continue;
    const { namespace, table: name } = splitQualified(table.name);
    const list = byNamespace.get(namespace) ?? [];
    list.push({ name, number: table.number });
    byNamespace.set(namespace, list);
  }
  return byNamespace;
}

/**
 * Writes the export of the snapshot at `ts` to `path`. Returns the number of
 * documents written.
 */
export async function writeExport(
  source: ExportSource,
  ts: bigint,
  path: string,
  includeStorage: boolean,
  progress: ExportProgress,
): Promise<number> {
  const out = createWriteStream(path, { mode: 0o600 });
  const failed = new Promise<never>((_, reject) => out.once("error", reject));
  failed.catch(() => undefined);
  const zip = new ZipWriter(out);
  let written = 0;
  await Promise.race([
    failed,
    source.committer.read(async (tx) => {
      tx.limits = UNLIMITED;
      await zip.add("README.md", [Buffer.from(README_MD)]);
      const byNamespace = userTables(source);
      const namespaces = [...byNamespace.keys()].sort();
      for (const ns of namespaces) {
        const tables = byNamespace.get(ns)!.sort((a, b) => a.number - b.number);
        await zip.add(
          `${componentPrefix(ns)}_tables/documents.jsonl`,
          tables.map((t) =>
            Buffer.from(`${JSON.stringify({ name: t.name, id: t.number })}\n`),
          ),
        );
      }
      for (const ns of namespaces) {
        const prefix = componentPrefix(ns);
        const ids = new SystemIds(source.store, ns, "export");
        for (const { name } of byNamespace.get(ns)!) {
          progress(`Backing up ${name}${inComponent(ns)}`);
          await zip.add(
            `${prefix}${name}/documents.jsonl`,
            lines(countDocs(tableDocuments(tx, ns, name)), (d) =>
              exportJson(ids.document(name, d)),
            ),
          );
          await zip.add(`${prefix}${name}/generated_schema.jsonl`, [
            Buffer.from('"uniform"\n'),
          ]);
        }
      }
      if (includeStorage) for (const ns of namespaces) await exportStorage(ns);
    }, ts),
  ]);
  await Promise.race([failed, zip.finish()]);
  return written;

  function* countDocs(docs: Iterable<Doc>): Generator<Doc> {
    for (const d of docs) {
      written++;
      yield d;
    }
  }

  async function exportStorage(ns: string): Promise<void> {
    progress(`Backing up _storage${inComponent(ns)}`);
    const prefix = componentPrefix(ns);
    const ids = new SystemIds(source.store, ns, "export");
    await source.committer.read(async (tx) => {
      tx.limits = UNLIMITED;
      await zip.add(
        `${prefix}_storage/documents.jsonl`,
        lines(tableDocuments(tx, ns, "_storage"), (d) => storageEntry(d, ids)),
      );
      for (const doc of tableDocuments(tx, ns, "_storage")) {
        const ext =
          typeof doc.contentType === "string"
            ? (EXTENSIONS[doc.contentType.split(";")[0]!.trim()] ?? "")
            : "";
        await zip.add(
          `${prefix}_storage/${ids.storageId(doc._id)}${ext}`,
          fileBytes(source.files, doc._id),
        );
      }
    }, ts);
  }
}

async function* fileBytes(
  files: FileStore,
  id: string,
): AsyncGenerator<Buffer> {
  try {
    yield* createReadStream(join(files.dir, id)) as AsyncIterable<Buffer>;
  } catch (e) {
    throw new Error(`file missing from storage: ${id}`, { cause: e });
  }
}

/** Convex's `in_component_str`. */
export function inComponent(namespace: string): string {
  return namespace === "" ? "" : ` in component '${namespace}'`;
}
