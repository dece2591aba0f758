/**
 * Reading the HTTP API's requests the way Convex's extractors read them, so that a
 * malformed request gets Convex's answer: 400 with its code (`BadJsonBody`,
 * `BadQueryArgs`, `BadFormat`) and a message in the words of Convex's (axum's and
 * serde's), never a 500.
 *
 * Convex's JSON extractor requires `Content-Type: application/json` (or
 * `application/*+json`) before it reads a body. Besides being Convex's answer, that
 * keeps pages from calling the API with CORS "simple requests" (`text/plain` or form
 * POSTs, which need no preflight).
 */
import { type IncomingMessage } from "node:http";
import { convexToJson, type JSONValue, type Value } from "convex/values";
import { describeJson } from "../values/client-values";
import { HttpError } from "./respond";

/** Convex's limit on a public API request body (16 MiB of arguments and some room). */
export const MAX_API_BODY_BYTES = (16 << 20) + 2000;

function badJsonBody(message: string): HttpError {
  return new HttpError(400, "BadJsonBody", message);
}

const MIME_TOKEN = /^[!#$%&'*+\-.^_`|~0-9a-z]+$/;

/** `application/json`, with parameters or not, or any `application/<x>+json`. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const essence = header.split(";")[0]!.trim().toLowerCase();
  const [type, subtype, ...rest] = essence.split("/");
  if (rest.length > 0 || !type || !subtype) return false;
  if (!MIME_TOKEN.test(type) || !MIME_TOKEN.test(subtype)) return false;
  return (
    type === "application" && (subtype === "json" || subtype.endsWith("+json"))
  );
}

/**
 * The request body, up to `limit` bytes; over it, `tooLarge()` is thrown. The rest of
 * an oversized body is still read and dropped, so that the answer reaches the client
 * (closing the socket while it is still sending could lose the answer).
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    let chunks: Buffer[] = [];
    let size = declared > limit ? Infinity : 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    req.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        chunks = [];
        settle(() => reject(tooLarge()));
      } else chunks.push(chunk);
    });
    req.on("end", () => settle(() => resolve(Buffer.concat(chunks))));
    req.on("error", (e) => settle(() => reject(e)));
    if (size > limit) settle(() => reject(tooLarge()));
  });
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The JSON body of a request to a JSON endpoint, checked as Convex's extractor does. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  if (!isJsonContentType(req.headers["content-type"]))
    throw badJsonBody("Expected request with `Content-Type: application/json`");
  const raw = await readBody(req, MAX_API_BODY_BYTES, () =>
    badJsonBody("Failed to buffer the request body: length limit exceeded"),
  );
  const syntaxError = (detail: string) =>
    badJsonBody(`Failed to parse the request body as JSON: ${detail}`);
  let text: string;
  try {
    text = UTF8.decode(raw);
  } catch {
    throw syntaxError("invalid UTF-8");
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw syntaxError((e as Error).message);
  }
}

/** A call as the JSON endpoints take it; `ts` only for `/api/query_at_ts`. */
export interface CallRequest {
  path: string;
  args: unknown;
  format: string | null;
  ts: string | null;
  /** `/api/function`'s component instance (`npx convex run --component`). */
  componentPath?: string | null;
}

type FieldKind = "string" | "optionalString" | "json" | "ts";

/** The body types of Convex's endpoints, by their Rust names (serde's messages use them). */
const STRUCTS = {
  UdfPostRequest: { path: "string", args: "json", format: "optionalString" },
  UdfPostRequestWithComponent: {
    componentPath: "optionalString",
    path: "string",
    args: "json",
    format: "optionalString",
  },
  UdfPostWithTsRequest: {
    path: "string",
    args: "json",
    ts: "ts",
    format: "optionalString",
  },
  UdfPostRequestArgsOnly: { args: "json", format: "optionalString" },
} satisfies Record<string, Record<string, FieldKind>>;

export type StructName = keyof typeof STRUCTS;

function dataError(at: string, detail: string): HttpError {
  return badJsonBody(
    `Failed to deserialize the JSON body into the target type: ${at ? `${at}: ` : ""}${detail}`,
  );
}

function isJsonObject(json: unknown): json is Record<string, unknown> {
  return typeof json === "object" && json !== null && !Array.isArray(json);
}

/**
 * A call out of `json` (the body, or an entry of a batch at `at`): a type error names
 * the first bad field in the body's order, else the first missing one, as serde does.
 * Unknown fields are ignored, as by Convex.
 */
export function readCall(
  json: unknown,
  struct: StructName,
  at = "",
): CallRequest {
  if (!isJsonObject(json))
    throw dataError(
      at,
      `invalid type: ${describeJson(json)}, expected struct ${struct}`,
    );
  const fields: Record<string, FieldKind> = STRUCTS[struct];
  for (const [name, value] of Object.entries(json)) {
    const kind = fields[name];
    if (kind === undefined || kind === "json") continue;
    const isString =
      typeof value === "string" ||
      (kind === "optionalString" && value === null);
    if (!isString) {
      const expected = kind === "ts" ? "tuple struct SerializedTs" : "a string";
      throw dataError(
        at ? `${at}.${name}` : name,
        `invalid type: ${describeJson(value)}, expected ${expected}`,
      );
    }
  }
  for (const [name, kind] of Object.entries(fields)) {
    if (kind !== "optionalString" && !(name in json))
      throw dataError(at, `missing field \`${name}\``);
  }
  const text = (name: string) =>
    typeof json[name] === "string" ? json[name] : null;
  return {
    path: text("path") ?? "",
    args: json.args,
    format: text("format"),
    ts: text("ts"),
    componentPath: "componentPath" in fields ? text("componentPath") : null,
  };
}

/** The queries of a `/api/query_batch` body. */
export function readQueryBatch(json: unknown): CallRequest[] {
  if (!isJsonObject(json))
    throw dataError(
      "",
      `invalid type: ${describeJson(json)}, expected struct QueryBatchArgs`,
    );
  if (!("queries" in json)) throw dataError("", "missing field `queries`");
  const { queries } = json;
  if (!Array.isArray(queries))
    throw dataError(
      "queries",
      `invalid type: ${describeJson(queries)}, expected a sequence`,
    );
  return queries.map((query, i) =>
    readCall(query, "UdfPostRequest", `queries[${i}]`),
  );
}

/** `GET /api/query?path=…&args=<JSON>&format=…`, read as Convex's `Query` extractor. */
export function readQueryString(url: URL): CallRequest {
  const fail = (detail: string) =>
    new HttpError(
      400,
      "BadQueryArgs",
      `Failed to deserialize query string: ${detail}`,
    );
  const rawArgs = url.searchParams.get("args");
  let args: unknown;
  if (rawArgs !== null) {
    try {
      args = JSON.parse(rawArgs) as unknown;
    } catch (e) {
      throw fail(`args: ${(e as Error).message}`);
    }
  }
  const path = url.searchParams.get("path");
  if (path === null) throw fail("missing field `path`");
  if (rawArgs === null) throw fail("missing field `args`");
  return { path, args, format: url.searchParams.get("format"), ts: null };
}

/** How a result's value is written: Convex's encoding, or clean JSON. */
export type ValueFormat = "convex_encoded_json" | "json";

const FORMATS: Record<string, ValueFormat> = {
  convex_encoded_json: "convex_encoded_json",
  convex_json: "convex_encoded_json",
  json: "json",
  convex_clean_json: "json",
};

/**
 * The `format` of a call (`json` when absent). Convex also takes `export_json`, which
 * is not implemented here: it is refused like an unknown format. Checked before the
 * function runs (Convex checks it after, so a mutation would already have run).
 */
export function parseFormat(raw: string | null): ValueFormat {
  if (raw === null) return "json";
  const format = FORMATS[raw];
  if (format === undefined)
    throw new HttpError(
      400,
      "BadFormat",
      `format param must be one of [\`json\`]. Got ${raw}`,
    );
  return format;
}

/** Clean JSON for `format: "json"`: int64 as decimal string, bytes as base64. */
function toCleanJson(value: Value): JSONValue {
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "NaN";
    if (value === Infinity) return "Infinity";
    if (value === -Infinity) return "-Infinity";
    return value;
  }
  if (value instanceof ArrayBuffer)
    return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(toCleanJson);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, Value>).map(([k, v]) => [
        k,
        toCleanJson(v),
      ]),
    );
  }
  return value;
}

export function encodeValue(value: Value, format: ValueFormat): JSONValue {
  return format === "convex_encoded_json"
    ? convexToJson(value)
    : toCleanJson(value);
}

/** The `ts` of a `/api/query_at_ts` body: a u64 as `/api/query_ts` returns it. */
export function parseTs(raw: string | null): bigint {
  if (raw !== null) {
    const bytes = Buffer.from(raw, "base64");
    if (bytes.length === 8 && bytes.toString("base64") === raw)
      return bytes.readBigUInt64LE(0);
  }
  throw new HttpError(
    400,
    "InvalidTimestamp",
    "Expected `ts` to be a timestamp as returned by /api/query_ts.",
  );
}

/** A commit timestamp as `/api/query_ts` returns it: its u64, little-endian, base64. */
export function encodeTs(ts: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(ts);
  return bytes.toString("base64");
}
