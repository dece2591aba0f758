/**
 * A member's download of their data (model/dataExport/): its states, how long
 * a made file stays, and where it is served. Imported by convex/ and src/.
 */

/**
 * pending: being made; ready: the file can be downloaded until `expiresAt`;
 * failed: making it failed (the member may ask again); expired: the file was
 * deleted at `expiresAt`.
 */
export const DATA_EXPORT_STATUSES = [
  "pending",
  "ready",
  "failed",
  "expired",
] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

const HOUR = 60 * 60 * 1000;

/** How long a made file can be downloaded; it is deleted then. */
export const DATA_EXPORT_TTL_MS = 7 * 24 * HOUR;

/** The HTTP action (convex/http.ts) that serves the file, under the deployment's HTTP actions URL. */
export const DATA_EXPORT_PATH = "/account/export";

/** The path, with its query, of one export's download. */
export function dataExportDownloadPath(exportId: string): string {
  return `${DATA_EXPORT_PATH}?id=${encodeURIComponent(exportId)}`;
}

/** The saved file's name: the day (UTC) it was made. */
export function dataExportFileName(readyAt: number): string {
  const day = new Date(readyAt).toISOString().slice(0, 10);
  return `buildmates-data-${day}.json`;
}

/** What the download answers when it refuses, by HTTP status. */
export const DATA_EXPORT_REFUSALS = {
  401: "Sign in to download your data.",
  404: "This download does not exist, or it is not yours.",
  410: "This download has expired. Make a new one in Settings.",
} as const;
export type DataExportRefusal = keyof typeof DATA_EXPORT_REFUSALS;
