/**
 * The cloud and site HTTP API, as ConvexHttpClient, browsers and @convex-dev/auth use
 * it: behaviour specific to the real backend that convex-test does not model.
 */
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";
import { type RunningBackend } from "../../index";
import { bodies } from "../testing/fixture-functions";

let backend: RunningBackend;
let dataDir: string;
let client: ConvexHttpClient;

const ref = {
  secret: makeFunctionReference<"query">("checks:secret"),
  fail: makeFunctionReference<"mutation">("checks:fail"),
  tooBig: makeFunctionReference<"mutation">("checks:tooBig"),
  unknownOp: makeFunctionReference<"query">("checks:unknownOp"),
  uploadUrl: makeFunctionReference<"mutation", Record<string, never>, string>(
    "files:uploadUrl",
  ),
  info: makeFunctionReference<
    "query",
    { id: string },
    { size: number; contentType: string | null; hasUrl: boolean }
  >("files:info"),
  storeInMutation: makeFunctionReference<
    "mutation",
    { text: string },
    { id: string; text: string | null }
  >("files:storeInMutation"),
  manyQueries: makeFunctionReference<"query", { count: number }, number>(
    "checks:manyQueries",
  ),
  hang: makeFunctionReference<"mutation">("checks:hang"),
  count: makeFunctionReference<"query", { name: string }, number>("jobs:count"),
  send: makeFunctionReference<"mutation", Record<string, unknown>, string>(
    "messages:send",
  ),
};

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${backend.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("http-api-"));
  client = new ConvexHttpClient(backend.url, { logger: false });
});

afterAll(() => stopFixtureBackend(backend, dataDir));

describe("cloud API", () => {
  it("keeps internal functions unreachable from clients", async () => {
    await expect(client.query(ref.secret, {})).rejects.toThrow(
      /Could not find public function for 'checks:secret'/,
    );
  });

  it("reports errors like the real backend: the message and the frames in user code", async () => {
    const response = await post("/api/mutation", {
      path: "checks:fail",
      args: { kind: "plain" },
      format: "json",
    });
    expect(response.status).toBe(560);
    const body = (await response.json()) as {
      status: string;
      errorMessage: string;
      errorData?: unknown;
    };
    expect(body.status).toBe("error");
    expect(body.errorMessage).toMatch(
      /^\[Request ID: [0-9a-f]+\] Server Error\nUncaught Error: plain failure\n {4}at handler \(\.\.\/convex\/checks\.ts:29:11\)\n$/,
    );
    expect(body).not.toHaveProperty("errorData");

    const convexError = (await (
      await post("/api/mutation", {
        path: "checks:fail",
        args: { kind: "convex" },
      })
    ).json()) as { errorData: unknown };
    expect(convexError.errorData).toEqual({
      code: "NOT_ALLOWED",
      message: "Nope",
      n: 3,
    });
  });

  it("fails loudly on a syscall it does not implement, naming it", async () => {
    await expect(client.query(ref.unknownOp, {})).rejects.toThrow(
      /Unknown async operation 1\.0\/notARealOp/,
    );
  });

  it("times out a mutation that never settles, writes nothing and keeps serving", async () => {
    process.env.LOCAL_BACKEND_UDF_TIMEOUT_MS = "300";
    try {
      await expect(client.mutation(ref.hang, {})).rejects.toThrow(
        /checks:hang timed out after 300 ms/,
      );
    } finally {
      delete process.env.LOCAL_BACKEND_UDF_TIMEOUT_MS;
    }
    expect(await client.query(ref.count, { name: "hang" })).toBe(0);
    await client.mutation(ref.send, {
      channel: "after-hang",
      author: "a",
      body: "b",
      n: 1,
    });
  });

  it("times out an action that never settles (Convex's 10-minute limit, shortened here)", async () => {
    process.env.LOCAL_BACKEND_ACTION_TIMEOUT_MS = "300";
    try {
      await expect(
        client.action(makeFunctionReference<"action">("checks:hangAction"), {}),
      ).rejects.toThrow(/checks:hangAction timed out after 0.3 s/);
    } finally {
      delete process.env.LOCAL_BACKEND_ACTION_TIMEOUT_MS;
    }
  });

  it("counts database queries and enforces their per-transaction limit", async () => {
    expect(await client.query(ref.manyQueries, { count: 3 })).toBe(3);
    await expect(
      client.query(ref.manyQueries, { count: 4097 }),
    ).rejects.toThrow(
      /Too many database queries in a single function execution \(limit: 4096\)/,
    );
  });

  it("enforces the document size limit", async () => {
    await expect(client.mutation(ref.tooBig, {})).rejects.toThrow(
      /Document is too large/,
    );
  });

  it("answers GET /api/query, /api/run with clean JSON, and /api/query_ts", async () => {
    const args = encodeURIComponent(
      JSON.stringify({ n: 2, big: { $integer: "BwAAAAAAAAA=" } }),
    );
    const get = (await (
      await fetch(
        `${backend.url}/api/query?path=checks:typed&args=${args}&format=convex_encoded_json`,
      )
    ).json()) as { status: string; value: unknown };
    expect(get).toMatchObject({
      status: "success",
      value: { n: 2, big: { $integer: "BwAAAAAAAAA=" } },
    });

    const run = (await (
      await post("/api/run/checks/typed", {
        args: { n: 2, big: { $integer: "BwAAAAAAAAA=" } },
      })
    ).json()) as { value: unknown };
    expect(run.value).toEqual({ n: 2, big: "7" });

    const ts1 = (
      (await (await post("/api/query_ts", {})).json()) as { ts: string }
    ).ts;
    await client.mutation(ref.send, {
      channel: "ts",
      author: "a",
      body: "b",
      n: 1,
    });
    const ts2 = (
      (await (await post("/api/query_ts", {})).json()) as { ts: string }
    ).ts;
    const decode = (ts: string) => Buffer.from(ts, "base64").readBigUInt64LE();
    expect(decode(ts2)).toBeGreaterThan(decode(ts1));
    expect(decode(ts2)).toBeGreaterThan(
      BigInt(Date.now() - 60_000) * 1_000_000n,
    );
  });

  it("answers /api/query_at_ts from the snapshot at that timestamp (ConvexHttpClient.consistentQuery)", async () => {
    const send = (channel: string, body: string) =>
      client.mutation(ref.send, { channel, author: "a", body, n: 1 });
    await send("snap-a", "first");
    // consistentQuery reads every query at the timestamp of its first /api/query_ts.
    const reader = new ConvexHttpClient(backend.url, { logger: false });
    expect(
      await reader.consistentQuery(bodies, { channel: "snap-a", order: "asc" }),
    ).toEqual(["first"]);
    // A commit outside what the query reads: the same result is still exact.
    await send("snap-b", "elsewhere");
    expect(
      await reader.consistentQuery(bodies, { channel: "snap-a", order: "asc" }),
    ).toEqual(["first"]);
    // A commit inside it: the reader still sees its snapshot, not the newer data.
    await send("snap-a", "second");
    expect(
      await reader.consistentQuery(bodies, { channel: "snap-a", order: "asc" }),
    ).toEqual(["first"]);
    // A new reader (new timestamp) sees the write.
    const fresh = new ConvexHttpClient(backend.url, { logger: false });
    expect(
      await fresh.consistentQuery(bodies, { channel: "snap-a", order: "asc" }),
    ).toEqual(["first", "second"]);

    const at = (ts: unknown) =>
      post("/api/query_at_ts", {
        path: "messages:bodies",
        args: { channel: "snap-a", order: "asc" },
        ts,
        format: "json",
      });
    const now = Buffer.from(
      ((await (await post("/api/query_ts", {})).json()) as { ts: string }).ts,
      "base64",
    ).readBigUInt64LE();
    const encode = (ts: bigint) => {
      const bytes = Buffer.alloc(8);
      bytes.writeBigUInt64LE(ts);
      return bytes.toString("base64");
    };
    const future = await at(encode(now + 1_000_000_000n));
    expect(future.status).toBe(400);
    expect(await future.text()).toMatch(/newer than the latest commit/);
    // This deployment started empty, so its history reaches back to ts 1, when the
    // channel had no messages yet: they were all written since.
    const early = await at(encode(1n));
    expect(early.status).toBe(200);
    expect(await early.json()).toMatchObject({ status: "success", value: [] });
    const garbage = await at("not a timestamp");
    expect(garbage.status).toBe(400);
    expect(await garbage.text()).toMatch(/InvalidTimestamp/);
  });

  it("answers /api/query_batch and returns log lines", async () => {
    const body = (await (
      await post("/api/query_batch", {
        queries: [
          { path: "checks:whoami", args: {} },
          { path: "checks:secret", args: {} },
        ],
      })
    ).json()) as { results: { status: string }[] };
    expect(body.results.map((r) => r.status)).toEqual(["success", "error"]);
    const logged = (await (
      await post("/api/query", { path: "checks:logs", args: {} })
    ).json()) as {
      logLines: string[];
    };
    expect(logged.logLines).toEqual(["[LOG] 'hello' 42", "[WARN] 'careful'"]);
  });

  it("rejects malformed requests with a code and a message", async () => {
    const badJson = await fetch(`${backend.url}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: "BadJsonBody" });
    // Convex's JSON reader takes 127 levels of arguments (128 with the arguments
    // array); short of that, nesting past 64 is the function's failure.
    const nested = (levels: number) => {
      let args: unknown = 1;
      for (let i = 0; i < levels; i++) args = { a: args };
      return post("/api/query", { path: "checks:whoami", args });
    };
    const failure = await nested(126);
    expect(failure.status).toBe(560);
    expect(await failure.text()).toContain(
      "Invalid arguments for checks.js:whoami: Value is too nested (nested 65 levels deep > maximum nesting 64)",
    );
    const tooDeep = await nested(127);
    expect(tooDeep.status).toBe(400);
    expect(await tooDeep.json()).toEqual({
      code: "InvalidArguments",
      message: "Invalid arguments provided",
    });
    const badToken = await post(
      "/api/query",
      { path: "checks:whoami", args: {} },
      { Authorization: "Bearer x.y.z" },
    );
    expect(badToken.status).toBe(401);
  });

  it("answers CORS preflights as Convex does, mirroring the origin without credentials", async () => {
    const response = await fetch(`${backend.url}/api/action`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,convex-client",
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(
      "http://localhost:5173",
    );
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "content-type,convex-client",
    );
    // /http/* is the app's HTTP router's, OPTIONS included (it has no such route).
    const routed = await fetch(`${backend.url}/http/echo`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173" },
    });
    expect(routed.status).toBe(404);
    expect(await routed.text()).toBe("No matching routes found");
  });

  it("routes methods as Convex does: 405 with Allow for a method a route does not take", async () => {
    const get = await fetch(`${backend.url}/api/mutation`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const put = await fetch(`${backend.url}/api/query`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET,HEAD,POST");
    const missing = await post("/api/run/nomodule", { args: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "MissingIdentifier" });
  });

  it("stores and reads blobs inside a mutation (1.0/storageStore, 1.0/storageGet)", async () => {
    // New in convex 1.48; convex-test 0.0.60 does not implement these syscalls, so this
    // is tested here rather than in the conformance suite.
    const { id, text } = await client.mutation(ref.storeInMutation, {
      text: "from a mutation",
    });
    expect(text).toBe("from a mutation");
    expect(await (await fetch(`${backend.url}/api/storage/${id}`)).text()).toBe(
      "from a mutation",
    );
  });

  it("uploads through a generated URL and serves the file", async () => {
    const url = await client.mutation(ref.uploadUrl, {});
    expect(url.startsWith(`${backend.url}/api/storage/upload?token=`)).toBe(
      true,
    );
    const upload = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "image/png" },
      body: "PNGDATA",
    });
    const { storageId } = (await upload.json()) as { storageId: string };
    expect(await client.query(ref.info, { id: storageId })).toEqual({
      size: 7,
      contentType: "image/png",
      hasUrl: true,
    });
    const served = await fetch(`${backend.url}/api/storage/${storageId}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(await served.text()).toBe("PNGDATA");

    const forged = await fetch(
      `${backend.url}/api/storage/upload?token=1.2.3`,
      { method: "POST", body: "x" },
    );
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({
      code: "StorageTokenInvalid",
      message: "Couldn't decode the StoreFileAuthorization token",
    });
    expect(
      (await fetch(`${backend.url}/api/storage/${storageId.slice(0, -1)}x`))
        .status,
    ).toBe(404);
  });

  it("refuses an upload URL an hour old with Convex's StorageTokenExpired", async () => {
    const url = await client.mutation(ref.uploadUrl, {});
    // Only Date is faked: the server's timers and sockets keep running.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60 * 60 * 1000 });
    try {
      const late = await fetch(url, { method: "POST", body: "x" });
      expect(late.status).toBe(401);
      expect(await late.json()).toEqual({
        code: "StorageTokenExpired",
        message: "Store File Authorization expired",
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("site and /http routes", () => {
  it("serves HTTP actions on the site port and under /http on the cloud port", async () => {
    for (const base of [backend.siteUrl, `${backend.url}/http`]) {
      const response = await fetch(`${base}/echo`, {
        method: "POST",
        body: "hi",
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        body: "hi",
        path: "/echo",
        user: null,
      });
    }
    const missing = await fetch(`${backend.siteUrl}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("No matching routes found");
  });

  it("makes getUserIdentity throw in an HTTP action called with an invalid token", async () => {
    const response = await fetch(`${backend.siteUrl}/echo`, {
      method: "POST",
      body: "hi",
      headers: { Authorization: "Bearer not-a-token" },
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { code: string }).code).toMatch(
      /Server Error: Uncaught Error: .*JWT/,
    );
  });
});
