/**
 * Snapshot exports and imports as documents of the deployment tables `_exports` and
 * `_snapshot_imports`, shaped as Convex's (system-udfs `schema.ts`,
 * `tableDefs/snapshotImport.ts`), which the CLI reads through `_system/cli/*`
 * (`./system-functions.ts`). Each change is its own commit, so subscribers see it.
 */
import { convexToJson, type JSONValue, type Value } from "convex/values";
import { type Committer } from "../database/committer";

export type ExportState =
  | { state: "requested" }
  | { state: "in_progress"; start_ts: bigint; progress_message: string }
  | {
      state: "completed";
      start_ts: bigint;
      complete_ts: bigint;
      expiration_ts: bigint;
      zip_object_key: string;
    }
  | { state: "failed"; start_ts: bigint; failed_ts: bigint };

export type ImportState =
  | { state: "uploaded" }
  | {
      state: "waiting_for_confirmation";
      message_to_confirm: string;
      require_manual_confirmation: boolean;
    }
  | {
      state: "in_progress";
      progress_message: string;
      checkpoint_messages: string[];
    }
  | { state: "completed"; timestamp: bigint; num_rows_written: bigint }
  | { state: "failed"; error_message: string };

export type ImportMode = "RequireEmpty" | "Append" | "Replace" | "ReplaceAll";

export type ImportFormat =
  { format: "csv" | "jsonl" | "json_array"; table: string } | { format: "zip" };

const EXPORTS = "_exports";
const IMPORTS = "_snapshot_imports";

/** Writes the fields of `next` over the document `id`, dropping the ones it lacks. */
async function setFields(
  committer: Committer,
  id: string,
  table: string,
  next: Record<string, Value>,
): Promise<void> {
  await committer.write((tx) => {
    const doc = tx.get(id, { table, system: true });
    if (!doc) throw new Error(`${table} ${id} is gone`);
    const patch: Record<string, JSONValue> = {};
    for (const key of Object.keys(doc))
      if (!key.startsWith("_") && !(key in next))
        patch[key] = { $undefined: null };
    for (const [key, value] of Object.entries(next))
      patch[key] = convexToJson(value);
    tx.patch(id, patch, { table, system: true });
  });
}

export async function insertExport(
  committer: Committer,
  includeStorage: boolean,
): Promise<string> {
  const { result } = await committer.write((tx) =>
    tx.insert(
      EXPORTS,
      {
        state: "requested",
        requestor: "snapshotExport",
        format: { format: "zip", include_storage: includeStorage },
      },
      { system: true },
    ),
  );
  return result;
}

export function setExportState(
  committer: Committer,
  id: string,
  includeStorage: boolean,
  state: ExportState,
): Promise<void> {
  return setFields(committer, id, EXPORTS, {
    ...state,
    requestor: "snapshotExport",
    format: { format: "zip", include_storage: includeStorage },
  });
}

export interface ImportRecord {
  format: ImportFormat;
  mode: ImportMode;
  componentPath: string;
}

export async function insertImport(
  committer: Committer,
  record: ImportRecord,
): Promise<string> {
  const { result } = await committer.write((tx) =>
    tx.insert(
      IMPORTS,
      {
        state: { state: "uploaded" },
        format: record.format,
        mode: record.mode,
        component_path: record.componentPath,
        requestor: { type: "snapshotImport" },
        checkpoints: null,
      },
      { system: true },
    ),
  );
  return result;
}

export async function setImportState(
  committer: Committer,
  id: string,
  state: ImportState,
): Promise<void> {
  await committer.write((tx) => {
    tx.patch(
      id,
      { state: convexToJson(state) },
      { table: IMPORTS, system: true },
    );
  });
}

/** An import's record, or null if `id` names none. */
export async function readImport(
  committer: Committer,
  id: string,
): Promise<(ImportRecord & { state: ImportState }) | null> {
  const { result } = await committer.read((tx) => {
    try {
      return tx.get(id, { table: IMPORTS, system: true });
    } catch {
      return null;
    }
  });
  if (!result) return null;
  return {
    state: result.state as ImportState,
    format: result.format as ImportFormat,
    mode: result.mode as ImportMode,
    componentPath: result.component_path as string,
  };
}
