/**
 * Reading a push API body as Convex's CLI routes read it (`crates/local_backend/src/
 * router.rs` `cli_routes`): JSON, decompressed first when it comes with a
 * `Content-Encoding` (the CLI sends start_push brotli-compressed), at most 200 MB
 * (`MAX_PUSH_BYTES`) whether compressed or not, then read into the endpoint's shape.
 * A body that does not fit gets 400 `BadJsonBody` in serde's words.
 */
import { type IncomingMessage } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { type z } from "zod";
import { isJsonContentType, readBody } from "../http/request";
import { HttpError } from "../http/respond";

export const MAX_PUSH_BYTES = 200_000_000;

const badJsonBody = (message: string) =>
  new HttpError(400, "BadJsonBody", message);
const tooLarge = () =>
  badJsonBody("Failed to buffer the request body: length limit exceeded");

const DECODERS: Record<
  string,
  (b: Buffer, o: zlib.ZlibOptions) => Promise<Buffer>
> = {
  br: promisify(zlib.brotliDecompress),
  gzip: promisify(zlib.gunzip),
  "x-gzip": promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
};

async function decode(
  raw: Buffer,
  encoding: string | undefined,
): Promise<Buffer> {
  const name = (encoding ?? "identity").trim().toLowerCase();
  if (name === "identity" || name === "") return raw;
  const decoder = DECODERS[name];
  // tower-http's decompression layer refuses an encoding it does not know with 415.
  if (!decoder)
    throw new HttpError(
      415,
      "UnsupportedMediaType",
      `Unsupported Content-Encoding: ${name}`,
    );
  try {
    return await decoder(raw, { maxOutputLength: MAX_PUSH_BYTES });
  } catch (e) {
    if ((e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
      throw tooLarge();
    throw badJsonBody(
      `Failed to buffer the request body: ${(e as Error).message}`,
    );
  }
}

function serdeKind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "sequence";
  if (typeof value === "number")
    return Number.isInteger(value)
      ? `integer \`${value}\``
      : `floating point \`${value}\``;
  if (typeof value === "string") return `string ${JSON.stringify(value)}`;
  if (typeof value === "boolean") return `boolean \`${value}\``;
  return "map";
}

const EXPECTED: Record<string, string> = {
  string: "a string",
  boolean: "a boolean",
  array: "a sequence",
  object: "a map",
  number: "a number",
};

/** A zod issue in serde's words, with serde_path_to_error's path. */
function describe(issue: z.core.$ZodIssue): string {
  const segments = issue.path.map((p, i) =>
    typeof p === "number" ? `[${p}]` : `${i === 0 ? "" : "."}${String(p)}`,
  );
  const input = (issue as { input?: unknown }).input;
  let at = segments.join("");
  let text: string;
  if (issue.code === "invalid_type" && input === undefined) {
    at = segments.slice(0, -1).join("");
    text = `missing field \`${String(issue.path.at(-1))}\``;
  } else if (issue.code === "invalid_type") {
    text = `invalid type: ${serdeKind(input)}, expected ${EXPECTED[issue.expected] ?? issue.expected}`;
  } else if (issue.code === "invalid_value") {
    const options = issue.values.map((v) => `\`${String(v)}\``).join(" or ");
    text = `unknown variant \`${String(input)}\`, expected ${options}`;
  } else text = issue.message;
  return at ? `${at}: ${text}` : text;
}

/** The request's body as `schema` reads it; throws the HttpError Convex answers. */
export async function readPushBody<T>(
  req: IncomingMessage,
  schema: z.ZodType<T>,
  limit: number,
): Promise<T> {
  if (!isJsonContentType(req.headers["content-type"]))
    throw badJsonBody("Expected request with `Content-Type: application/json`");
  const raw = await readBody(req, limit, tooLarge);
  const body = await decode(raw, req.headers["content-encoding"]);
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8")) as unknown;
  } catch (e) {
    throw badJsonBody(
      `Failed to parse the request body as JSON: ${(e as Error).message}`,
    );
  }
  const parsed = schema.safeParse(json, { reportInput: true });
  if (!parsed.success)
    throw badJsonBody(
      `Failed to deserialize the JSON body into the target type: ${describe(parsed.error.issues[0]!)}`,
    );
  return parsed.data;
}
