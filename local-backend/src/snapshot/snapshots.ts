/**
 * Snapshot exports and imports of the deployment, run in the background as Convex
 * runs them, their progress kept in `_exports` and `_snapshot_imports` (`./state.ts`):
 * - an export reads one snapshot and writes `<data-dir>/exports/<ts>.zip` (only the
 *   latest completed export is kept);
 * - an import is uploaded in parts to `<data-dir>/imports/`, planned (its
 *   confirmation message), then performed on confirmation, in one transaction.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { type Readable } from "node:stream";
import { log } from "../log";
import { type ExportSource, writeExport } from "./export";
import { performImport, planImport } from "./import";
import { ImportError, openImport } from "./import-source";
import {
  type ImportFormat,
  type ImportMode,
  insertExport,
  insertImport,
  readImport,
  setExportState,
  setImportState,
} from "./state";

export class SnapshotError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface SnapshotHost extends ExportSource {
  dataDir: string;
}

/** Exports stay downloadable for 14 days on Convex; here until the next export. */
const EXPORT_EXPIRATION_NS = 14n * 24n * 3600n * 1_000_000_000n;

const TOKEN = /^[0-9a-f]{32}$/;

export class Snapshots {
  private exporting: Promise<void> | null = null;
  private readonly exportsDir: string;
  private readonly importsDir: string;
  /** Import ids being worked on (planned or performed), so each runs once. */
  private readonly busyImports = new Set<string>();

  constructor(private readonly host: SnapshotHost) {
    this.exportsDir = join(host.dataDir, "exports");
    this.importsDir = join(host.dataDir, "imports");
  }

  /** Starts an export; refused while one runs (Convex's `ExportInProgress`). */
  async requestExport(includeStorage: boolean): Promise<void> {
    if (this.exporting)
      throw new SnapshotError(
        "ExportInProgress",
        "There is already an export requested or in progress.",
      );
    let done!: () => void;
    this.exporting = new Promise((resolve) => (done = resolve));
    try {
      const id = await insertExport(this.host.committer, includeStorage);
      void this.runExport(id, includeStorage).finally(() => {
        this.exporting = null;
        done();
      });
    } catch (e) {
      this.exporting = null;
      done();
      throw e;
    }
  }

  private async runExport(id: string, includeStorage: boolean): Promise<void> {
    const { committer } = this.host;
    const ts = committer.durableTs;
    const set = (state: Parameters<typeof setExportState>[3]) =>
      setExportState(committer, id, includeStorage, state);
    try {
      await set({
        state: "in_progress",
        start_ts: ts,
        progress_message: "Beginning backup",
      });
      await mkdir(this.exportsDir, { recursive: true });
      const file = join(this.exportsDir, `${ts}.zip`);
      const partial = `${file}.partial`;
      await writeExport(
        this.host,
        ts,
        partial,
        includeStorage,
        () => undefined,
      );
      await rename(partial, file);
      for (const name of await readdir(this.exportsDir))
        if (name !== `${ts}.zip`)
          await rm(join(this.exportsDir, name), { force: true });
      const now = BigInt(Date.now()) * 1_000_000n;
      await set({
        state: "completed",
        start_ts: ts,
        complete_ts: now,
        expiration_ts: now + EXPORT_EXPIRATION_NS,
        zip_object_key: `${ts}.zip`,
      });
    } catch (e) {
      log.error(`Snapshot export failed: ${(e as Error).stack ?? String(e)}`);
      await rm(join(this.exportsDir, `${ts}.zip.partial`), { force: true });
      await set({
        state: "failed",
        start_ts: ts,
        failed_ts: BigInt(Date.now()) * 1_000_000n,
      }).catch(() => undefined);
    }
  }

  /** The completed export of snapshot `ts`, or null. */
  exportFile(ts: string): string | null {
    if (!/^\d{1,20}$/.test(ts)) return null;
    const file = join(this.exportsDir, `${ts}.zip`);
    return existsSync(file) ? file : null;
  }

  async startUpload(): Promise<string> {
    const token = randomBytes(16).toString("hex");
    await mkdir(join(this.importsDir, token), { recursive: true });
    return token;
  }

  private uploadDir(token: string): string {
    if (!TOKEN.test(token) || !existsSync(join(this.importsDir, token)))
      throw new SnapshotError("InvalidUploadToken", "Invalid upload token");
    return join(this.importsDir, token);
  }

  /** Stores one part of an upload; its token is its number. */
  async uploadPart(
    token: string,
    partNumber: number,
    body: Readable,
  ): Promise<string> {
    const dir = this.uploadDir(token);
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10000)
      throw new SnapshotError("InvalidPartNumber", "Invalid part number");
    await pipeline(body, createWriteStream(join(dir, `part-${partNumber}`)));
    return String(partNumber);
  }

  /** Joins the parts into the import file and plans the import; returns its id. */
  async finishUpload(
    token: string,
    partTokens: readonly string[],
    format: ImportFormat,
    mode: ImportMode,
    componentPath: string,
  ): Promise<string> {
    const dir = this.uploadDir(token);
    const file = join(dir, "upload");
    const out = createWriteStream(file);
    for (const part of partTokens) {
      if (!/^\d{1,5}$/.test(part))
        throw new SnapshotError("InvalidPartToken", "Invalid part token");
      const partFile = join(dir, `part-${part}`);
      if (!existsSync(partFile))
        throw new SnapshotError(
          "InvalidPartToken",
          `No part ${part} was uploaded`,
        );
      await pipeline(createReadStream(partFile), out, { end: false });
      await rm(partFile);
    }
    await new Promise<void>((resolve, reject) =>
      out.end((e?: Error | null) => (e ? reject(e) : resolve())),
    );
    const id = await insertImport(this.host.committer, {
      format,
      mode,
      componentPath,
    });
    await rename(dir, join(this.importsDir, id));
    void this.planInBackground(id);
    return id;
  }

  private importFile(id: string): string {
    return join(this.importsDir, id, "upload");
  }

  private async planInBackground(id: string): Promise<void> {
    const { committer } = this.host;
    this.busyImports.add(id);
    try {
      const record = await readImport(committer, id);
      if (!record) return;
      const source = await openImport(this.importFile(id), record.format);
      const plan = await planImport(this.host, source, record.mode);
      await setImportState(committer, id, {
        state: "waiting_for_confirmation",
        message_to_confirm: plan.message,
        require_manual_confirmation: plan.requireConfirmation,
      });
    } catch (e) {
      await this.fail(id, e);
    } finally {
      this.busyImports.delete(id);
    }
  }

  /** Confirms a planned import and performs it in the background. */
  async confirmImport(id: string): Promise<void> {
    const record = await readImport(this.host.committer, id);
    if (
      !record ||
      record.state.state !== "waiting_for_confirmation" ||
      this.busyImports.has(id)
    )
      throw new SnapshotError(
        "ImportNotWaitingForConfirmation",
        `Import ${id} is not waiting for confirmation.`,
      );
    this.busyImports.add(id);
    await setImportState(this.host.committer, id, {
      state: "in_progress",
      progress_message: "Importing",
      checkpoint_messages: [],
    });
    void this.performInBackground(id, record.format, record.mode);
  }

  private async performInBackground(
    id: string,
    format: ImportFormat,
    mode: ImportMode,
  ): Promise<void> {
    const { committer } = this.host;
    try {
      const source = await openImport(this.importFile(id), format);
      const written = await performImport(this.host, source, mode, (message) =>
        setImportState(committer, id, {
          state: "in_progress",
          progress_message: message,
          checkpoint_messages: [],
        }),
      );
      await setImportState(committer, id, {
        state: "completed",
        timestamp: committer.latestTs,
        num_rows_written: BigInt(written),
      });
      await rm(join(this.importsDir, id), { recursive: true, force: true });
    } catch (e) {
      await this.fail(id, e);
    } finally {
      this.busyImports.delete(id);
    }
  }

  private async fail(id: string, e: unknown): Promise<void> {
    if (!(e instanceof ImportError))
      log.error(`Snapshot import failed: ${(e as Error).stack ?? String(e)}`);
    await setImportState(this.host.committer, id, {
      state: "failed",
      error_message: (e as Error).message,
    }).catch(() => undefined);
    await rm(join(this.importsDir, id), { recursive: true, force: true });
  }
}
