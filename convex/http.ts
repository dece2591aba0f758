import { httpRouter } from "convex/server";
import { httpAction } from "./_generated/server";
import { auth } from "./auth";
import { answerDownloadPreflight } from "./model/authedDownload";
import { serveDataExport } from "./model/dataExport/download";
import { serveTeamFile } from "./model/teamFileDownload";
import { DATA_EXPORT_PATH } from "./shared/dataExports";
import { TEAM_FILE_PATH } from "./shared/teamFiles";

const http = httpRouter();

auth.addHttpRoutes(http);

/** A member's data export file, with their auth token only (model/dataExport/download.ts). */
http.route({
  path: DATA_EXPORT_PATH,
  method: "GET",
  handler: httpAction(serveDataExport),
});
http.route({
  path: DATA_EXPORT_PATH,
  method: "OPTIONS",
  handler: httpAction((_ctx, request) =>
    Promise.resolve(answerDownloadPreflight(request)),
  ),
});

/** A team room's file, for the team only, with a member's auth token (model/teamFileDownload.ts). */
http.route({
  path: TEAM_FILE_PATH,
  method: "GET",
  handler: httpAction(serveTeamFile),
});
http.route({
  path: TEAM_FILE_PATH,
  method: "OPTIONS",
  handler: httpAction((_ctx, request) =>
    Promise.resolve(answerDownloadPreflight(request)),
  ),
});

export default http;
