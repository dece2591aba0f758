import { httpActionsUrl } from "@/config/env";

/** A download the server refused (not signed in, not yours, expired), with its words. */
export class DataExportRefused extends Error {}

const OFFLINE = "Check your connection and try again.";
const SIGNED_OUT = "Sign in again to download your data.";

function isMessage(body: unknown): body is { message: string } {
  return (
    typeof body === "object" &&
    body !== null &&
    "message" in body &&
    typeof body.message === "string"
  );
}

/**
 * The export's file, fetched with the member's auth token (the download,
 * convex/http.ts, answers only to it). Throws DataExportRefused with the
 * server's message when refused.
 */
export async function fetchDataExport(
  token: string | null,
  downloadPath: string,
): Promise<Blob> {
  if (token === null) throw new DataExportRefused(SIGNED_OUT);
  let response: Response;
  try {
    response = await fetch(`${httpActionsUrl}${downloadPath}`, {
      headers: { Authorization: `Bearer ${token}` },
      cache: "no-store",
    });
  } catch {
    throw new DataExportRefused(OFFLINE);
  }
  if (response.ok) return await response.blob();
  const body: unknown = await response.json().catch(() => null);
  throw new DataExportRefused(isMessage(body) ? body.message : OFFLINE);
}
