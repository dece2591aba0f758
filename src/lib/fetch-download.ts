import { httpActionsUrl } from "@/config/env";

/** A download the server refused (not signed in, not yours, gone), with its words. */
export class DownloadRefused extends Error {}

const OFFLINE = "Check your connection and try again.";

function isMessage(body: unknown): body is { message: string } {
  return (
    typeof body === "object" &&
    body !== null &&
    "message" in body &&
    typeof body.message === "string"
  );
}

/**
 * A file served by one of the app's authenticated downloads (convex/http.ts:
 * a data export, a team room's file), fetched from `downloadPath` under the
 * HTTP actions URL with the member's auth token, which is all those downloads
 * answer to. Throws DownloadRefused with the server's message when refused,
 * or with `signedOut` when there is no token to send.
 */
export async function fetchDownload(
  token: string | null,
  downloadPath: string,
  signedOut: string,
): Promise<Blob> {
  if (token === null) throw new DownloadRefused(signedOut);
  let response: Response;
  try {
    response = await fetch(`${httpActionsUrl}${downloadPath}`, {
      headers: { Authorization: `Bearer ${token}` },
      cache: "no-store",
    });
  } catch {
    throw new DownloadRefused(OFFLINE);
  }
  if (response.ok) return await response.blob();
  const body: unknown = await response.json().catch(() => null);
  throw new DownloadRefused(isMessage(body) ? body.message : OFFLINE);
}
