import { httpRouter } from "convex/server";
import { httpAction } from "./_generated/server";
import { auth } from "./auth";
import {
  answerDataExportPreflight,
  serveDataExport,
} from "./model/dataExport/download";
import { DATA_EXPORT_PATH } from "./shared/dataExports";

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
    Promise.resolve(answerDataExportPreflight(request)),
  ),
});

export default http;
