/**
 * Planning and performing a snapshot import, as Convex's
 * (crates/application/src/snapshot_import/): the plan counts what each table gets and
 * loses and words it as Convex's confirmation table; performing writes everything in
 * one transaction, so an import lands whole or not at all. Documents keep their `_id`
 * and `_creationTime` (so references hold), every document is checked against the
 * deployed schema, and `_storage` entries get their files back. Ids of `_storage` and
 * `_scheduled_functions` are taken in Convex's numbering or this backend's and stored in
 * this backend's (`./system-ids.ts`).
 */
import { type Committer } from "../database/committer";
import { type Transaction } from "../database/transaction";
import { type FileStore } from "../storage/files";
import { qualify } from "../storage/namespace";
import { type Store } from "../storage/store";
import { tableNumberOfId } from "../values/ids";
import { inComponent } from "./export";
import {
  type ImportDoc,
  ImportError,
  type ImportSource,
  type SourceTable,
} from "./import-source";
import { type ImportMode } from "./state";
import { SystemIds } from "./system-ids";

export interface ImportTarget {
  committer: Committer;
  store: Store;
  files: FileStore;
}

interface TableChange {
  namespace: string;
  table: string;
  added: number;
  deleted: number;
  existing: number;
}

const UNLIMITED = {
  bytesRead: Infinity,
  documentsRead: Infinity,
  databaseQueries: Infinity,
  documentsWritten: Infinity,
  bytesWritten: Infinity,
  functionsScheduled: Infinity,
  scheduledFunctionArgsBytes: Infinity,
};

async function countDocs(t: SourceTable): Promise<number> {
  let n = 0;
  for await (const _ of t.documents()) n++;
  return n;
}

function withCommas(n: number): string {
  return n.toLocaleString("en-US");
}

/** Convex's `render_table_changes`. */
function renderChanges(changes: TableChange[]): string[] {
  const rows = [
    ["table", "create", "delete"],
    ...changes.map((c) => [
      c.table,
      withCommas(c.added),
      `${withCommas(c.deleted)} of ${withCommas(c.existing)}${c.table === "_storage" ? " files" : " documents"}`,
    ]),
  ];
  const widths = [0, 1, 2].map((i) =>
    Math.max(...rows.map((r) => r[i]!.length)),
  );
  const out: string[] = [];
  rows.forEach((r, i) => {
    out.push(r.map((cell, j) => cell.padEnd(widths[j]!)).join(" | ") + " |");
    if (i === 0) out.push("-".repeat(widths[0]! + widths[1]! + widths[2]! + 8));
  });
  return out;
}

/**
 * The confirmation Convex asks for (`info_message_for_import`), and whether it must
 * be confirmed by hand (something is deleted). Throws for a table that must be empty
 * and is not.
 */
export async function planImport(
  target: ImportTarget,
  source: ImportSource,
  mode: ImportMode,
): Promise<{ message: string; requireConfirmation: boolean }> {
  const changes: TableChange[] = [];
  for (const t of source.tables) {
    const existing = await existingCount(target, t.namespace, t.table);
    const deleted = mode === "Replace" || mode === "ReplaceAll" ? existing : 0;
    if (mode === "RequireEmpty" && existing > 0)
      throw new ImportError(
        `Table "${t.table}"${inComponent(t.namespace)} already exists and is not empty. Use --replace to overwrite it or --append to add to it.`,
      );
    changes.push({
      namespace: t.namespace,
      table: t.table,
      added: await countDocs(t),
      deleted,
      existing,
    });
  }
  changes.sort((a, b) =>
    a.namespace === b.namespace
      ? a.table < b.table
        ? -1
        : 1
      : a.namespace < b.namespace
        ? -1
        : 1,
  );
  const lines: string[] = [];
  for (const ns of [...new Set(changes.map((c) => c.namespace))]) {
    if (ns !== "") lines.push(`Component ${ns}`);
    lines.push(...renderChanges(changes.filter((c) => c.namespace === ns)));
  }
  if (lines.length > 0) lines.unshift("Import change summary:");
  lines.push(
    "Once the import has started, it will run in the background.\nInterrupting `npx convex import` will not cancel it.",
  );
  return {
    message: lines.join("\n"),
    requireConfirmation: changes.some((c) => c.deleted > 0),
  };
}

async function existingCount(
  target: ImportTarget,
  namespace: string,
  table: string,
): Promise<number> {
  const { result } = await target.committer.read((tx) => {
    tx.limits = UNLIMITED;
    return tx.inNamespace(namespace, () => {
      const id = tx.openStream(
        {
          source: { type: "FullTableScan", tableName: table, order: "asc" },
          operators: [],
        },
        table.startsWith("_"),
      );
      let n = 0;
      while (tx.streamNextStored(id)) n++;
      tx.closeStream(id);
      return n;
    });
  });
  return result;
}

/** The table number each imported table's ids carry (`_tables`, else its first `_id`). */
async function wantedNumbers(
  source: ImportSource,
): Promise<Map<string, number>> {
  const wanted = new Map<string, number>();
  for (const t of source.tables) {
    const name = qualify(t.namespace, t.table);
    let number = source.numbers.get(t.namespace)?.get(t.table);
    if (number === undefined)
      for await (const doc of t.documents()) {
        if (typeof doc._id === "string")
          number = tableNumberOfId(doc._id) ?? undefined;
        break;
      }
    if (number !== undefined && t.table !== "_storage")
      wanted.set(name, number);
  }
  return wanted;
}

/**
 * Gives each imported table the number its ids carry: a table that does not exist yet
 * is created with it, an empty one is renumbered; a table with documents under
 * another number cannot take ids of that number.
 */
async function prepareTables(
  target: ImportTarget,
  source: ImportSource,
): Promise<void> {
  const wanted = await wantedNumbers(source);
  const { store, committer } = target;
  await committer.serialized(() => {
    committer.flush();
    const moves = new Map<string, number>();
    for (const [name, number] of wanted) {
      const table = store.table(name);
      const holder = store.tableByNumber(number);
      if (holder && holder.name !== name && !wanted.has(holder.name))
        throw new ImportError(
          `Table "${name}" has table number ${number} in the import, which this deployment's table "${holder.name}" holds.`,
        );
      if (table && table.number !== number) moves.set(name, number);
    }
    try {
      if (moves.size > 0) store.renumberEmptyTables(moves);
    } catch (e) {
      throw new ImportError(
        `The import's table numbers do not match this deployment's, and ${(e as Error).message} Import into a deployment where its tables are empty or do not exist yet.`,
      );
    }
    for (const [name, number] of wanted)
      if (!store.table(name)) store.ensureTable(name, number);
  });
}

/**
 * Writes the import in one transaction; resolves with the number of documents
 * written. On any failure nothing is written (files stored for it are removed).
 */
export async function performImport(
  target: ImportTarget,
  source: ImportSource,
  mode: ImportMode,
  progress: (message: string) => Promise<void>,
): Promise<number> {
  await prepareTables(target, source);
  const storedFiles: string[] = [];
  try {
    const { result } = await target.committer.write(async (tx) => {
      tx.limits = UNLIMITED;
      let written = 0;
      for (const t of source.tables) {
        await progress(`Importing ${t.table}${inComponent(t.namespace)}`);
        if (mode === "Replace" || mode === "ReplaceAll")
          clearTable(tx, t.namespace, t.table);
        const ids = systemIds(target, source, t.namespace);
        written += await writeTable(tx, t, target, source, ids, storedFiles);
      }
      return written;
    });
    return result;
  } catch (e) {
    await Promise.all(storedFiles.map((id) => target.files.remove(id)));
    throw e;
  }
}

/** The import's translation of system-table ids for a namespace's documents. */
function systemIds(
  target: ImportTarget,
  source: ImportSource,
  namespace: string,
): SystemIds {
  const names = new Map<number, string>();
  for (const [name, number] of source.numbers.get(namespace) ?? [])
    names.set(number, name);
  return new SystemIds(target.store, namespace, "import", names);
}

function clearTable(tx: Transaction, namespace: string, table: string): void {
  const system = table.startsWith("_");
  tx.inNamespace(namespace, () => {
    const id = tx.openStream(
      {
        source: { type: "FullTableScan", tableName: table, order: "asc" },
        operators: [],
      },
      system,
    );
    for (let doc = tx.streamNext(id); doc; doc = tx.streamNext(id))
      tx.delete(doc._id, { table, system });
    tx.closeStream(id);
  });
}

async function writeTable(
  tx: Transaction,
  t: SourceTable,
  target: ImportTarget,
  source: ImportSource,
  ids: SystemIds,
  storedFiles: string[],
): Promise<number> {
  let n = 0;
  const storage = t.table === "_storage";
  for await (const doc of t.documents()) {
    n++;
    const value = storage
      ? await storageDoc(doc, t.namespace, target, source, ids, storedFiles)
      : ids.document(t.table, doc);
    insertDoc(tx, target.store, t, value, n);
  }
  return n;
}

function insertDoc(
  tx: Transaction,
  store: Store,
  t: SourceTable,
  doc: ImportDoc,
  lineno: number,
): void {
  const { _id, _creationTime, ...fields } = doc;
  const where = `${t.table}${inComponent(t.namespace)}, document ${lineno}`;
  if (_id !== undefined && typeof _id !== "string")
    throw new ImportError(`${where}: _id must be a string`);
  if (
    _creationTime !== undefined &&
    typeof _creationTime !== "number" &&
    typeof _creationTime !== "bigint"
  )
    throw new ImportError(`${where}: _creationTime must be a number`);
  tx.inNamespace(t.namespace, () => {
    if (_id !== undefined) {
      const table = store.table(qualify(t.namespace, t.table));
      if (table && tableNumberOfId(_id) !== table.number)
        throw new ImportError(`${where}: invalid ID ${_id} for this table`);
      if (
        tx.getStored(_id, { table: t.table, system: t.table.startsWith("_") })
      )
        throw new ImportError(
          `${where}: a document with _id ${_id} already exists`,
        );
    }
    try {
      tx.insert(t.table, fields, {
        system: t.table.startsWith("_"),
        id: _id,
        creationTime:
          _creationTime === undefined ? undefined : Number(_creationTime),
      });
    } catch (e) {
      if (e instanceof ImportError) throw e;
      throw new ImportError(`${where}: ${(e as Error).message}`);
    }
  });
}

/** A `_storage` entry as stored here, its file written under its id. */
async function storageDoc(
  entry: ImportDoc,
  namespace: string,
  target: ImportTarget,
  source: ImportSource,
  ids: SystemIds,
  storedFiles: string[],
): Promise<ImportDoc> {
  if (typeof entry._id !== "string")
    throw new ImportError("_storage entry has no _id");
  const id = ids.storageId(entry._id);
  const file = source.files.find(
    (f) => f.namespace === namespace && ids.storageId(f.id) === id,
  );
  if (!file)
    throw new ImportError(
      `_storage entry ${entry._id} has no file in the import`,
    );
  const chunks: Buffer[] = [];
  for await (const chunk of file.bytes()) chunks.push(chunk);
  const expected =
    typeof entry.sha256 === "string"
      ? Buffer.from(entry.sha256, "base64")
      : null;
  let stored: { sha256: string; size: number };
  try {
    stored = target.files.write(id, Buffer.concat(chunks), expected);
  } catch (e) {
    throw new ImportError(`_storage entry ${id}: ${(e as Error).message}`);
  }
  storedFiles.push(id);
  const doc: ImportDoc = {
    _id: id,
    sha256: stored.sha256,
    size: stored.size,
  };
  // Convex reads `_creationTime` as a float, whether written `1.0` or `1`.
  const created = entry._creationTime;
  if (typeof created === "number" || typeof created === "bigint")
    doc._creationTime = Number(created);
  if (typeof entry.contentType === "string")
    doc.contentType = entry.contentType;
  return doc;
}
