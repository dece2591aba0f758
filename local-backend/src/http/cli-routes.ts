/**
 * The admin routes the Convex CLI calls besides functions, as Convex's
 * (`crates/local_backend/src/environment_variables.rs`, `logs.rs`), with the admin key
 * in `Authorization: Convex <key>` (anyone else: 401 `BadAdminKey`):
 *
 * - `POST /api/update_environment_variables` `{ changes: [{ name, value? }] }`
 *   (`npx convex env set|remove`; a missing or null `value` removes): applied whole
 *   or not at all; answers 200 with an empty body.
 * - `GET /api/stream_function_logs?cursor=<ms>` (`npx convex logs`): a long poll of
 *   the function log, `{ entries, newCursor }`.
 */
import { BAD_ADMIN_KEY } from "../auth/admin-key";
import { describeJson } from "../values/client-values";
import { requestAuth } from "./auth";
import { type HttpHost } from "./host";
import { readJsonBody } from "./request";
import { HttpError, type RouteHandler, send } from "./respond";

type CliHost = Pick<
  HttpHost,
  | "validateToken"
  | "adminAccess"
  | "updateEnvironmentVariables"
  | "functionLogAfter"
>;

function bodyError(at: string, detail: string): HttpError {
  return new HttpError(
    400,
    "BadJsonBody",
    `Failed to deserialize the JSON body into the target type: ${at ? `${at}: ` : ""}${detail}`,
  );
}

const isObject = (json: unknown): json is Record<string, unknown> =>
  typeof json === "object" && json !== null && !Array.isArray(json);

/** `UpdateEnvVarsRequest`, read as serde reads it (unknown fields ignored). */
function readChanges(json: unknown): { name: string; value: string | null }[] {
  if (!isObject(json))
    throw bodyError(
      "",
      `invalid type: ${describeJson(json)}, expected struct UpdateEnvVarsRequest`,
    );
  if (!("changes" in json)) throw bodyError("", "missing field `changes`");
  const { changes } = json;
  if (!Array.isArray(changes))
    throw bodyError(
      "changes",
      `invalid type: ${describeJson(changes)}, expected a sequence`,
    );
  return changes.map((change: unknown, i) => {
    const at = `changes[${i}]`;
    if (!isObject(change))
      throw bodyError(
        at,
        `invalid type: ${describeJson(change)}, expected struct UpdateEnvVarRequest`,
      );
    const { name, value } = change;
    if (typeof name !== "string")
      throw name === undefined
        ? bodyError(at, "missing field `name`")
        : bodyError(
            `${at}.name`,
            `invalid type: ${describeJson(name)}, expected a string`,
          );
    if (value !== undefined && value !== null && typeof value !== "string")
      throw bodyError(
        `${at}.value`,
        `invalid type: ${describeJson(value)}, expected a string`,
      );
    return { name, value: value ?? null };
  });
}

/** The cursor of a poll: Convex's `StreamFunctionLogs` query string. */
function readCursor(url: URL): number {
  const raw = url.searchParams.get("cursor");
  if (raw === null)
    throw new HttpError(
      400,
      "BadQueryArgs",
      "Failed to deserialize query string: missing field `cursor`",
    );
  const cursor = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(cursor))
    throw new HttpError(
      400,
      "BadQueryArgs",
      "Failed to deserialize query string: cursor: invalid float literal",
    );
  return cursor;
}

async function requireAdmin(
  req: Parameters<RouteHandler>[0],
  host: CliHost,
): Promise<void> {
  const caller = await requestAuth(req, host, true);
  if (!caller.admin)
    throw new HttpError(401, BAD_ADMIN_KEY.code, BAD_ADMIN_KEY.message);
}

export function cliRoutes(
  host: CliHost,
): { path: string; GET?: RouteHandler; POST?: RouteHandler }[] {
  const updateEnv: RouteHandler = async (req, res) => {
    await requireAdmin(req, host);
    const changes = readChanges(await readJsonBody(req));
    await host.updateEnvironmentVariables(changes);
    res.writeHead(200, { "Content-Length": "0" });
    res.end();
  };
  const streamLogs: RouteHandler = async (req, res, url) => {
    await requireAdmin(req, host);
    const cursor = readCursor(url);
    // A client that goes away ends its poll.
    const gone = new AbortController();
    res.once("close", () => gone.abort());
    const page = await host.functionLogAfter(cursor, gone.signal);
    if (!res.destroyed) send(res, req, 200, page);
  };
  return [
    { path: "/api/update_environment_variables", POST: updateEnv },
    { path: "/api/stream_function_logs", GET: streamLogs },
  ];
}
