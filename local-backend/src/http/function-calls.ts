/**
 * Calls of Convex functions over the HTTP API (`/api/query|mutation|action|function`,
 * `/api/run/…`, `/api/query_at_ts`, `/api/query_batch`): the request read as Convex
 * reads it (request.ts), arguments through the one door for client values
 * (values/client-values.ts), the function run, and the answer in Convex's shape.
 */
import { type IncomingMessage, type ServerResponse } from "node:http";
import { type Value } from "convex/values";
import {
  canonicalJobName,
  FunctionError,
  functionFailure,
} from "../isolate/functions";
import { InvalidTimestamp } from "../database/write-log";
import {
  ClientValueError,
  jsonNestingAtLeast,
  parseClientArgs,
} from "../values/client-values";
import { BAD_ADMIN_KEY } from "../auth/admin-key";
import { type Caller, requestAuth } from "./auth";
import { type CallKind, type HttpHost } from "./host";
import {
  type CallRequest,
  encodeValue,
  parseFormat,
  parseTs,
  readCall,
  readJsonBody,
  readQueryBatch,
  readQueryString,
  type StructName,
  type ValueFormat,
} from "./request";
import { HttpError, type RouteHandler, send } from "./respond";

/** The status of a function's failure (ConvexHttpClient's STATUS_CODE_UDF_FAILED). */
const UDF_FAILED = 560;
/**
 * Convex reads arguments with serde_json, whose reader stops at 128 levels of nesting
 * (the arguments array included) with 400 `InvalidArguments`; values nested less deep
 * but past Convex's 64 are the function's failure ("Invalid arguments for …").
 */
const JSON_READER_MAX_NESTING = 128;

/** `logLines` as Convex's `UdfResponse` writes them: left out when there are none. */
function withLogLines(logLines: string[]): { logLines?: string[] } {
  return logLines.length > 0 ? { logLines } : {};
}

/**
 * `/api/function`'s `componentPath` (`ConvexHttpClient.function`, `npx convex run
 * --component`): a component's functions are reachable with the admin key only, as
 * Convex's `UdfPostRequestWithComponent::component_path` requires (local_backend
 * args_structs.rs). Without one the app's; unlike Convex, which asks the admin key
 * of every `/api/function` call, a call without `componentPath` needs none.
 */
function componentPath(call: CallRequest, caller: Caller): string | undefined {
  const path = call.componentPath ?? "";
  if (path === "") return undefined;
  if (!caller.admin)
    throw new HttpError(401, BAD_ADMIN_KEY.code, BAD_ADMIN_KEY.message);
  if (!/^[a-zA-Z][a-zA-Z0-9_]*(\/[a-zA-Z][a-zA-Z0-9_]*)*$/.test(path))
    throw new HttpError(
      400,
      "InvalidComponentPath",
      `Invalid component path "${path}"`,
    );
  return path;
}

export class FunctionCalls {
  constructor(private readonly host: HttpHost) {}

  /** A POST of a JSON body of type `struct` that calls a function of `kind`. */
  post(kind: CallKind, struct: StructName): RouteHandler {
    return async (req, res) => {
      const body = readCall(await readJsonBody(req), struct);
      const atTs =
        struct === "UdfPostWithTsRequest" ? parseTs(body.ts) : undefined;
      return this.runFunction(req, res, kind, body, atTs);
    };
  }

  /** `GET /api/query?path=…&args=…`: queries only, checked before anything runs. */
  readonly getQuery: RouteHandler = (req, res, url) =>
    this.runFunction(req, res, "query", readQueryString(url));

  /**
   * `POST /api/run/<module path>/<function name>`, clean JSON by default; `fnPath` is
   * what follows `/api/run/`.
   */
  readonly run: RouteHandler = async (req, res, _url, fnPath) => {
    const body = readCall(await readJsonBody(req), "UdfPostRequestArgsOnly");
    const missing = () =>
      new HttpError(
        400,
        "MissingIdentifier",
        "Path or function name not provided in path, e.g. /api/run/messages/list",
      );
    let parts: string[];
    try {
      parts = fnPath.split("/").map((p) => decodeURIComponent(p));
    } catch {
      throw missing();
    }
    if (parts.length < 2) throw missing();
    const fnName = parts.pop()!;
    return this.runFunction(req, res, "any", {
      ...body,
      path: `${parts.join("/")}:${fnName}`,
    });
  };

  readonly queryBatch: RouteHandler = async (req, res) => {
    const queries = readQueryBatch(await readJsonBody(req));
    const formats = queries.map((q) => parseFormat(q.format));
    const caller = await requestAuth(req, this.host, true);
    const results = [];
    for (const [i, q] of queries.entries()) {
      results.push(
        await this.execute("query", q.path, q.args, caller, formats[i]!),
      );
    }
    send(res, req, 200, { results: results.map((r) => r.body) });
  };

  /**
   * Client arguments as a `Value`. A value that breaks Convex's rules fails the call
   * as Convex fails it: the function's failure naming the function, or 400
   * `InvalidArguments` past the depth Convex's JSON reader takes.
   */
  private clientArgs(json: unknown, path: string): Record<string, Value> {
    try {
      return parseClientArgs(json, canonicalJobName(path));
    } catch (e) {
      if (!(e instanceof ClientValueError)) throw e;
      const wrapped = Array.isArray(json) ? json : [json];
      if (jsonNestingAtLeast(wrapped, JSON_READER_MAX_NESTING))
        throw new HttpError(
          400,
          "InvalidArguments",
          "Invalid arguments provided",
        );
      throw new FunctionError(e.message);
    }
  }

  private async execute(
    kind: CallKind,
    path: string,
    rawArgs: unknown,
    caller: Caller,
    format: ValueFormat,
    atTs?: bigint,
    component?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    try {
      // The function is found and its kind checked before its arguments are read,
      // as in Convex: a GET of a mutation is refused whatever its arguments.
      const resolved = this.host.resolveFunction(
        path,
        kind,
        caller.admin,
        component,
      );
      const args = this.clientArgs(rawArgs, resolved.path);
      const result = await this.host.runFunction(path, args, {
        kind,
        ...caller,
        atTs,
        component,
      });
      return {
        status: 200,
        body: {
          status: "success",
          value: encodeValue(result.value, format),
          ...withLogLines(result.logLines),
        },
      };
    } catch (e) {
      if (e instanceof HttpError) throw e;
      if (e instanceof InvalidTimestamp)
        throw new HttpError(400, "InvalidTimestamp", e.message);
      return {
        status: UDF_FAILED,
        body: {
          status: "error",
          ...functionFailure(e, path),
          ...withLogLines((e as { logLines?: string[] }).logLines ?? []),
        },
      };
    }
  }

  private async runFunction(
    req: IncomingMessage,
    res: ServerResponse,
    kind: CallKind,
    call: CallRequest,
    atTs?: bigint,
  ): Promise<void> {
    const format = parseFormat(call.format);
    const caller = await requestAuth(req, this.host, true);
    const component = componentPath(call, caller);
    const out = await this.execute(
      kind,
      call.path,
      call.args,
      caller,
      format,
      atTs,
      component,
    );
    send(res, req, out.status, out.body);
  }
}
