/**
 * Where a team room's file is downloaded (an HTTP action, convex/http.ts:
 * model/teamFileDownload.ts) and what it answers when it refuses. Imported
 * by convex/ and src/.
 */

/** The HTTP action's path, under the deployment's HTTP actions URL. */
export const TEAM_FILE_PATH = "/team/file";

/** The path, with its query, of one team file's download. */
export function teamFileDownloadPath(fileId: string): string {
  return `${TEAM_FILE_PATH}?id=${encodeURIComponent(fileId)}`;
}

/**
 * What the download answers when it refuses, by HTTP status: 401 without a
 * valid token or session; 404 for no such file and for a caller off its
 * team alike (whether a file exists is the team's business).
 */
export const TEAM_FILE_REFUSALS = {
  401: "Sign in to download this file.",
  404: "This file does not exist, or you are not on its team.",
} as const;
export type TeamFileRefusal = keyof typeof TEAM_FILE_REFUSALS;
