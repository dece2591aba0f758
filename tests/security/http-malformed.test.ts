/**
 * Malformed requests: each gets the answer Convex gives, never
 * `500 InternalServerError`, with its code and a message that says what is wrong:
 * - the request itself (body not JSON or not of the endpoint's shape, `args` of a GET
 *   not JSON, a bad `format`, a body over 16 MiB, arguments nested past what the JSON
 *   reader takes): 400 with `BadJsonBody`, `BadQueryArgs`, `BadFormat` or
 *   `InvalidArguments`;
 * - a value inside the arguments that breaks Convex's value rules (`$integer` or
 *   `$bytes` of the wrong shape, a `$` field name, nesting past 64): the function's
 *   failure, `Invalid arguments for <module>.js:<function>: <reason>`, without running
 *   it (HTTP 560 here, the status of every function failure of this backend).
 * Nothing is stored in any case, and no answer is a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodyOf,
  CONTACT_ARGS,
  countDocuments,
  type HttpBackend,
  postJson,
  rawRequest,
  startAppBackend,
} from "./http-helpers";

let backend: HttpBackend;

beforeAll(async () => {
  backend = await startAppBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

function nested(levels: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** `contact:send`'s arguments with `extra` mixed in. */
const contactWith = (extra: Record<string, unknown>) => ({
  ...CONTACT_ARGS,
  ...extra,
});

async function expectRequestError(
  response: Response,
  code: string,
  message: RegExp | string,
): Promise<void> {
  const body = await bodyOf(response);
  expect({ status: response.status, body }).toEqual({
    status: 400,
    body: {
      code,
      message:
        typeof message === "string"
          ? message
          : (expect.stringMatching(message) as unknown),
    },
  });
}

async function expectInvalidArgs(
  response: Response,
  reason: string,
): Promise<void> {
  const body = await bodyOf(response);
  expect({ status: response.status, body }).toEqual({
    status: 560,
    body: {
      status: "error",
      errorMessage: expect.stringMatching(
        /^\[Request ID: [0-9a-f]+\] Server Error\n/,
      ) as unknown,
    },
  });
  expect((body as { errorMessage: string }).errorMessage).toContain(
    `\nInvalid arguments for contact.js:send: ${reason}`,
  );
}

describe("malformed values in arguments", () => {
  it("refuses $integer and $bytes of the wrong shape as Convex does, running nothing", async () => {
    const before = countDocuments(backend, "contactMessages");
    const cases: [unknown, string][] = [
      [{ $integer: 5 }, "invalid type: integer `5`, expected a string"],
      [{ $integer: "AQID" }, "Int64 must be exactly eight bytes"],
      [{ $integer: "not base64!" }, "Invalid byte 32, offset 3."],
      [{ $bytes: null }, "invalid type: null, expected a string"],
      [{ $bytes: "A" }, "Encoded text cannot have a 6-bit remainder."],
      [{ $float: "AAAAAAAA+D8=" }, "Float64 1.5 should be encoded as a number"],
    ];
    for (const [value, reason] of cases) {
      for (const send of [
        () =>
          postJson(backend, "/api/mutation", {
            path: "contact:send",
            args: contactWith({ message: value }),
          }),
        () =>
          postJson(backend, "/api/run/contact/send", {
            args: contactWith({ message: value }),
          }),
      ]) {
        await expectInvalidArgs(await send(), reason);
      }
    }
    expect(countDocuments(backend, "contactMessages")).toBe(before);
  });

  it("refuses reserved field names and values nested past 64 levels", async () => {
    const before = countDocuments(backend, "contactMessages");
    await expectInvalidArgs(
      await postJson(backend, "/api/mutation", {
        path: "contact:send",
        args: contactWith({ $where: "1" }),
      }),
      "Field name $where starts with '$', which is reserved.",
    );
    await expectInvalidArgs(
      await postJson(backend, "/api/mutation", {
        path: "contact:send",
        args: contactWith({ message: { ok: { $bad: 1 } } }),
      }),
      "Field name $bad starts with '$', which is reserved.",
    );
    await expectInvalidArgs(
      await postJson(backend, "/api/mutation", {
        path: "contact:send",
        args: contactWith({ message: nested(70) }),
      }),
      "Value is too nested (nested 65 levels deep > maximum nesting 64)",
    );
    expect(countDocuments(backend, "contactMessages")).toBe(before);
  });

  it("answers arguments nested 20,000 levels deep with 400 InvalidArguments", async () => {
    const deep = `{"path":"contact:send","args":${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}}`;
    await expectRequestError(
      await postJson(backend, "/api/mutation", deep),
      "InvalidArguments",
      "Invalid arguments provided",
    );
    // A query string cannot carry 20,000 levels (Node refuses such long request
    // lines with 431); 200 is past the JSON reader's depth all the same.
    const query = `${backend.url}/api/query?path=builders:get&args=${encodeURIComponent(`${"[".repeat(200)}${"]".repeat(200)}`)}`;
    await expectRequestError(
      await fetch(query),
      "InvalidArguments",
      "Invalid arguments provided",
    );
  });
});

describe("malformed requests", () => {
  it("refuses a body that is not JSON, or not valid UTF-8", async () => {
    for (const body of [
      "{nope",
      "",
      '{"path": "builders:get", "args": {}} x',
    ]) {
      await expectRequestError(
        await postJson(backend, "/api/query", body),
        "BadJsonBody",
        /^Failed to parse the request body as JSON: /,
      );
    }
    const response = await fetch(`${backend.url}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
    });
    await expectRequestError(
      response,
      "BadJsonBody",
      /^Failed to parse the request body as JSON: /,
    );
  });

  it("refuses a body that is not of the endpoint's shape, naming what is wrong", async () => {
    const cases: [string, unknown, string][] = [
      [
        "/api/query",
        [],
        "invalid type: sequence, expected struct UdfPostRequest",
      ],
      [
        "/api/query",
        5,
        "invalid type: integer `5`, expected struct UdfPostRequest",
      ],
      [
        "/api/query",
        null,
        "invalid type: null, expected struct UdfPostRequest",
      ],
      ["/api/query", { args: {} }, "missing field `path`"],
      ["/api/query", { path: "builders:get" }, "missing field `args`"],
      [
        "/api/mutation",
        { path: 5, args: {} },
        "path: invalid type: integer `5`, expected a string",
      ],
      [
        "/api/query",
        { path: "builders:get", args: {}, format: 1 },
        "format: invalid type: integer `1`, expected a string",
      ],
      ["/api/run/builders/get", {}, "missing field `args`"],
      [
        "/api/query_at_ts",
        { path: "builders:get", args: {} },
        "missing field `ts`",
      ],
      ["/api/query_batch", {}, "missing field `queries`"],
      [
        "/api/query_batch",
        { queries: 5 },
        "queries: invalid type: integer `5`, expected a sequence",
      ],
      [
        "/api/query_batch",
        { queries: [5] },
        "queries[0]: invalid type: integer `5`, expected struct UdfPostRequest",
      ],
      [
        "/api/query_batch",
        {
          queries: [
            { path: "builders:get", args: {} },
            { path: "builders:get" },
          ],
        },
        "queries[1]: missing field `args`",
      ],
    ];
    for (const [path, body, reason] of cases) {
      await expectRequestError(
        await postJson(backend, path, JSON.stringify(body)),
        "BadJsonBody",
        `Failed to deserialize the JSON body into the target type: ${reason}`,
      );
    }
  });

  it("answers a bad value in one query of a batch in that query's result", async () => {
    const response = await postJson(backend, "/api/query_batch", {
      queries: [
        { path: "builders:get", args: { profileId: "x" } },
        { path: "builders:get", args: { $x: 1 } },
      ],
    });
    expect(response.status).toBe(200);
    const { results } = (await bodyOf(response)) as {
      results: { status: string; errorMessage?: string }[];
    };
    expect(results.map((r) => r.status)).toEqual(["success", "error"]);
    expect(results[1]!.errorMessage).toContain(
      "Invalid arguments for builders.js:get: Field name $x starts with '$', which is reserved.",
    );
  });

  it("refuses args of a GET /api/query that are not JSON, and a missing path", async () => {
    await expectRequestError(
      await fetch(`${backend.url}/api/query?path=builders:get&args=%7Bnope`),
      "BadQueryArgs",
      /^Failed to deserialize query string: args: /,
    );
    await expectRequestError(
      await fetch(`${backend.url}/api/query?args=%7B%7D`),
      "BadQueryArgs",
      "Failed to deserialize query string: missing field `path`",
    );
    await expectRequestError(
      await fetch(`${backend.url}/api/query?path=builders:get`),
      "BadQueryArgs",
      "Failed to deserialize query string: missing field `args`",
    );
  });

  it("refuses an unknown format before running anything", async () => {
    const before = countDocuments(backend, "contactMessages");
    await expectRequestError(
      await postJson(backend, "/api/mutation", {
        path: "contact:send",
        args: CONTACT_ARGS,
        format: "xml",
      }),
      "BadFormat",
      "format param must be one of [`json`]. Got xml",
    );
    expect(countDocuments(backend, "contactMessages")).toBe(before);
  });

  it("refuses a body over 16 MiB", async () => {
    const huge = JSON.stringify({
      path: "contact:send",
      args: contactWith({ message: "x".repeat((16 << 20) + 2000) }),
    });
    await expectRequestError(
      await postJson(backend, "/api/mutation", huge),
      "BadJsonBody",
      "Failed to buffer the request body: length limit exceeded",
    );
  });

  it("answers a request target that is not a URL with 400, and keeps running", async () => {
    for (const target of ["http://[", "http://host:99999/api/query", "*"]) {
      const answer = await rawRequest(
        backend,
        `POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect([target, answer.split("\r\n")[0]]).toEqual([
        target,
        "HTTP/1.1 400 Bad Request",
      ]);
      expect(answer).toContain(
        '{"code":"BadRequest","message":"Invalid request target."}',
      );
    }
  });

  it("still serves after all of the above", async () => {
    const response = await postJson(backend, "/api/query", {
      path: "builders:get",
      args: { profileId: "x" },
    });
    expect(response.status).toBe(200);
  });
});
