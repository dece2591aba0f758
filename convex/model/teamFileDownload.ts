/**
 * The download of a team room's file (`GET /team/file?id=…`, convex/http.ts):
 * only with a Convex auth token in `Authorization: Bearer` whose session
 * still exists, only for the project's owner or an accepted member at the
 * moment of the request (model/teamAccess.ts), so a member removed or gone
 * cannot download with anything they kept. The serving itself:
 * model/authedDownload.ts.
 */
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx, QueryCtx } from "../_generated/server";
import { TEAM_FILE_REFUSALS, type TeamFileRefusal } from "../shared/teamFiles";
import {
  hasValidToken,
  refuseDownload,
  serveAttachment,
} from "./authedDownload";
import { teamRoleOf } from "./teamAccess";

export type TeamFileAccess =
  | { ok: true; storageId: Id<"_storage">; fileName: string }
  | { ok: false; status: TeamFileRefusal };

/**
 * Whether `viewerId` may download the team file a link names: a file of a
 * team they are not on answers as one that does not exist.
 */
export async function teamFileAccess(
  ctx: QueryCtx,
  viewerId: Id<"users"> | null,
  rawFileId: string,
): Promise<TeamFileAccess> {
  if (viewerId === null) return { ok: false, status: 401 };
  const fileId = ctx.db.normalizeId("teamFiles", rawFileId);
  const file = fileId === null ? null : await ctx.db.get("teamFiles", fileId);
  const project =
    file === null ? null : await ctx.db.get("projects", file.projectId);
  if (
    file === null ||
    project === null ||
    (await teamRoleOf(ctx, project, viewerId)) === null
  ) {
    return { ok: false, status: 404 };
  }
  return { ok: true, storageId: file.storageId, fileName: file.name };
}

/**
 * GET: the file as an attachment under its stored name, or a refusal (401,
 * 404). Served as bytes to save, never to render (`application/octet-stream`,
 * nosniff), whatever type it was uploaded with.
 */
export async function serveTeamFile(
  ctx: ActionCtx,
  request: Request,
): Promise<Response> {
  const refuse = (status: TeamFileRefusal) =>
    refuseDownload(request, status, TEAM_FILE_REFUSALS[status]);
  if (!(await hasValidToken(ctx))) return refuse(401);
  const fileId = new URL(request.url).searchParams.get("id") ?? "";
  const access = await ctx.runQuery(internal.teamFiles.downloadAccess, {
    fileId,
  });
  if (!access.ok) return refuse(access.status);
  const file = await ctx.storage.get(access.storageId);
  if (file === null) return refuse(404);
  return serveAttachment(
    request,
    file,
    access.fileName,
    "application/octet-stream",
  );
}
